/**
 * The visitor tuning set (tests/unit/chat-eval/visitor-tuning.json: 150 questions written by
 * someone who did not write the engine, in the registers and mistakes of real visitors) through
 * the engine the browser runs. Scored with a rough automatic proxy (a link to an expected page,
 * or the honest fallback where the site has no answer), which is kinder than a strict human
 * judge; the floor guards against regressions, it is not the figure that counts (docs/chat.md).
 */
import { describe, expect, it } from 'vitest';
import knowledge from 'virtual:chat-knowledge';
import { engineFor } from '../../src/lib/chat/engine-for.ts';
import set from './chat-eval/visitor-tuning.json';
import { proxyRight, type SetItem } from './chat-eval/tuning-score.ts';

/** The proxy score measured when the floor was set, less a small margin. */
const MIN_PROXY_RIGHT = 0.7;

describe('chat visitor tuning set', () => {
  it(`scores at least ${MIN_PROXY_RIGHT * 100} % by the proxy`, () => {
    const { engine } = engineFor(knowledge);
    const items = set as SetItem[];
    const right = items.filter((item) => {
      const r = engine.reply(item.turns);
      return proxyRight(item, { id: item.id, reply: { text: r.text, links: [...(r.links ?? [])] } });
    }).length;
    expect(right / items.length).toBeGreaterThanOrEqual(MIN_PROXY_RIGHT);
  });
});
