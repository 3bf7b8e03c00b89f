/**
 * A figure the visitor gives (height, weight, a bed length) printed with its unit in the browser,
 * kept on one line as the site's typography keeps every number with its unit
 * (src/lib/typography.ts, which runs at build time only).
 */
import { NBSP } from './typography-marks.ts';

export function withUnit(value: number | string, unit: string): string {
  // A figure in German: '118,5 kg', never '118.5 kg'.
  const figure = typeof value === 'number' ? String(value).replace('.', ',') : value;
  return `${figure}${NBSP}${unit}`;
}
