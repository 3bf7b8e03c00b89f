/**
 * The water beds' figures, defined once: the water-bed pages' entries name them as
 * `{{waterBed.…}}`, and the Schlafberater and the chat read them. The owner's figures are
 * src/content/data/water-bed.json; the years are claims (src/content/site.ts).
 */
import { facts } from '../site.ts';
import { typesetDeep } from '../../lib/typography.ts';
import { rangeLabel, waterBedData } from '../product-data-model.ts';

export const waterBed = typesetDeep({
  lifeYears: facts.waterBedLifeYears,
  mattressRenewalYears: facts.waterMattressRenewalYears,
  filledWeightKg: rangeLabel(waterBedData.filledWeightKg, 'kg'),
  coverWashDegrees: waterBedData.coverWashDegrees,
  heatingWatt: waterBedData.heatingWatt,
  waterChangeYears: rangeLabel(waterBedData.waterChangeYears, 'Jahre'),
  installationSteps: waterBedData.installationSteps,
} as const);
