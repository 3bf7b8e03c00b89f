/**
 * Copy of the chat assistant: greeting, suggestions, small talk and its fallback, and the
 * shapes of its answers. The curated topics are in chat-topics.ts (written out at build time
 * with the knowledge base, so the chat chunk does not carry the modules they quote).
 */
import { company, hoursExceptions, openingHours, phoneHref } from './site.ts';
import type { ExceptionRow, HoursRow } from './opening-hours-model.ts';
import type { Link } from './blocks.ts';
import { chatLauncherCopy } from './chat-launcher.ts';

export interface ChatAnswer {
  /** Plain text; line breaks separate paragraphs or list lines. */
  text: string;
  /** Pages (or a phone/e-mail link) that say more, shown below the text. */
  links?: readonly Link[];
}

export interface ChatTopic {
  id: string;
  /** Short German name of the topic (for the index and tests). */
  title: string;
  /** Words a visitor might use for this topic, including synonyms. */
  keywords: string;
  /** Typical questions (indexed with a lower weight than the keywords). */
  questions: readonly string[];
  answer: ChatAnswer;
}

export const phoneLink: Link = { label: `Anrufen: ${company.phoneDisplay}`, href: phoneHref };
export const contactLink: Link = { label: 'Zum Kontaktformular', href: '/kontakt' };
/**
 * The showroom's open days and hours, as the chat's replies name them beside the phone, with
 * the holidays and special days the site shows under the week (the same reading as the footer's
 * 'Abweichende Öffnungszeiten'): a closure coming up is never left out of hours the chat lists.
 */
export function showroomHoursOf(week: readonly HoursRow[], exceptions: readonly ExceptionRow[]): string {
  const open = week
    .filter((r) => /\d/.test(r.hours))
    .map((r) => `${r.days}: ${r.hours}`)
    .join(', ');
  if (exceptions.length === 0) return open;
  const special = exceptions.map((r) => `${r.days}: ${r.hours}${r.note ? ` (${r.note})` : ''}`).join(', ');
  return `${open}; abweichend: ${special}`;
}

export const showroomHours = showroomHoursOf(openingHours.contact, hoursExceptions);

export const chatCopy = {
  title: chatLauncherCopy.title,
  subtitle: chatLauncherCopy.subtitle,
  close: chatLauncherCopy.close,
  clear: 'Verlauf löschen',
  inputLabel: 'Ihre Frage',
  inputPlaceholder: 'Ihre Frage eingeben …',
  send: 'Senden',
  suggestionsLabel: 'Vorschläge',
  historyLabel: 'Gesprächsverlauf',
  typing: 'Der Assistent schreibt …',
  /** Under the field, for a message typed while an answer is being typed: it waits there. */
  waitForAnswer: 'Ihre Nachricht können Sie senden, sobald die Antwort da ist.',
  visitorName: 'Sie',
  botName: 'Assistent',
  greeting: `Hallo und willkommen bei der ${company.name}! Ich beantworte Fragen zu unseren Betten, zu Lieferung, Garantie, Beratung und Öffnungszeiten. Wählen Sie eine Frage unten oder schreiben Sie mir.`,
  suggestions: [
    'Wie lange ist die Lieferzeit?',
    'Welche Garantie bekomme ich?',
    'Wann haben Sie geöffnet?',
    'Was kostet ein Boxspringbett?',
  ],
} as const;

/**
 * For questions the site does not answer (payment methods, financing, today's prices) and for
 * unrelated ones: an honest 'I don't know' with the ways to reach the team.
 */
export const chatFallback: ChatAnswer = {
  text: `Dazu kann ich Ihnen leider keine sichere Antwort geben. Unser Team hilft Ihnen gern persönlich weiter: telefonisch unter ${company.phoneDisplay}, im Showroom (${showroomHours}) oder über unser Kontaktformular.`,
  links: [phoneLink, contactLink],
};

/**
 * Greetings, thanks and questions about the assistant itself ('wer bist du', 'bist du ein
 * Mensch'): a message that is nothing more than that gets no passage (a question with a greeting
 * in front still reaches its topic); the chat's conversation replies (chat-intents.ts) answer it.
 * Patterns are tested against the message in lower case without punctuation; umlauts and ß are
 * folded on both sides.
 */
export const chatSmallTalk = [
  {
    id: 'greeting',
    pattern: /^(?:hallo|hi|hey|moin|servus|guten (?:tag|morgen|abend)|grüß gott)(?: zusammen| ihr| miteinander)?$/,
  },
  {
    id: 'thanks',
    pattern:
      /^(?:(?:ok|okay|super|prima|toll|perfekt) )?(?:danke|vielen dank|danke schön|dankeschön|besten dank)(?: schön| sehr| dir| ihnen)?$/,
  },
  {
    id: 'assistant',
    pattern:
      /^(?:(?:wer|was|wie alt) bist du|wie heißt du|bist du (?:ein |eine )?(?:mensch|bot|roboter|chatbot|computer|ki|maschine|echt)\w*)(?: eigentlich| denn)?$/,
  },
] as const satisfies readonly { id: string; pattern: RegExp }[];
