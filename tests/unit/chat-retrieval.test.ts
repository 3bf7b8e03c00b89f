/**
 * Which passage answers: the legal texts read as the page renders them (conditions, choices and
 * guarded elements on one line, a lead-in with the line it introduces), the words that only frame
 * a question, the vocabulary that leads a visitor's word to the site's, and payment methods the
 * site does not name.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import knowledge from 'virtual:chat-knowledge';
import { company, operator } from '../../src/content/site.ts';
import { engineFor } from '../../src/lib/chat/engine-for.ts';
import { createMatcher } from '../../src/lib/chat/matcher.ts';
import { normalizeWord, tokenize } from '../../src/lib/chat/text.ts';
import { chatFallback } from '../../src/content/chat.ts';
import { evaluateCondition, legalPagePassages } from '../../src/lib/chat/legal-passages.ts';
import { expandPassages } from '../../src/lib/chat/passages.ts';

const { engine, matcher } = engineFor(knowledge);
const reply = (...turns: string[]) => engine.reply(turns);
const passages = expandPassages(knowledge.sections);

describe('chat retrieval: legal texts as the page renders them', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'legal-retrieval-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('evaluates the conditions the texts write as the page does, generated', () => {
    // A condition as a tree over a scope: its text, and its value computed from the tree.
    type Scope = { a: boolean; b: boolean; o: { x: string; n: number }; list: string[] };
    type Cond = { text: string; value: (s: Scope) => unknown };
    const leaves: Cond[] = [
      { text: 'a', value: (s) => s.a },
      { text: '!b', value: (s) => !s.b },
      { text: 'o.x', value: (s) => s.o.x },
      { text: 'list.length', value: (s) => s.list.length },
      { text: "o.x === 'on'", value: (s) => s.o.x === 'on' },
      { text: "o.x !== 'on'", value: (s) => s.o.x !== 'on' },
      { text: 'list.length === 0', value: (s) => s.list.length === 0 },
      { text: 'o.n === 2', value: (s) => s.o.n === 2 },
    ];
    const cond: fc.Arbitrary<Cond> = fc.letrec<{ c: Cond }>((tie) => ({
      c: fc.oneof(
        { depthSize: 'small' },
        fc.constantFrom(...leaves),
        fc.tuple(tie('c'), fc.constantFrom('&&', '||'), tie('c')).map(([l, op, r]) => ({
          text: `(${l.text} ${op} ${r.text})`,
          value: (s: Scope) => (op === '&&' ? l.value(s) && r.value(s) : l.value(s) || r.value(s)),
        })),
        tie('c').map((c) => ({ text: `!(${c.text})`, value: (s: Scope) => !c.value(s) })),
      ),
    })).c;
    fc.assert(
      fc.property(
        cond,
        fc.record({
          a: fc.boolean(),
          b: fc.boolean(),
          o: fc.record({ x: fc.constantFrom('on', 'off', ''), n: fc.integer({ min: 0, max: 3 }) }),
          list: fc.array(fc.string(), { maxLength: 2 }),
        }),
        (c, scope) => {
          expect(evaluateCondition(c.text, scope)).toBe(Boolean(c.value(scope)));
        },
      ),
      { numRuns: 300 },
    );
    // Anything else is not guessed.
    expect(evaluateCondition('somethingElse(a)', { a: true })).toBeUndefined();
    expect(evaluateCondition('a ? b : c', { a: true })).toBeUndefined();
  });

  it('fills a choice between two literals, a guarded element and a block on a condition', () => {
    const file = path.join(dir, 'choices.mdx');
    writeFileSync(
      file,
      `---
title: Test
---

<LegalSection id="ueberblick" title="2. Überblick">

Wir verarbeiten Daten für {flag ? 'die Messung und ' : ''}den Betrieb der Website.

Die Website läuft bei einem Dienstleister{host ? \` (\${host})\` : ''} in Deutschland.

</LegalSection>

<LegalSection id="register" title="3. Register">

{(op.vatId || op.economicId) && (
  <div>
    {op.vatId && <p>Umsatzsteuer-Identifikationsnummer: {op.vatId}</p>}
  </div>
)}

</LegalSection>

<LegalSection id="bilder" title="4. Bilder">

{photos.length === 0 ? (
  <p>Alle Abbildungen sind eigens gestaltete Grafiken.</p>
) : (
  <p>Fotos: {op.credit}</p>
)}

</LegalSection>
`,
    );
    const read = (flag: boolean, host: string, vatId: string, photos: string[]) =>
      legalPagePassages(pathToFileURL(file), '/test', 'Test', {
        flag,
        host,
        op: { vatId, credit: 'Studio Beispiel' },
        photos,
      })
        .map((p) => p.text)
        .join('\n');
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.constantFrom('', 'Beispiel Hosting'),
        fc.constantFrom('', 'DE123456789'),
        fc.boolean(),
        (flag, host, vatId, hasPhotos) => {
          const text = read(flag, host, vatId, hasPhotos ? ['a.jpg'] : []);
          expect(text).toContain(`Wir verarbeiten Daten für ${flag ? 'die Messung und ' : ''}den Betrieb der Website.`);
          expect(text).toContain(`bei einem Dienstleister${host ? ` (${host})` : ''} in Deutschland.`);
          if (vatId) expect(text).toContain(`Umsatzsteuer-Identifikationsnummer: ${vatId}`);
          else expect(text).not.toContain('Umsatzsteuer');
          expect(text.includes('eigens gestaltete Grafiken')).toBe(!hasPhotos);
          expect(text.includes('Studio Beispiel')).toBe(hasPhotos);
          expect(text).not.toMatch(/[{}`]|&&|\?\s*\(/);
        },
      ),
    );
  });

  it('keeps a lead-in with the line it introduces, but not across a component', () => {
    const file = path.join(dir, 'lead-in.mdx');
    writeFileSync(
      file,
      `---
title: Test
---

<LegalSection id="rechte" title="11. Rechte">

Sie können sich bei einer Aufsichtsbehörde beschweren. Für uns zuständig ist:

<Link href={authority.url}>{authority.name}</Link>, {authority.address}

</LegalSection>

<LegalSection id="verantwortlich" title="1. Verantwortlicher">

Verantwortlich für diese Website ist:

<CompanyAddress />

Einen Beauftragten haben wir nicht benannt.

</LegalSection>
`,
    );
    const texts = legalPagePassages(pathToFileURL(file), '/test', 'Test', {
      authority: { url: 'https://example.org', name: 'Landesamt Beispiel', address: 'Weg 1, 12345 Ort' },
    }).map((p) => p.text);
    expect(texts).toContain(
      'Sie können sich bei einer Aufsichtsbehörde beschweren. Für uns zuständig ist: Landesamt Beispiel, Weg 1, 12345 Ort',
    );
    expect(texts).toContain('Einen Beauftragten haben wir nicht benannt.');
    expect(texts.join('\n')).not.toMatch(/ist: Einen/);
  });

  it('gives the chat what the legal pages show: profiling, the VAT id, the authority, the picture credits', () => {
    const all = passages.map((p) => p.text).join('\n');
    expect(all).toMatch(/Profiling/);
    if (operator.vatId) {
      expect(all).toContain(operator.vatId);
      for (const q of ['Wie ist eure Umsatzsteuer-ID?', 'USt-IdNr?', 'welche mwst-id habt ihr'])
        expect(reply(q).text, q).toContain(operator.vatId);
    }
    expect(all).toMatch(new RegExp(`Aufsichtsbehörde[^\\n]*${operator.dataProtectionAuthority.name}`));
    expect(all).toMatch(new RegExp(`Originalgrafiken, die eigens für die ${company.legalName.replace('.', '\\.')}`));
  });
});

describe('chat retrieval: the frame of a question', () => {
  it('does not count words that only frame a question, generated', () => {
    const questions = [
      'Wie lange ist die Garantie auf den Rahmen',
      'Ist das Wasserbett mit Leitungswasser gefüllt',
      'Welche Härtegrade habt ihr',
      'Kann ich die Matratze umtauschen',
    ];
    const frames = [
      (q: string) => `${q}, obwohl ich im Showroom war?`,
      (q: string) => `Angenommen, ${q}?`,
      (q: string) => `${q} – klappt das?`,
      (q: string) => `${q} fürs Schlafzimmer?`,
    ];
    fc.assert(
      fc.property(fc.constantFrom(...questions), fc.constantFrom(...frames), (q, frame) => {
        const own = new Set(matcher.terms(q));
        const framed = matcher.terms(frame(q)).filter((t) => !own.has(t));
        // Only the frame's own subject words remain ('Showroom', 'Schlafzimmer').
        expect(framed.every((t) => /showroom|schlafzimm/.test(t))).toBe(true);
      }),
    );
    expect(matcher.terms("Was verstehen Sie unter 'gewöhnlicher Abnutzung'?")).toEqual(['gewohn', 'abnutz']);
  });

  it('reads "wo sitzt die?" as the place of what was named, and "wo sitzt ihr?" as the way to the shop', () => {
    expect(matcher.terms('und wo sitzt die?')).toEqual([]);
    expect(reply('wo sitzt ihr?').text).toContain(company.street);
    expect(reply('wo sitzt ihr?').text).not.toMatch(/Kopfteil/);
  });
});

describe('chat retrieval: separable verbs', () => {
  it('finds a zu-infinitive of the copy by the verb a visitor writes, generated', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('teil', 'ab', 'auf', 'an', 'mit', 'zurück'),
        fc.constantFrom('nehmen', 'stimmen', 'bauen', 'passen', 'zahlen', 'legen'),
        (particle, verb) => {
          const passage = {
            id: '/test#a/0',
            page: '/test',
            anchor: 'a',
            label: 'Test',
            title: 'Regel',
            context: 'Test',
            text: `Wir sind bereit, beim Verfahren ${particle}zu${verb}.`,
          };
          // Other passages, so the word is as rare as on a real page.
          const others = Array.from({ length: 30 }, (_, i) => ({
            ...passage,
            id: `/test#b${i}/0`,
            anchor: `b${i}`,
            text: `Ein anderer Satz über Betten Nummer ${i}.`,
          }));
          const m = createMatcher([], [passage, ...others], chatFallback).match(
            `Seid ihr bereit, beim Verfahren ${particle}${verb}?`,
          );
          expect(m.kind === 'passage' && m.id).toBe('/test#a/0');
          // The verb itself is one of the words the passage answers.
          expect(m.kind === 'passage' && m.matched).toContain(normalizeWord(`${particle}${verb}`));
        },
      ),
      { numRuns: 36 },
    );
  });

  it('joins a separable verb written apart, keeping the words between', () => {
    expect(tokenize('nehmt ihr an der Schlichtung teil?')).toEqual(['teilnehmen', 'ihr', 'an', 'der', 'schlichtung']);
    expect(reply('nehmt ihr an einem Schlichtungsverfahren teil?').text).toMatch(/nicht bereit und nicht verpflichtet/);
  });
});

describe('chat retrieval: the visitor’s word to the site’s', () => {
  it('answers from the passage that says the site’s word', () => {
    const cases: [string, RegExp][] = [
      ['Womit wird das Wasserbett gefüllt?', /Leitungswasser/],
      ['Sind in den Wasserbettmatratzen Weichmacher?', /Phthalatfrei/],
      ['Ladet ihr Google Fonts nach?', /Schriftarten werden von unserem eigenen Server/],
      ['Sind die Bilder auf der Seite Stockfotos?', /keine Stockfotos/],
      ['Macht ihr Profiling mit meinen Daten?', /Profiling/],
      ['Brauche ich fürs Wasserbett eine Steckdose?', /Steckdose in der Nähe/],
      ['Was versteht ihr unter gewöhnlicher Abnutzung?', /allmähliche Nachgeben/],
      ['Wie lange hält ein Boxspringbett, bevor man ein neues braucht?', /mindestens 10 Jahre/],
      ['Wo ist im Streitfall der Gerichtsstand?', /Gerichtsstand/],
      // How thick, not a body weight.
      ['Wie dick ist der Visco-Topper?', /4\D8\scm stark/],
      ['wie dick sind eure topper', /\scm stark/],
    ];
    for (const [q, fact] of cases) expect(reply(q).text, q).toMatch(fact);
  });

  it('names the data-protection authority for any way of asking for it, generated', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Behörde', 'Datenschutzbehörde', 'Aufsichtsbehörde', 'Datenschutzaufsicht'),
        fc.constantFrom(
          (w: string) => `Bei welcher ${w} kann ich mich über euch beschweren?`,
          (w: string) => `Welche ${w} ist für euch zuständig, wenn ich mich beschweren will?`,
          (w: string) => `bei welcher ${w} kann man sich wegen datenschutz beschweren`,
        ),
        (word, frame) => {
          expect(reply(frame(word)).text).toContain(operator.dataProtectionAuthority.name);
        },
      ),
    );
  });

  it('answers the cost of taking the old mattress away with the service’s own word, generated', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          'Kostet es extra, wenn ihr meine alte Matratze mitnehmt?',
          'Was kostet die Mitnahme der alten Matratze?',
          'Kostet das Mitnehmen der alten Matratze was?',
        ),
        (q) => {
          expect(reply(q).text).toMatch(/kostenlos/);
        },
      ),
    );
  });
});

describe('chat retrieval: payment methods the site does not name', () => {
  it('gives the methods the AGB name and says it names no others, never a yes, generated', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('PayPal', 'Klarna', 'Apple Pay', 'Google Pay', 'Ratenzahlung'),
        fc.constantFrom(
          (m: string) => `kann ich mit ${m} zahlen?`,
          (m: string) => `Geht auch ${m}?`,
          (m: string) => `kann man bei euch mit ${m} bezahlen oder nur überweisen?`,
          (m: string) => `${m} möglich?`,
        ),
        (method, frame) => {
          const text = reply(frame(method)).text;
          expect(text).toMatch(/Überweisung, in bar oder mit Karte/);
          expect(text).toContain('Andere Zahlungsarten nennt unsere Website nicht');
          expect(text).toContain(company.phoneDisplay);
          expect(text).not.toMatch(/\bja\b/i);
        },
      ),
    );
  });
});

describe('chat retrieval: words the stemmer or the typo reading join wrongly', () => {
  it('reads a weekday as a day, never as the assembly (Montag, Montage), generated', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Montag', 'montags', 'Montags'),
        fc.constantFrom(
          (d: string) => `Habt ihr ${d} um 9 schon auf?`,
          (d: string) => `Habt ihr ${d} offen?`,
          (d: string) => `wann habt ihr ${d} auf?`,
        ),
        (d, q) => {
          const text = reply(q(d)).text;
          expect(text).not.toMatch(/montiert/);
          expect(text).toMatch(/10:00–18:00/);
        },
      ),
      { numRuns: 15 },
    );
    // The assembly keeps its own word.
    expect(reply('Kostet die Montage extra?').text).toMatch(/montier/);
  });

  it("reads the power gone as the copy's power failure, generated", () => {
    fc.assert(
      fc.property(
        fc.constantFrom('der Strom weg ist', 'der Strom ausfällt', 'mal der Strom weg ist', 'der strom aus ist'),
        fc.constantFrom(
          (s: string) => `Was passiert beim elektrischen Bett, wenn ${s}?`,
          (s: string) =>
            `was passiert bei euren elektrischen boxspringbetten wenn ${s}? bleib ich dann sitzend hängen?`,
        ),
        (s, q) => {
          expect(reply(q(s)).text).toMatch(/Notabsenkung/);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('reads "angeben" as giving information, never as lifting (anheben), generated', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('einen Grund', 'meine Telefonnummer', 'meine Adresse', 'mein Gewicht'),
        fc.constantFrom(
          (x: string) => `Muss ich ${x} angeben?`,
          (x: string) => `muss ich da ${x} angeben`,
        ),
        (x, q) => {
          expect(reply(q(x)).text).not.toMatch(/anheben|hochzulegen/);
        },
      ),
      { numRuns: 15 },
    );
  });
});
