/**
 * Recommended bed heights: the senior-bed page shows them (its entry names them with
 * `from: senior-heights`) and the Schlafberater reads them.
 */
import { typesetDeep } from '../../lib/typography.ts';

export interface HeightRecommendation {
  height: string;
  name: string;
  text: string;
}

/** Recommended bed heights by body height. The Schlafberater reads these too. */
export const heightRecommendations = typesetDeep([
  { height: '40-45 cm', name: 'Standard', text: 'Für alle, die noch gut in die Hocke gehen und sicher aufstehen.' },
  {
    height: '50-55 cm',
    name: 'Komfort',
    text: 'Die Sitzhöhe eines Stuhls: Sie setzen sich auf die Bettkante und stehen aus dieser Höhe auf.',
  },
  {
    height: '60 cm+',
    name: 'Hoch',
    text: 'Für alle, denen beim Aufstehen geholfen wird – Angehörige helfen in bequemer Arbeitshöhe.',
  },
] as const satisfies readonly HeightRecommendation[]);
