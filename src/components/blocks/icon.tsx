import type { IconName } from '../../content/blocks.ts';
import { contentIcons } from '../ui/icons.ts';

/** A decorative icon by content key (the text next to it carries the meaning). */
export function Icon({
  name,
  className = 'size-6',
  strokeWidth,
}: {
  name: IconName;
  className?: string;
  strokeWidth?: number;
}) {
  const Glyph = contentIcons[name];
  return <Glyph aria-hidden="true" className={className} strokeWidth={strokeWidth} />;
}
