/**
 * A rough automatic score of answers to a set with `routes` and `answerable` (the tuning set's
 * format): an answerable item is counted right when a link of the last reply leads to one of its
 * routes (or, without routes, when the reply is not the fallback); an unanswerable one when the
 * reply is the honest fallback or a refusal. A proxy for the strict human judgement, for tuning.
 */
export interface SetItem {
  id: string;
  turns: string[];
  answerable: boolean;
  routes: string[];
}
export interface AnswerItem {
  id: string;
  reply: { text: string; links: { href: string }[] };
}

const FALLBACK = /keine sichere Antwort|nicht verlässlich|nicht helfen|nicht verstanden|Schade, dass/;

export function proxyRight(item: SetItem, answer: AnswerItem): boolean {
  const paths = answer.reply.links.map((l) => l.href.replace(/[?#].*$/, '') || '/');
  const fallback = FALLBACK.test(answer.reply.text);
  if (!item.answerable)
    return item.routes.length
      ? fallback || item.routes.some((r) => paths.includes(r))
      : fallback || !answer.reply.links.some((l) => l.href.startsWith('/produkte'));
  if (!item.routes.length) return !fallback;
  return !fallback && item.routes.some((r) => paths.includes(r));
}
