/**
 * A modal dialog whose first frame comes at once (the cookie settings). Opening a modal `<dialog>`
 * makes the rest of the page inert, and Chromium restyles the whole document for it inside
 * `showModal()`: on the home page at CPU 4x that is 100–150 ms before the dialog's first frame,
 * over the 100 ms a tap may take to show its effect. So the dialog is also a manual `popover`
 * (`popover="manual"`, marked with `data-modal-after-paint`), and its openers show it by
 * `popovertarget`: natively, with no script, in the top layer, without restyling the page. Right
 * after that first frame it becomes the modal dialog it always was: the page behind inert, focus
 * in the dialog and back on the opener when it closes, Escape.
 *
 * A key or pointer press that comes before then makes it modal first, so the press meets the
 * modal dialog (a Tab moves within it, a tap outside it reaches nothing behind).
 *
 * Runs from the consent head script (src/lib/consent-head.ts), so it works before and after the
 * island has hydrated; browsers without popovers open the dialog modal at once
 * (`openModalAfterPaint`).
 */

/** Marks a `<dialog popover="manual">` that opens as a popover and turns modal after its first frame. */
export const MODAL_AFTER_PAINT_ATTRIBUTE = 'data-modal-after-paint';

/** The dialog shown as a popover that is still to turn modal, and what had focus before it opened. */
let pending: HTMLDialogElement | null = null;
let opener: Element | null = null;

/** Whether the dialog shows as a popover (false where popovers do not exist). */
export const popoverOpen = (dialog: HTMLDialogElement): boolean =>
  'showPopover' in dialog && dialog.matches(':popover-open');

/** Turns the pending dialog modal: out of the popover and into the modal top layer in one task, so no frame shows the change. */
function makeModal(): void {
  const dialog = pending;
  pending = null;
  if (!dialog?.isConnected || !popoverOpen(dialog)) return;
  const active = document.activeElement;
  const inside = active instanceof HTMLElement && dialog.contains(active) ? active : null;
  dialog.hidePopover();
  // The popover has moved focus into the dialog; the modal dialog must return it to the opener
  // when it closes, and it returns focus to what has focus when it opens.
  if (opener instanceof HTMLElement && opener.isConnected && opener !== document.body) {
    opener.focus({ preventScroll: true });
  } else if (document.activeElement instanceof HTMLElement && dialog.contains(document.activeElement)) {
    document.activeElement.blur();
  }
  opener = null;
  dialog.showModal();
  // Focus the visitor has moved within the dialog stays where it is (a key pressed on it now acts there).
  if (inside?.isConnected && document.activeElement !== inside) inside.focus({ preventScroll: true });
}

function onBeforeToggle(event: Event): void {
  const dialog = event.target;
  if (!(dialog instanceof HTMLDialogElement) || !dialog.hasAttribute(MODAL_AFTER_PAINT_ATTRIBUTE)) return;
  // A dialog fires these too when `showModal()` opens it; only the popover's opening waits.
  if ((event as Event & { newState?: string }).newState !== 'open' || dialog.open || popoverOpen(dialog)) return;
  pending = dialog;
  opener = document.activeElement;
  // The frame that shows the dialog first; then, in a task of its own, the modal dialog.
  requestAnimationFrame(() => setTimeout(makeModal, 0));
}

/**
 * Runs in the browser, in the consent head script.
 * @public src/lib/consent-head.ts starts it.
 */
export function modalAfterPaint(): void {
  // `beforetoggle` does not bubble: heard in the capture phase on its way to the dialog.
  document.addEventListener('beforetoggle', onBeforeToggle, { capture: true });
  for (const type of ['pointerdown', 'keydown'] as const) document.addEventListener(type, makeModal, { capture: true });
}

/** Opens the dialog from script as its openers do (modal at once where popovers do not exist). */
export function openModalAfterPaint(dialog: HTMLDialogElement): void {
  if (dialog.open || popoverOpen(dialog)) return;
  if ('showPopover' in dialog) dialog.showPopover();
  else (dialog as HTMLDialogElement).showModal();
}

/** Closes the dialog, modal or not yet. */
export function closeModalAfterPaint(dialog: HTMLDialogElement): void {
  if (popoverOpen(dialog)) dialog.hidePopover();
  dialog.close();
}
