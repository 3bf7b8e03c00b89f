/**
 * The page that answers a failed native post of the contact form (no JavaScript, or sent before
 * the form hydrated) with the form again. The confirmation after a successful send,
 * /kontakt/gesendet, is a content entry in src/content/pages/.
 */
import { company } from './site.ts';
import type { PageMeta } from './pages.ts';

/** The page that shows the form again; never indexed (it answers POST only). */
export const enquiryFormPage = {
  meta: {
    path: '/kontakt/senden',
    title: `Ihre Anfrage | ${company.name}`,
    description:
      'Ihre Anfrage konnte noch nicht gesendet werden. Bitte prüfen Sie Ihre Angaben und senden Sie das Formular erneut, oder rufen Sie uns einfach an.',
    canonical: '/kontakt',
  } satisfies PageMeta,
  hero: {
    eyebrow: 'Kontakt',
    title: 'Ihre Nachricht ist noch nicht gesendet',
  },
  back: { label: 'Zurück zur Kontaktseite', href: '/kontakt' },
} as const;
