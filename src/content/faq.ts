/**
 * The FAQ on home and /sleepshort: four categories with 3-4 questions each.
 * The same entries feed the FAQPage structured data.
 */
import { company, facts, oekoTex, oekoTexStatement, origin, servicePromises } from './site.ts';
import type { FaqItem } from './blocks.ts';
import { typesetDeep } from '../lib/typography.ts';

export interface FaqEntry {
  category: string;
  question: string;
  answer: string;
}

export interface FaqCategory {
  title: string;
  entries: readonly FaqItem[];
}

export const faqSection = typesetDeep({
  eyebrow: 'Häufige Fragen',
  title: 'Fragen und Antworten',
  intro: 'Die wichtigsten Antworten rund um Boxspringbetten, Fertigung, Service und Pflege.',
  noteTitle: 'Ihre Frage ist nicht dabei?',
  noteText: 'Rufen Sie uns an – wir beraten Sie gerne persönlich.',
} as const);

export const faqCategories = typesetDeep([
  {
    title: 'Boxspringbetten',
    entries: [
      {
        question: 'Was ist ein Boxspringbett?',
        answer:
          'Ein Boxspringbett besteht aus einer gefederten Unterbox, einer darauf liegenden Matratze und meist einem Topper. Die Federung beider Ebenen arbeitet zusammen und verteilt das Körpergewicht gleichmäßig.',
      },
      {
        question: 'Welche Vorteile hat ein Boxspringbett?',
        answer:
          'Die doppelte Federung verteilt das Körpergewicht gleichmäßig, die hohe Einstiegshöhe erleichtert das Aufstehen, und durch die offene Bauweise zirkuliert Luft unter der Liegefläche.',
      },
      {
        question: 'Kann ich Größe und Härtegrad selbst bestimmen?',
        answer: `Ja. Wir fertigen jedes Bett individuell – in jeder Breite, in Überlänge und in den Härtegraden H1 bis H4. Insgesamt ergeben sich ${facts.variations} Variationen.`,
      },
      {
        question: 'Wie lange hält ein Boxspringbett?',
        answer: `Unsere Boxspringbetten sind auf eine Nutzungsdauer von mindestens ${facts.designLifeYears} Jahren ${facts.durabilityConditions} ausgelegt. Auf Rahmen und Taschenfederkerne geben wir ${facts.frameGuaranteeYears} Jahre Garantie.`,
      },
    ],
  },
  {
    title: 'Fertigung & Materialien',
    entries: [
      {
        question: 'Wo werden Ihre Betten hergestellt?',
        answer: `${origin.madeInGermany} entstehen in unserer eigenen Manufaktur in Deutschland – von Hand und ohne Zwischenhändler. So kontrollieren wir jeden Arbeitsschritt selbst. ${origin.waterBeds}`,
      },
      {
        question: 'Welche Materialien verwenden Sie?',
        answer: `Wir verarbeiten massive Holzrahmen und Taschenfederkerne. ${oekoTexStatement}`,
        link: { label: oekoTex.linkLabel, href: oekoTex.url },
      },
      {
        question: 'Wie lange dauert die Fertigung?',
        answer: `Dank eigener Produktion liefern wir Ihr Bett ${facts.deliveryScope} in der Regel in ${facts.deliveryWeeks}. ${servicePromises.deliveryExceptions}`,
      },
    ],
  },
  {
    title: 'Service & Beratung',
    entries: [
      {
        question: 'Liefern und montieren Sie das Bett?',
        answer: `Ja. Im Umkreis von ${facts.freeDeliveryKm} km liefern und montieren wir kostenlos. Auf Wunsch nehmen wir Ihre alte Matratze mit und entsorgen sie fachgerecht.`,
      },
      {
        question: 'Kann ich die Betten vorher ausprobieren?',
        answer: `Sehr gerne – in unserem ${facts.showroomSqm} großen Showroom. Nehmen Sie sich zum Probeliegen ${facts.testMinutes} Zeit pro Modell; so spüren Sie den Unterschied wirklich.`,
      },
      {
        question: 'Was passiert, wenn die Matratze doch nicht passt?',
        answer: `Sie haben ${facts.mattressExchangeDays} Tage Zeit, Ihre Matratze zu Hause zu testen. Passt sie nicht, tauschen wir sie um: ${facts.mattressExchangeLimits}.`,
      },
      {
        question: 'Welche Garantie erhalte ich?',
        answer: `${facts.guaranteeYears} Jahre Garantie auf Material und Verarbeitung und ${facts.frameGuaranteeYears} Jahre auf Rahmen und Taschenfederkerne.`,
      },
    ],
  },
  {
    title: 'Pflege & Wartung',
    entries: [
      {
        question: 'Wie pflege ich mein Boxspringbett richtig?',
        answer:
          'Lüften Sie Ihr Schlafzimmer täglich etwa 30 Minuten, saugen Sie die Oberfläche gelegentlich ab und waschen Sie abnehmbare Bezüge etwa alle 2 Wochen.',
      },
      {
        question: 'Muss ich die Matratze wenden?',
        answer:
          'Wir empfehlen, Matratze und Topper etwa alle 3 Monate zu wenden beziehungsweise zu drehen. So bleibt die Liegefläche gleichmäßig und langlebig.',
      },
      {
        question: 'Wann sollte ich den Topper ersetzen?',
        answer: `Wir empfehlen, einen Topper etwa alle ${facts.topperReplaceYears} Jahre zu erneuern. Wir beraten Sie gerne – telefonisch unter ${company.phoneDisplay} oder im Showroom.`,
      },
    ],
  },
] as const satisfies readonly FaqCategory[]);

/** All entries flat with their category (for structured data and tests). */
export const faqEntries: FaqEntry[] = faqCategories.flatMap((c) =>
  c.entries.map((e) => ({ category: c.title, question: e.question, answer: e.answer })),
);
