/**
 * The chat's knowledge base is derived from the content modules and the product pages' entries: every page's content
 * becomes passages with page, section anchor and a short answer, and a copy change in a content
 * module changes the passage (nothing is written twice). Whether each anchor exists on its page
 * is checked against the built site in tests/e2e/chat.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import knowledge from 'virtual:chat-knowledge';
import * as health from '../../src/content/health.ts';
import * as legal from '../../src/content/legal-facts.ts';
import * as consent from '../../src/lib/consent.ts';
import * as site from '../../src/content/site.ts';
import { enquiryRetentionDaysDefault } from '../../src/content/site.ts';
import * as matratzen from '../../src/content/products/matratzen.ts';
import * as ueberlaenge from '../../src/content/products/ueberlaenge.ts';
import * as wasserbetten from '../../src/content/products/wasserbetten.ts';
import { allPages, allRoutes } from '../../src/content/pages.ts';
import { productPages } from '../../src/content/product-pages.ts';
import { infoPages } from '../../src/content/info-pages.ts';
import { chatTopics } from '../../src/content/chat-topics.ts';
import {
  buildKnowledge,
  buildPassages,
  compactKnowledge,
  compactPassages,
  firstSentences,
} from '../../src/lib/chat/knowledge.ts';
import { entrySection } from '../support/page-entries.ts';
import { expandKnowledge, expandPassages } from '../../src/lib/chat/passages.ts';
import fc from 'fast-check';

const passages = buildPassages();
const contentModules = [health, legal, matratzen, productPages, infoPages, ueberlaenge, wasserbetten];
// The legal pages are MDX: their own text and the operator values they print.
const legalSources = ['agb', 'datenschutz', 'impressum'].map((name) =>
  readFileSync(new URL(`../../src/content/legal/${name}.mdx`, import.meta.url), 'utf8'),
);
const allCopy = JSON.stringify([contentModules, legalSources, site, consent]);

describe('chat knowledge base', () => {
  it('is what the chat chunk ships: the build-time module holds the passages and the curated topics', () => {
    expect(knowledge.sections).toEqual(compactPassages(passages));
    expect(expandPassages(knowledge.sections).map((p) => p.text)).toEqual(passages.map((p) => p.text));
    expect(knowledge.topics).toEqual(JSON.parse(JSON.stringify(chatTopics)));
  });

  it('covers every content page of the site, the legal pages with their key facts', () => {
    const pages = new Set(passages.map((p) => p.page));
    // Not content: the alias and second landing page, and the pages that only answer a form
    // post (not indexed).
    const formAnswers = new Set(allPages.filter((m) => m.noindex).map((m) => m.path));
    const contentPages = allRoutes.filter(
      (r) => !['/sleepshort', '/wasserbetten', '/404'].includes(r) && !formAnswers.has(r),
    );
    expect(formAnswers).toContain('/kontakt/gesendet');
    expect([...pages].sort()).toEqual([...contentPages].sort());
    // What visitors ask about the legal texts (how an order comes about, withdrawal, warranty,
    // enquiries, the chat) is answered from the MDX itself, at the section that states it.
    for (const [page, anchor] of [
      ['/agb', 'vertragsschluss'],
      ['/agb', 'widerrufsrecht'],
      ['/agb', 'gewaehrleistung'],
      ['/datenschutz', 'kontaktformular'],
      ['/datenschutz', 'chat'],
    ] as const) {
      const mdx = readFileSync(new URL(`../../src/content/legal${page}.mdx`, import.meta.url), 'utf8');
      const title = new RegExp(`<LegalSection id="${anchor}" title="(?:§ )?\\d+\\.? ([^"]+)">`).exec(mdx)?.[1];
      expect(title, `${page}#${anchor}`).toBeDefined();
      const found = passages.filter((p) => p.page === page && p.anchor === anchor);
      expect(found.length, `${page}#${anchor}`).toBeGreaterThan(0);
      for (const p of found) expect(p.label, p.id).toContain(title!);
    }
  });

  it('gives every passage a page, a section anchor (or the page itself), a link label and a short answer', () => {
    for (const p of passages) {
      expect(allRoutes, p.id).toContain(p.page);
      expect(p.anchor, p.id).toMatch(/^(?:[a-z0-9-]+)?$/);
      expect(p.label.length, p.id).toBeGreaterThan(2);
      expect(p.text.length, p.id).toBeGreaterThan(10);
      expect(firstSentences(p.text, 4), p.id).toBe(firstSentences(p.text, 3));
    }
    expect(passages.filter((p) => p.anchor === '').map((p) => p.page).length).toBeGreaterThanOrEqual(15);
  });

  it('shows no source text: no passage carries an MDX expression, braces or JSX', () => {
    // "_ga_<ID>" is text; a closing tag or an opening tag with attributes or none is source.
    for (const p of passages) expect(`${p.label} ${p.text}`, p.id).not.toMatch(/[{}]|&&|<\/[A-Za-z]|<[a-z][\w.]*[\s>]/);
  });

  it('never invents a figure: every number of an answer is in the content modules', () => {
    for (const p of passages)
      for (const n of p.text.match(/\d+(?:[.,]\d+)*/g) ?? []) expect(allCopy, `${p.id}: ${n}`).toContain(n);
  });

  it('carries the facts visitors ask about, with the figures of the content', () => {
    const find = (page: string, re: RegExp) => passages.find((p) => p.page === page && re.test(p.text));
    expect(find('/produkte/wasserbetten', /Watt/)?.text).toContain(String(wasserbetten.waterBed.heatingWatt));
    expect(find('/datenschutz', /löschen/)?.text).toContain(`${enquiryRetentionDaysDefault} Tagen`);
    expect(find('/agb', /Widerrufsrecht nach Maßgabe/)?.anchor).toBe('widerrufsrecht');
    expect(find('/agb', /Website/)?.anchor).toBe('vertragsschluss');
    expect(find('/kontakt', /Ausfahrt/)?.anchor).toBe('kontakt-anfahrt');
    for (const f of entrySection('/', 'faq-categories').categories.flatMap((c) => c.entries))
      expect(passages.some((p) => p.page === '/' && p.anchor === 'faq' && p.title === f.question)).toBe(true);
  });

  it('follows a copy change in a product entry (passages are derived, not copied)', () => {
    const entry = productPages.find((p) => p.path === '/produkte/wasserbetten')!;
    const faq = entry.data.sections.find((x) => x.kind === 'faq')!;
    const item = faq.items[2] as { answer: string };
    const original = item.answer;
    try {
      item.answer = 'Die Heizung braucht im Jahr sehr wenig Strom. Fragen Sie uns nach Details.';
      const changed = buildPassages().find(
        (p) =>
          p.page === '/produkte/wasserbetten' &&
          p.anchor === 'faq' &&
          p.title === 'Wie viel Strom braucht die Heizung?',
      );
      expect(changed?.text).toBe(item.answer);
    } finally {
      item.answer = original;
    }
  });
});

describe('the knowledge as the chat chunk carries it', () => {
  const built = buildKnowledge();

  it('reads back as the knowledge, a topic sentence a passage holds shipped once', () => {
    const compact = compactKnowledge(built);
    expect(expandKnowledge(compact)).toEqual(built);
    const shipped = (k: unknown) => JSON.stringify(k).length;
    expect(shipped(compact.topics)).toBeLessThan(shipped(built.topics) - 2000);
  });

  it('reads back for any topic text: sentences of the passages, of none, and spaces between (generated)', () => {
    const texts = expandPassages(built.sections).map((p) => p.text);
    const sentence = fc.oneof(
      fc.constantFrom(...texts.flatMap((t) => t.split(/(?<=[.!?])\s+/))),
      fc.string({ maxLength: 40 }),
    );
    const answer = fc
      .array(fc.tuple(sentence, fc.constantFrom(' ', '\n\n', '  ', '')), { minLength: 1, maxLength: 6 })
      .map((parts) => parts.map(([s, space]) => s + space).join(''));
    fc.assert(
      fc.property(fc.array(answer, { minLength: 1, maxLength: 3 }), (answers) => {
        const k = {
          sections: built.sections,
          topics: answers.map((text, i) => ({ ...built.topics[0]!, id: `t${i}`, answer: { text } })),
        };
        expect(expandKnowledge(compactKnowledge(k))).toEqual(k);
      }),
      { numRuns: 200 },
    );
  });

  it('ships what a section already says once: the page name of the label before, a context in the label, a title in the text', () => {
    const compact = compactKnowledge(built);
    expect(JSON.stringify(compact.sections).length).toBeLessThan(JSON.stringify(built.sections).length - 2000);
  });

  it('reads back for any sections: labels with and without the page name, contexts and titles taken from them or not (generated)', () => {
    const word = fc.constantFrom('Topper', 'AGB', 'Garantie', ': ', 'Pflege', 'Größen', '', ' ', ':', 'Topper: ');
    const phrase = fc.array(word, { maxLength: 4 }).map((w) => w.join(''));
    const section = fc
      .tuple(
        fc.constantFrom('/a', '/b'),
        phrase,
        phrase,
        phrase,
        fc.array(fc.tuple(phrase, phrase), { minLength: 1, maxLength: 3 }),
      )
      .chain(([page, head, rest, other, items]) =>
        fc
          .record({
            label: fc.constantFrom(`${head}: ${rest}`, head, rest, `: ${rest}`),
            context: fc.constantFrom(rest, head, other, ''),
            opens: fc.array(fc.boolean(), { minLength: items.length, maxLength: items.length }),
          })
          .map(
            ({ label, context, opens }) =>
              [
                page,
                '',
                label,
                context,
                items.map(([title, text], i) => [
                  opens[i] ? title || context : title,
                  opens[i] ? `${title}${text}` : text,
                ]),
              ] as [string, string, string, string, [string, string][]],
          ),
      );
    let shipped = 0;
    fc.assert(
      fc.property(fc.array(section, { minLength: 1, maxLength: 5 }), (sections) => {
        const k = { sections, topics: [] };
        let compact;
        try {
          compact = compactKnowledge(k);
        } catch {
          // A form that would not read back is refused at build time, never shipped.
          return;
        }
        shipped++;
        expect(expandKnowledge(compact)).toEqual(k);
      }),
      { numRuns: 300 },
    );
    expect(shipped).toBeGreaterThan(150);
  });
});
