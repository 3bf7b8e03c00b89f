/**
 * The opening hours the owner keeps in src/content/data/opening-hours.json (`npm run edit`). The
 * build validates the file before it starts (astro.config.mjs, opening-hours-schema.ts); here it
 * is read as plain data, so the browser bundle carries no validator.
 */
import data from './data/opening-hours.json' with { type: 'json' };
import type { OpeningHoursFile } from './opening-hours-model.ts';

export const openingHoursData = data as OpeningHoursFile;
