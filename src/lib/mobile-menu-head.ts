/**
 * The mobile menu's two page-wide rules, from the first parse, before and after the header has
 * hydrated (it runs from the consent head script, src/lib/consent-head.ts):
 *
 * 1. Escape closes it, and the focus that was in it goes back to its button. The menu is a
 *    manual popover so that only its button, Escape and a chosen link close it, never a tap
 *    beside it (src/components/layout/header.tsx). No popover type answers Escape without also
 *    closing on such a tap (`auto` and `hint` do both), and `closedby` is a dialog's attribute,
 *    so Escape is answered here. An Escape meant for what stands above the menu closes only that:
 *    a modal dialog, an `auto` popover (the chat's loading window, which closes natively) or a
 *    layer that handled it (the chat window cancels the key).
 * 2. The cookie banner stays readable and answerable above it. The open menu is in the top layer,
 *    above everything on the page; a banner shown when the menu opens is moved into the top layer
 *    after it (made a manual popover and shown, in the same place and size), and back onto the
 *    page (no popover any more) when the menu closes. Elements marked `data-above-menu` are such
 *    banners; their classes must hold their place against a popover's default style (inset,
 *    size, margin).
 * 3. The menu and the chat are never open together (the open menu, in the top layer, would cover
 *    the chat): the chat's shell opening closes the menu, and the menu opening closes the shell.
 *    After hydration the chat launcher closes the menu when it opens the chat, and closes its chat
 *    window when the menu opens (src/components/widgets/chat-launcher.tsx), which keeps its draft.
 *    The focus stays with the one that opened.
 */

/** The mobile menu (a popover). */
const MENU = '[data-mobile-menu]';
/** The chat's native shell (a popover, src/components/widgets/chat-launcher.tsx). */
const CHAT_SHELL = '[data-chat-shell]';
/** Marks a panel on the page that must stay above the open mobile menu (the cookie banner). */
export const ABOVE_MENU_ATTRIBUTE = 'data-above-menu';

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

/** The banners to keep above the open menu: those shown on the page now. */
function shownAboveMenu(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(`[${ABOVE_MENU_ATTRIBUTE}]`)].filter(
    (el) => typeof el.showPopover === 'function' && el.getClientRects().length > 0,
  );
}

/** The mobile menu while it is open. */
function openMenu(): HTMLElement | null {
  const menu = document.querySelector<HTMLElement>(MENU);
  return popoverOpen(menu) ? menu : null;
}

/**
 * Closes the mobile menu, if open, for a layer that opens instead of it (the chat). The focus is
 * left where it is: with the one that opened.
 * @public src/components/widgets/chat-launcher.tsx calls it when it opens the chat.
 */
export function closeMobileMenu(): void {
  openMenu()?.hidePopover();
}

/**
 * After a choice in the cookie banner, the focus goes to the open mobile menu, the topmost layer
 * left, if it is open: back to the item it came from, else to the menu's button. False when the
 * menu is closed (the caller puts the focus where it belongs then).
 */
export function focusOpenMenu(cameFrom: Element | null): boolean {
  const menu = openMenu();
  if (!menu) return false;
  const target =
    cameFrom instanceof HTMLElement && cameFrom.isConnected && menu.contains(cameFrom)
      ? cameFrom
      : document.querySelector<HTMLElement>(`[popovertarget="${menu.id}"]`);
  target?.focus({ preventScroll: true });
  return target !== null;
}

function onBeforeToggle(event: Event): void {
  const menu = event.target;
  if (!(menu instanceof HTMLElement)) return;
  const opening = (event as ToggleEvent).newState === 'open';
  // The chat's shell opens: the menu closes (3.).
  if (opening && menu.matches(CHAT_SHELL)) closeMobileMenu();
  if (!menu.matches(MENU)) return;
  if (opening) {
    for (const shell of document.querySelectorAll<HTMLElement>(CHAT_SHELL)) {
      if (popoverOpen(shell)) shell.hidePopover();
    }
    // Once the menu is in the top layer (before the frame that shows it), the banner goes above it.
    requestAnimationFrame(() => {
      if (!popoverOpen(menu)) return;
      for (const el of shownAboveMenu()) {
        if (popoverOpen(el)) el.hidePopover();
        el.setAttribute('popover', 'manual');
        el.showPopover();
      }
    });
  } else {
    for (const el of document.querySelectorAll<HTMLElement>(`[${ABOVE_MENU_ATTRIBUTE}]`)) {
      if (popoverOpen(el)) el.hidePopover();
      el.removeAttribute('popover');
    }
  }
}

/**
 * Runs in the browser, in the consent head script.
 * @public src/lib/consent-head.ts starts it.
 */
export function mobileMenuHead(): void {
  // After the page's own handlers (bubbling phase): a layer that answers Escape cancels it first.
  document.addEventListener('keydown', onKeyDown);
  // `beforetoggle` does not bubble: heard in the capture phase on its way to the menu.
  document.addEventListener('beforetoggle', onBeforeToggle, { capture: true });
}
