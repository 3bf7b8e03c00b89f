/**
 * The chat's replies to rare messages (a complaint, abuse or an instruction, a statement that asks
 * nothing, a question about the assistant, a request it cannot carry out, a short reaction): the
 * patterns that recognise such a message stay with the engine's word lists (chat-intents.ts) and
 * run on every message; these texts load only when such a message comes
 * (src/lib/chat/later.ts). Facts (phone, hours, e-mail) come from site.ts.
 */
import { company, emailHref } from './site.ts';
import type { Link } from './blocks.ts';
import { contactLink as formLink, phoneLink } from './chat.ts';
import { consultHref } from './interests.ts';
import { reachByPhone } from './chat-intents.ts';

const mailLink: Link = { label: 'E-Mail schreiben', href: emailHref };

export const chatRareReplies = {
  /** A complaint about the visitor's order or a visit: an apology and the direct line. */
  complaint: {
    text: `Das tut mir leid – danke, dass Sie es uns sagen. Ihre Bestellung und den Liefertermin kann ich hier nicht einsehen. Bitte melden Sie sich direkt bei unserem Team, damit wir das schnell klären: ${reachByPhone}, per E-Mail an ${company.email} oder über unser Kontaktformular.`,
    links: [phoneLink, mailLink, formLink],
  },
  /** An instruction to the assistant, or abuse with nothing else asked. */
  refusal: {
    text: `Dabei kann ich leider nicht helfen. Ich beantworte Fragen zu unseren Betten, Matratzen, zu Lieferung, Garantie und Beratung. Persönlich erreichen Sie unser Team ${reachByPhone} oder über unser Kontaktformular.`,
    links: [phoneLink, formLink],
  },
  calm: {
    text: `Schade, dass ich Ihnen nicht weiterhelfen konnte. Ich bin ein einfacher automatischer Assistent – unser Team hilft Ihnen gern persönlich weiter: ${reachByPhone} oder über unser Kontaktformular.`,
    links: [phoneLink, formLink],
  },
  /** A message that asks nothing: an invitation to ask, with the direct contacts. */
  statement: {
    text: `Ich bin für Sie da, wenn Sie eine Frage haben – zum Beispiel zu Härtegrad und Bettlänge, zu Lieferung, Garantie und Umtausch, zu Preisen oder zu unserem Showroom. Persönlich erreichen Sie unser Team ${reachByPhone} oder über unser Kontaktformular.`,
    links: [phoneLink, formLink],
  },
  reaction: {
    text: `Alles klar. Fragen Sie gern weiter – oder sprechen Sie mit unserem Team: ${reachByPhone} oder über unser Kontaktformular.`,
    links: [phoneLink, formLink],
  },
  regret: {
    text: `Schade. Unser Team hilft Ihnen gern persönlich weiter: ${reachByPhone} oder über unser Kontaktformular.`,
    links: [phoneLink, formLink],
  },
  human: {
    text: `Ich bin der automatische Chat-Assistent der ${company.name} – kein Mensch, sondern ein Programm, das Antworten aus den Seiten dieser Website heraussucht und nur in Ihrem Browser läuft. Persönlich erreichen Sie unser Team ${reachByPhone} oder über unser Kontaktformular.`,
    links: [phoneLink, formLink, { label: 'Datenschutz: Chat-Assistent', href: '/datenschutz#chat' }],
  },
  staff: {
    text: `Gern – unser Team erreichen Sie ${reachByPhone}, per E-Mail an ${company.email} oder über unser Kontaktformular.`,
    links: [phoneLink, formLink, mailLink],
  },
  /** A request the assistant cannot carry out: why (it runs only in the browser), and the ways to the team. */
  request: {
    text: `Das kann ich leider nicht: Ich laufe ausschließlich in Ihrem Browser, Ihre Eingaben werden weder an uns noch an Dritte übertragen. Termine eintragen, Bestellungen oder Anfragen einsehen, Rückrufe veranlassen oder Fotos annehmen kann ich deshalb nicht. Unser Team hilft Ihnen gern persönlich weiter: ${reachByPhone}, per E-Mail an ${company.email} oder über unser Kontaktformular – auch für einen Beratungstermin im Showroom oder einen Rückruf. Wir antworten in der Regel innerhalb eines Werktags.`,
    links: [
      phoneLink,
      { label: 'Termin oder Rückruf anfragen', href: consultHref('Beratungstermin im Showroom') },
      mailLink,
    ],
  },
  /** Keeping the conversation for later: where it is kept (/datenschutz). */
  memory: {
    text: `Das kann ich leider nicht: Der Gesprächsverlauf wird im Sitzungsspeicher (sessionStorage) Ihres Browsers abgelegt und beim Schließen des Browser-Tabs automatisch gelöscht. Unser Team hilft Ihnen gern persönlich weiter: ${reachByPhone}, per E-Mail an ${company.email} oder über unser Kontaktformular.`,
    links: [phoneLink, formLink, mailLink],
  },
  capabilities: {
    text: `Ich beantworte häufige Fragen aus den Seiten dieser Website: zu unseren Betten, Matratzen und Toppern, zu Härtegrad und Bettlänge (nennen Sie mir gern Größe und Gewicht), zu Lieferung, Garantie und Umtausch, zu Showroom, Öffnungszeiten und Anfahrt sowie zu AGB und Datenschutz. Bestellen oder Termine buchen kann ich nicht – dafür hilft Ihnen unser Team persönlich weiter: ${reachByPhone} oder über unser Kontaktformular.`,
    links: [phoneLink, formLink],
  },
  howAreYou: {
    text: 'Danke der Nachfrage, mir geht es gut! Was möchten Sie wissen – zum Beispiel zu Lieferzeit, Garantie, Härtegrad oder Öffnungszeiten?',
  },
  askAway: {
    text: 'Hallo, ich bin für Sie da! Was möchten Sie wissen – zum Beispiel zu Lieferzeit, Garantie, Härtegrad, Preisen oder Öffnungszeiten?',
  },
  compliment: { text: 'Danke, das freut uns! Wenn Sie noch eine Frage haben, schreiben Sie mir einfach.' },
  unclear: {
    text: 'Das habe ich leider nicht verstanden. Schreiben Sie mir Ihre Frage gern in einem Satz – zum Beispiel „Wie lange ist die Lieferzeit?“ oder „Welcher Härtegrad passt bei 85 kg?“.',
  },
};
