/**
 * The bed widths the Schlafberater's result names, alone and for a couple ('100 bis 140 cm'), from
 * the owner's data file, typeset when the site is built. A module of values only: the browser gets
 * them as literals (src/content/products/sleep-finder.ts exports functions, whose module the browser runs).
 */
import { typesetDeep } from '../../lib/typography.ts';
import { sleepFinderData } from '../product-data-model.ts';

export const finderWidths = typesetDeep(sleepFinderData.width);
