/**
 * Notices: Radix Toast with a small module store (the shadcn pattern).
 * At most TOAST_LIMIT visible; shown for TOAST_DURATION ms; swipe right past 50 px dismisses;
 * F8 focuses the region; a dismissed notice stays in the store (closed) for TOAST_REMOVE_DELAY ms
 * before it is removed.
 *
 *   toast({ title: '...', description: '...', variant: 'destructive' });
 *   <Toaster />   // once, in the island that raises notices
 */
import { useSyncExternalStore, type ReactNode } from 'react';
import { Toast } from 'radix-ui';
import { X } from './icons.ts';
import { cn } from '../../lib/cn.ts';
import { toastCopy } from '../../content/toast.ts';

const TOAST_LIMIT = 1;
export const TOAST_DURATION = 5000;
export const TOAST_REMOVE_DELAY = 1_000_000;
const TOAST_SWIPE_THRESHOLD = 50;

export type ToastVariant = 'default' | 'destructive';

export interface ToastItem {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  open: boolean;
}

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

/** Shows a notice; the newest replaces older ones beyond TOAST_LIMIT. */
export function toast(input: Omit<ToastItem, 'id' | 'open'>): { id: string; dismiss: () => void } {
  const id = String(++counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes one notice (or all); it is removed from the store TOAST_REMOVE_DELAY ms later. */
function dismissToast(id?: string) {
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

/** The current notices, open and closed-but-not-yet-removed (for tests and the Toaster). */
export function getToasts(): readonly ToastItem[] {
  return toasts;
}

/** Clears the store and its timers (tests). */
export function resetToasts() {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  emit([]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribe, getToasts, getToasts);
}

const variants: Record<ToastVariant, string> = {
  default: 'border-sand-200 bg-white text-ink',
  destructive: 'border-danger bg-danger text-white',
};

export function Toaster() {
  const items = useToasts();
  return (
    <Toast.Provider
      duration={TOAST_DURATION}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
      label={toastCopy.region}
    >
      {items.map(({ id, title, description, variant = 'default', open }) => (
        <Toast.Root
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          data-variant={variant}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-xl border p-5 pr-10 shadow-lift',
            'data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
            'motion-reduce:transition-none',
            variants[variant],
          )}
        >
          <div className="grid gap-1">
            {title && <Toast.Title className="font-semibold">{title}</Toast.Title>}
            {description && (
              <Toast.Description
                className={cn('text-sm leading-relaxed', variant === 'destructive' ? 'text-white' : 'text-muted')}
              >
                {description}
              </Toast.Description>
            )}
          </div>
          <Toast.Close
            aria-label={toastCopy.close}
            className={cn(
              'absolute top-3 right-3 rounded-md p-1 focus:outline-none focus-visible:ring-2',
              variant === 'destructive'
                ? 'text-white/80 hover:text-white focus-visible:ring-white'
                : 'text-muted hover:text-ink focus-visible:ring-brass-400',
            )}
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      {/* Without toasts the fixed list takes no box, so it never counts as painting in the first view. */}
      <Toast.Viewport
        hotkey={['F8']}
        label={toastCopy.viewport}
        className="fixed top-0 right-0 z-[100] m-0 flex max-h-screen w-full max-w-[420px] list-none flex-col-reverse gap-2 p-4 outline-none empty:hidden sm:top-auto sm:bottom-0 sm:flex-col"
      />
    </Toast.Provider>
  );
}
