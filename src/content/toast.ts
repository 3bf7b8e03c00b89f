/** The notification area's labels (the toasts' texts come from the widget that raises them). */
export const toastCopy = {
  /** Screen readers announce the region by this name with its shortcut (F8). */
  region: 'Benachrichtigung',
  close: 'Schließen',
  /** The list of notifications, named with its shortcut (Radix fills in `{hotkey}`). */
  viewport: 'Benachrichtigungen ({hotkey})',
} as const;
