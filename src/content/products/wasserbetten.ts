/**
 * The water beds' figures, defined once: the water-bed pages' entries name them as
 * `{{waterBed.…}}`, and the Schlafberater and the chat read them.
 */
import { facts } from '../site.ts';
import { typesetDeep } from '../../lib/typography.ts';

export const waterBed = typesetDeep({
  lifeYears: facts.waterBedLifeYears,
  mattressRenewalYears: facts.waterMattressRenewalYears,
  filledWeightKg: '300-500 kg',
  coverWashDegrees: 60,
  heatingWatt: 240,
  waterChangeYears: '3-5 Jahre',
  installationSteps: 4,
} as const);
