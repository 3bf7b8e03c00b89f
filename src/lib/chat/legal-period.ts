/**
 * A period asked of a legal subject ('Wie lange kann ich widerrufen?', 'Welche Frist gilt für den
 * Widerruf?', 'wie lange bin ich an meine Bestellung gebunden?') is answered by the clause of that
 * subject that states a period – a number, also one the text writes as a word ('binnen vierzehn
 * Tagen', 'innerhalb von fünf Tagen'), with its unit – not by a clause of the same section that
 * only names the period ('vor Ablauf der Widerrufsfrist') or speaks of the right in general.
 */
import { fold } from './text.ts';

/** A question asking how long or until when (folded). */
const PERIOD_ASKED = /\b(?:wie ?lange?|bis wann|frist\w*|wie ?viel zeit|welchen? zeitraum)\b/;

/**
 * A number, in figures or in words, and a unit of time after it, or the event a period lasts
 * until or a payment falls due at ('bis zur vollständigen Bezahlung', 'so lange, wie …', 'mit
 * der Lieferung fällig') (folded). 'jederzeit' is none: the
 * cookie settings' 'jederzeit … ändern' says nothing of how long a cookie stays.
 */
const PERIOD_STATED =
  /\b(?:\d+|ein(?:e[mnr]?)?|zwei|drei|vier|funf|sechs|sieben|acht|neun|zehn|elf|zwolf|vierzehn|dreissig)\s+(?:\w+\s+)?(?:tag|woche|monat|jahr|stunde)\w*\b|\bbis zu[mr]\b|\bso ?lange\b|\bfallig\b/;

/** The search terms of the period's own words: the subject is what else the question names. */
export const PERIOD_WORDS = /^(?:frist|zeit|zeitraum|tag|wann|lang|lange|dauer)$/;

export const asksPeriod = (question: string): boolean => PERIOD_ASKED.test(fold(question));
export const statesPeriod = (text: string): boolean => PERIOD_STATED.test(fold(text));

/** A clause of a legal page, as the matcher's `saying` gives it. */
export interface Clause {
  href: string;
  label: string;
  /** The clause's own heading within its section ('Speicherung und Löschung'), if any. */
  title: string;
  text: string;
}

/**
 * The clauses (in the site's order) that answer a period asked: those stating a period that say
 * the most of the question's subject terms (`subject`: the terms besides the period's own words),
 * within the section `within` when the answer found came from one, else in a section whose
 * heading the question names; the best and, where the next
 * clause of its section states a period of the same subject, that one too ('binnen vierzehn
 * Tagen' and 'Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag …'). None when no clause
 * stating a period says a subject term.
 */
export function periodClauses(
  clauses: readonly Clause[],
  subject: readonly string[],
  termsOf: (text: string) => readonly string[],
  within?: string,
): Clause[] {
  const scored = clauses.flatMap((c, i) => {
    if (within !== undefined && c.href !== within) return [];
    if (!statesPeriod(c.text)) return [];
    // A word the clause says itself (its text or its own heading) counts twice a word only its
    // section's heading gives ('Cookies' in 'Cookie-Banner und Einwilligung' beside the consent's
    // 365 days, which are no cookie's).
    const sectionName = c.label.split(': ').slice(1).join(': ');
    const says = new Set(termsOf(`${c.title === sectionName ? '' : c.title} ${c.text}`));
    const section = new Set(termsOf(c.label));
    const inText = subject.filter((t) => says.has(t)).length;
    const inSection = subject.filter((t) => !says.has(t) && section.has(t)).length;
    const shared = 2 * inText + inSection;
    // Without a clause found, the question names the clause itself: a word of its heading
    // ('Widerruf' – 'Widerrufsrecht', 'gespeichert' – 'Speicherung und Löschung'), a word the
    // clause says, and, its heading's words counted twice, at least half of what the question
    // asks besides the period, not only a word it shares with a long situation ('per Mail bestellt').
    if (within === undefined) {
      const heading = new Set(termsOf(c.title || sectionName));
      const named = subject.filter((t) => heading.has(t)).length;
      if (!inText || !named || inText + inSection + named < subject.length / 2) return [];
    }
    return shared ? [{ c, i, shared }] : [];
  });
  const most = Math.max(0, ...scored.map((s) => s.shared));
  const best = scored.filter((s) => s.shared === most);
  const first = best[0];
  if (!first) return [];
  const next = best[1];
  return next && next.i === first.i + 1 && next.c.href === first.c.href ? [first.c, next.c] : [first.c];
}
