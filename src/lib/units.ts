/**
 * Figures in German (a decimal comma), and a figure the visitor gives (height, weight, a bed
 * length) printed with its unit in the browser, kept on one line as the site's typography keeps
 * every number with its unit (src/lib/typography.ts, which runs at build time only).
 */
import { NBSP } from './typography-marks.ts';

/** A number as German writes it: 72.5 → '72,5'. */
export const germanFigure = (value: number) => String(value).replace('.', ',');

/** A body height in metres as a visitor writes it: 195 → '1,95'. */
export const metres = (cm: number) => (cm / 100).toFixed(2).replace('.', ',');

export function withUnit(value: number | string, unit: string): string {
  return `${typeof value === 'number' ? germanFigure(value) : value}${NBSP}${unit}`;
}
