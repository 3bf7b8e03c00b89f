/**
 * Recommended bed heights: the senior-bed page shows them (its entry names them with
 * `from: senior-heights`) and the Schlafberater reads them. The figures are the owner's data file
 * (src/content/data/senior-heights.json).
 */
import { typesetDeep } from '../../lib/typography.ts';
import { seniorHeightsData } from '../product-data-model.ts';

export interface HeightRecommendation {
  height: string;
  name: string;
  text: string;
}

/** '40-45 cm', or '60 cm+' for a height with no upper limit. */
const heightLabel = (h: { fromCm: number; toCm?: number }) =>
  h.toCm === undefined ? `${h.fromCm} cm+` : `${h.fromCm}-${h.toCm} cm`;

/** Recommended bed heights by body height. The Schlafberater reads these too. */
export const heightRecommendations: readonly HeightRecommendation[] = typesetDeep(
  seniorHeightsData.heights.map((h) => ({ height: heightLabel(h), name: h.name, text: h.text })),
);

/** The height advised for back or joint complaints (the one the data file marks). */
export const complaintsHeight: HeightRecommendation =
  heightRecommendations[seniorHeightsData.heights.findIndex((h) => h.forComplaints)]!;
