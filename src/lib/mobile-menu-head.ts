/**
 * The mobile menu's page-wide rule, from the first parse, before and after the header has
 * hydrated (it runs from the consent head script, src/lib/consent-head.ts):
 *
 * 1. Escape closes it, and the focus that was in it goes back to its button. The menu is a
 *    manual popover so that only its button, Escape and a chosen link close it, never a tap
 *    beside it (src/components/layout/header.tsx). No popover type answers Escape without also
 *    closing on such a tap (`auto` and `hint` do both), and `closedby` is a dialog's attribute,
 *    so Escape is answered here. An Escape meant for what stands above the menu closes only that:
 *    a modal dialog, an `auto` popover (the chat's loading window, which closes natively) or a
 *    layer that handled it (the chat window cancels the key).
 */

/** The mobile menu (a popover). */
const MENU = '[data-mobile-menu]';

function popoverOpen(el: Element | null): boolean {
  try {
    return el?.matches(':popover-open') ?? false;
  } catch {
    return false;
  }
}

/** Something above the menu answers this Escape itself. */
function escapeAnsweredAbove(): boolean {
  try {
    return document.querySelector(':modal, [popover="auto"]:popover-open, [popover="hint"]:popover-open') !== null;
  } catch {
    return false;
  }
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
  const menu = document.querySelector<HTMLElement>(MENU);
  if (!menu || !popoverOpen(menu) || escapeAnsweredAbove()) return;
  const active = document.activeElement;
  const focusBack = !active || active === document.body || menu.contains(active);
  menu.hidePopover();
  if (focusBack) document.querySelector<HTMLElement>(`[popovertarget="${menu.id}"]`)?.focus({ preventScroll: true });
}

/**
 * Runs in the browser, in the consent head script.
 * @public src/lib/consent-head.ts starts it.
 */
export function mobileMenuHead(): void {
  // After the page's own handlers (bubbling phase): a layer that answers Escape cancels it first.
  document.addEventListener('keydown', onKeyDown);
}
