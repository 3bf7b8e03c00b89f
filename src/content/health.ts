/**
 * The health and care facts the pages' entries name as placeholders (`{{sleepEnvironment.humidity}}`,
 * `{{doctorNote}}`), and the health figures, printed only with a study (the `study-figures` section
 * of /gesundheit, src/content/pages/gesundheit.yaml).
 */
import { claimValues } from './claims.ts';
import type { Claims } from './claims-schema.ts';
import { typesetDeep } from '../lib/typography.ts';
import { mattressData } from './product-data-model.ts';

/** The study behind the health figures (claims registry); null in the demo, so none are printed. */
const study = claimValues.healthFigures.study;

/** Sleeping environment. */
export const sleepEnvironment = typesetDeep({
  roomTemperature: '16-18 °C',
  humidity: '40-60 %',
  ventilationMinutesDaily: 30,
  coverWashWeeks: 2,
} as const);

/**
 * Health-related figures need scientific evidence (§ 3 HWG, § 5 UWG): they are printed only when
 * the claims registry names a study, each with that study as its source. A customer survey is
 * no such evidence. Without a study the page shows no figures at all.
 */
export function healthFiguresFrom(study: Claims['healthFigures']['value']['study']) {
  return study
    ? typesetDeep([
        {
          value: study.figures.sleepQuality,
          label: 'bessere Schlafqualität',
          text: `In der genannten Studie verbesserte sich die empfundene Schlafqualität um bis zu ${study.figures.sleepQuality}.`,
          source: { text: study.text, url: study.url },
        },
        {
          value: study.figures.backPain,
          label: 'weniger Rückenbeschwerden',
          text: `In der genannten Studie berichteten Teilnehmende von bis zu ${study.figures.backPain} weniger Rückenbeschwerden am Morgen.`,
          source: { text: study.text, url: study.url },
        },
        {
          value: study.figures.wakeUps,
          label: 'weniger Wachphasen',
          text: `In der genannten Studie wachten Teilnehmende bis zu ${study.figures.wakeUps} seltener nachts auf.`,
          source: { text: study.text, url: study.url },
        },
        {
          value: study.figures.fallingAsleep,
          label: 'schneller eingeschlafen',
          text: `In der genannten Studie schliefen Teilnehmende bis zu ${study.figures.fallingAsleep} schneller ein.`,
          source: { text: study.text, url: study.url },
        },
      ])
    : [];
}

export const healthFigures = healthFiguresFrom(study);

export { doctorNote } from './doctor-note.ts';

/** Care figure: how often to turn the mattress (months), from the mattresses' data file. */
export const mattressTurnMonths = mattressData.care.turnEveryMonths;
