import type { ComponentProps } from 'react';
import { Switch as RadixSwitch } from 'radix-ui';
import { cn } from '../../lib/cn.ts';

/**
 * An on/off switch (Radix Switch: role="switch", Space/Enter toggle). Label it with a
 * <label htmlFor> or aria-labelledby. Track colours keep 3:1 contrast in both states, and the
 * thumb position shows the state without relying on colour.
 */
export function Switch({ className, ...props }: ComponentProps<typeof RadixSwitch.Root>) {
  return (
    <RadixSwitch.Root
      className={cn(
        'relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full p-0.5 transition-colors duration-150',
        'bg-muted disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-night-700',
        className,
      )}
      {...props}
    >
      <RadixSwitch.Thumb className="block size-6 rounded-full bg-white shadow-sm transition-transform duration-150 data-[state=checked]:translate-x-5" />
    </RadixSwitch.Root>
  );
}
