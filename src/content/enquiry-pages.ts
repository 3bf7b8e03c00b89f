/**
 * The pages that answer a native post of the contact form (no JavaScript, or sent before the
 * form hydrated): the confirmation after a successful send and the form again after a failed
 * one. The success wording is the contact form's success notice, to the letter.
 */
import { contactFormCopy } from './forms.ts';
import { company } from './site.ts';
import type { PageMeta } from './pages.ts';

export const enquirySent = {
  hero: {
    eyebrow: 'Kontakt',
    title: contactFormCopy.success.title,
    intro: contactFormCopy.success.description,
    actions: [
      { label: 'Zurück zur Startseite', href: '/' },
      { label: 'Zur Kontaktseite', href: '/kontakt' },
    ],
  },
} as const;

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
