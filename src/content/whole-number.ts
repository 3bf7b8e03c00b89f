/**
 * A whole number the owner types (a position in a menu, a count, a size in cm): one schema with
 * one plain German message for every way the value can be wrong (a fraction, a negative number,
 * no number at all), so the editor's field and the build's message say the same thing.
 */
import { z } from 'zod';

/** The message for a whole number from `min` upwards, after the field's name. */
const wholeNumberMessage = (min: number) => `bitte eine ganze Zahl ab ${min} eingeben.`;

/** A whole number from `min` upwards. */
export function wholeNumber(min: number) {
  const error = wholeNumberMessage(min);
  return z.number({ error }).int({ error }).min(min, { error });
}
