/** Lighthouse's `layout-shifts` audit as text lines for the bench summary. */

export interface ShiftItem {
  score?: number;
  node?: { selector?: string; snippet?: string };
  subItems?: { items?: { cause?: string; extra?: { value?: string; selector?: string } }[] };
}

/** One line per layout shift of Lighthouse's `layout-shifts` audit. */
export function describeShifts(items: ShiftItem[]): string[] {
  return items.map((it) => {
    const causes = (it.subItems?.items ?? [])
      .map((c) => [c.cause, c.extra?.value ?? c.extra?.selector].filter(Boolean).join(' '))
      .filter(Boolean);
    const node = it.node?.selector ?? it.node?.snippet ?? 'unknown element';
    return `${(it.score ?? 0).toFixed(3)} ${node}${causes.length ? ` (${causes.join('; ')})` : ''}`;
  });
}
