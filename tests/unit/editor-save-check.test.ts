/**
 * The editor's check before a save (src/editor/save-check.ts, in front of Keystatic's local
 * write API in `npm run edit` only): a save that breaks a rule the build checks, also one across
 * sections or files, is refused with the build's German message naming file and field, and
 * nothing is written; any other save is written byte for byte. Keystatic's own write API runs
 * here on a temporary copy of the content files.
 */
import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic';
import fc from 'fast-check';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import keystaticConfig from '../../keystatic.config.tsx';
import { contentProblems, diskContent } from '../../src/content/content-check.ts';
import { infoPageFiles } from '../../src/content/info-page-read.ts';
import { productPageFiles } from '../../src/content/product-page-files.ts';
import { checkedWrite, formatRefusal } from '../../src/editor/save-check.ts';
import { refusalLead } from '../../src/editor/saved-notice.ts';
import { editorName } from '../../src/editor/file-names.ts';
import { sectionLabels } from '../../src/content/field-labels.ts';

const repo = path.resolve(import.meta.dirname, '../..');
let root: string;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'editor-save-'));
  for (const dir of ['src/content/product-pages', 'src/content/pages', 'src/content/data'])
    cpSync(path.join(repo, dir), path.join(root, dir), { recursive: true });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

interface Stored {
  sections: { discriminant: string; value?: Record<string, unknown> }[];
}
/** Every page entry, by its path from the root. */
const entries = [...productPageFiles(), ...infoPageFiles()].map((f) =>
  path.relative(repo, f).split(path.sep).join('/'),
);
const storedOf = (file: string) => parse(readFileSync(path.join(repo, file), 'utf8')) as Stored;
const onDisk = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** A save as Keystatic's editor posts it, through the check and Keystatic's own write API. */
async function save(files: Record<string, string>, deletions: string[] = []) {
  const keystatic = makeGenericAPIRouteHandler({ config: keystaticConfig, localBaseDirectory: root });
  const request = new Request('http://127.0.0.1/api/keystatic/update', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'no-cors': '1' },
    body: JSON.stringify({
      additions: Object.entries(files).map(([p, text]) => ({
        path: p,
        contents: Buffer.from(text).toString('base64'),
      })),
      deletions: deletions.map((p) => ({ path: p })),
    }),
  });
  const response = await checkedWrite(request, root, async () => {
    const { body, status, headers } = await keystatic(request);
    return new Response(typeof body === 'string' || body === null ? body : Buffer.from(body), { status, headers });
  });
  return { status: response.status, text: await response.text() };
}

/**
 * Saves `text` as `file`; expects a refusal with `message`, naming the page or data by its name in
 * the editor (never a file's path or a dotted field path), and the file unchanged.
 */
async function expectRefused(file: string, text: string, message: string | RegExp) {
  const before = onDisk(file);
  const answer = await save({ [file]: text });
  expect(answer.status).toBe(422);
  expect(answer.text.startsWith(refusalLead)).toBe(true);
  expect(answer.text).toContain(editorName(file)!);
  expect(answer.text).not.toContain('src/content/');
  expect(answer.text).not.toMatch(/\b[a-z]+\.\d/);
  if (typeof message === 'string') expect(answer.text).toContain(message);
  else expect(answer.text).toMatch(message);
  expect(onDisk(file)).toBe(before);
  return answer.text;
}

const opening = new Set(['hero', 'brand-hero', 'not-found', 'legal-text']);
/** The anchors a stored section gives itself (the build's `uniqueSectionIds` knows more). */
const ownAnchor = (s: Stored['sections'][number]) => {
  const v = s.value ?? {};
  const heading = v.heading as { id?: unknown } | undefined;
  return [v.id, heading?.id, v.headingId].find((x) => typeof x === 'string');
};

describe('a save that breaks a rule across sections is refused in German and writes nothing', () => {
  it('the repository as it is passes the check (the build agrees)', () => {
    expect(contentProblems(diskContent(repo))).toEqual([]);
  });

  it('any order of sections where the opening section is not first (generated)', async () => {
    const pages = entries.filter((f) => storedOf(f).sections.some((s) => !opening.has(s.discriminant)));
    const cases = fc.constantFrom(...pages).chain((file) =>
      fc
        .shuffledSubarray(storedOf(file).sections, {
          minLength: storedOf(file).sections.length,
          maxLength: storedOf(file).sections.length,
        })
        .filter((sections) => !opening.has(sections[0]!.discriminant))
        .map((sections) => ({ file, sections })),
    );
    await fc.assert(
      fc.asyncProperty(cases, async ({ file, sections }) => {
        const text = stringify({ ...storedOf(file), sections });
        await expectRefused(
          file,
          text,
          // A product page opens with its one opening kind, an information page with any of four.
          `Abschnitte: der erste Abschnitt muss die Seite eröffnen (${file.includes('/product-pages/') ? 'Kopfbereich' : 'Kopfbereich, Kopfbereich der Startseite, Seite nicht gefunden, Rechtstext'}): bitte einen solchen Abschnitt ganz nach oben ziehen oder oben einen hinzufügen`,
        );
      }),
      { numRuns: 12 },
    );
  });

  it('a second opening section anywhere (generated)', async () => {
    const cases = fc
      .constantFrom(...entries)
      .chain((file) => fc.integer({ min: 1, max: storedOf(file).sections.length }).map((at) => ({ file, at })));
    await fc.assert(
      fc.asyncProperty(cases, async ({ file, at }) => {
        const { sections } = storedOf(file);
        const twice = [...sections.slice(0, at), sections[0]!, ...sections.slice(at)];
        await expectRefused(
          file,
          stringify({ ...storedOf(file), sections: twice }),
          /nur ein Abschnitt darf die Seite eröffnen \(.*\): bitte die weiteren entfernen/,
        );
      }),
      { numRuns: 10 },
    );
  });

  it('any anchor given twice on a page (generated)', async () => {
    const cases = fc
      .constantFrom(...entries.filter((f) => storedOf(f).sections.some((s) => ownAnchor(s))))
      .chain((file) => {
        const { sections } = storedOf(file);
        const named = sections.flatMap((s, i) => (ownAnchor(s) && !opening.has(s.discriminant) ? [i] : []));
        return fc
          .record({ from: fc.constantFrom(...named), to: fc.integer({ min: 1, max: sections.length }) })
          .map(({ from, to }) => ({ file, from, to }));
      });
    await fc.assert(
      fc.asyncProperty(cases, async ({ file, from, to }) => {
        const { sections } = storedOf(file);
        // The same section once more, a copy at another place on the page.
        const copy = [...sections.slice(0, to), sections[from]!, ...sections.slice(to)];
        const anchor = ownAnchor(sections[from]!) as string;
        await expectRefused(
          file,
          stringify({ ...storedOf(file), sections: copy }),
          new RegExp(
            `die Kennung „${anchor}“ hat schon Abschnitt \\d+: bitte hier eine andere Kennung eintragen \\(jede Sprungmarke darf nur einmal auf der Seite stehen\\)`,
          ),
        );
      }),
      { numRuns: 12 },
    );
  });

  it('a table row with more or fewer cells than the table has columns (generated)', async () => {
    const tables = entries.flatMap((file) =>
      storedOf(file).sections.flatMap((s, i) => (s.discriminant === 'table' ? [{ file, at: i }] : [])),
    );
    expect(tables.length).toBeGreaterThan(0);
    const cases = fc.constantFrom(...tables).chain(({ file, at }) => {
      const table = storedOf(file).sections[at]!.value!.table as { columns: string[]; rows: string[][] };
      return fc
        .record({
          row: fc.integer({ min: 0, max: table.rows.length - 1 }),
          cells: fc.integer({ min: 1, max: table.columns.length + 3 }).filter((n) => n !== table.columns.length),
        })
        .map((change) => ({ file, at, ...change }));
    });
    await fc.assert(
      fc.asyncProperty(cases, async ({ file, at, row, cells }) => {
        const stored = storedOf(file);
        const table = stored.sections[at]!.value!.table as { rows: string[][] };
        table.rows[row] = Array.from({ length: cells }, (_, i) => `Zelle ${i + 1}`);
        const text = await expectRefused(
          file,
          stringify(stored),
          `) › Tabelle: jede Zeile braucht so viele Zellen, wie die Tabelle Spalten hat: bitte in der kürzeren oder längeren Zeile Zellen ergänzen oder entfernen`,
        );
        // The section by its position and kind, as the editor's list shows it.
        expect(text).toContain(`${editorName(file)}: Abschnitt ${at + 1} (${sectionLabels.table}`);
      }),
      { numRuns: 8 },
    );
  });

  it('a rule of one section that the editor cannot show under a field: the closing call to action without an anchor', async () => {
    const file = 'src/content/product-pages/topper.yaml';
    const stored = storedOf(file);
    const at = stored.sections.findIndex((s) => s.discriminant === 'cta');
    delete stored.sections[at]!.value!.id;
    delete stored.sections[at]!.value!.headingId;
    const title = stored.sections[at]!.value!.title as string;
    await expectRefused(
      file,
      stringify(stored),
      `Produktseite /produkte/topper: Abschnitt ${at + 1} (Abschluss mit Handlungsaufruf: ${title}): bitte eine Kennung (Sprungmarke) oder eine Kennung der Überschrift eintragen`,
    );
  });

  it('a rule across entries: a further address another page already has is refused', async () => {
    const file = 'src/content/product-pages/topper.yaml';
    for (const taken of ['/kontakt', '/produkte', '/beratung']) {
      const stored = storedOf(file) as Stored & { aliases?: string[] };
      stored.aliases = [...(stored.aliases ?? []), taken];
      await expectRefused(file, stringify(stored), /Die Adresse \/(kontakt|produkte|beratung) ist mehrfach vergeben/);
    }
  });

  it('a rule across the rows of a data file: the hardness grades in any order but H1 to H4 (generated)', async () => {
    const file = 'src/content/data/mattresses.json';
    const data = JSON.parse(onDisk(file)) as { hardness: unknown[] };
    const order = fc
      .shuffledSubarray(data.hardness, { minLength: data.hardness.length, maxLength: data.hardness.length })
      .filter((rows) => rows.some((row, i) => row !== data.hardness[i]));
    await fc.assert(
      fc.asyncProperty(order, async (hardness) => {
        const before = onDisk(file);
        const answer = await save({ [file]: JSON.stringify({ ...data, hardness }, null, 2) + '\n' });
        expect(answer.status).toBe(422);
        expect(answer.text).toMatch(
          /Matratzen: Härtegrade und Technologien, Härtegrade, Eintrag \d, Härtegrad: an dieser Stelle steht H\d/,
        );
        expect(onDisk(file)).toBe(before);
      }),
      { numRuns: 8 },
    );
  });

  it('a rule across data files: a Schlafberater limit the tables no longer cover', async () => {
    const file = 'src/content/data/sleep-finder.json';
    const data = JSON.parse(onDisk(file)) as { weightLimitsKg: { min: number; max: number } };
    data.weightLimitsKg.min = 200;
    const answer = await save({ [file]: JSON.stringify(data, null, 2) + '\n' });
    expect(answer.status).toBe(422);
    expect(answer.text).toContain(
      'Matratzen: Härtegrade und Technologien, Härtegrade, Eintrag 1, Gewicht bis (kg): liegt unter dem kleinsten Körpergewicht des Schlafberaters (200 kg, Schlafberater: Grenzen und Breiten)',
    );
    expect(answer.text).not.toContain('src/content/');
    expect(onDisk(file)).not.toContain('"min": 200');
  });
});

describe('a save the build would take is written byte for byte', () => {
  it('any order of the sections after the opening one (generated)', async () => {
    const cases = fc.constantFrom(...entries).chain((file) => {
      const [first, ...rest] = storedOf(file).sections;
      return fc
        .shuffledSubarray(rest, { minLength: rest.length, maxLength: rest.length })
        .map((others) => ({ file, sections: [first!, ...others] }));
    });
    await fc.assert(
      fc.asyncProperty(cases, async ({ file, sections }) => {
        const text = stringify({ ...storedOf(file), sections });
        const answer = await save({ [file]: text });
        expect(answer.text.slice(0, 300)).not.toContain(refusalLead);
        expect(answer.status).toBe(200);
        expect(onDisk(file)).toBe(text);
      }),
      { numRuns: 12 },
    );
  });

  it('a problem another file already has does not stop a save that brings none', async () => {
    const broken = 'src/content/product-pages/matratzen.yaml';
    const stored = storedOf(broken);
    writeFileSync(path.join(root, broken), stringify({ ...stored, sections: [...stored.sections].reverse() }));
    try {
      const file = 'src/content/product-pages/topper.yaml';
      const text = readFileSync(path.join(repo, file), 'utf8').replace(/\n$/, '\n\n');
      expect(await save({ [file]: text })).toMatchObject({ status: 200 });
      expect(onDisk(file)).toBe(text);
    } finally {
      cpSync(path.join(repo, broken), path.join(root, broken));
    }
  });

  it('an own picture is taken with its file in the same save; removing one a page names is refused', async () => {
    const photos = 'src/content/data/photos.json';
    const picture = 'src/assets/images/pictures/kissen-probe/file.jpg';
    const listed = { pictures: [{ alt: { name: 'Ein Kissen zur Probe', slug: 'kissen-probe' }, file: `/${picture}` }] };
    const withPicture = JSON.stringify(listed, null, 2) + '\n';
    // Without its file the Fotos file is refused; with it in the same save, both are written.
    expect((await save({ [photos]: withPicture })).status).toBe(422);
    expect((await save({ [photos]: withPicture, [picture]: 'jpeg' })).status).toBe(200);
    expect(existsSync(path.join(root, picture))).toBe(true);
    // A page now names the picture …
    const page = 'src/content/product-pages/topper.yaml';
    const stored = storedOf(page) as Stored & { card: { image: string } };
    stored.card.image = 'kissen-probe';
    expect((await save({ [page]: stringify(stored) })).status).toBe(200);
    // … so the Fotos file may not drop it: the page would name a picture nobody has.
    const answer = await save({ [photos]: JSON.stringify({ pictures: [] }, null, 2) + '\n' });
    expect(answer.status).toBe(422);
    expect(answer.text).toContain(
      'Produktseite /produkte/topper: Karte in der Produktübersicht › Bild: kein Bild heißt „kissen-probe“',
    );
    expect(onDisk(photos)).toBe(withPicture);
    cpSync(path.join(repo, page), path.join(root, page));
    mkdirSync(path.join(root, 'src/content/data'), { recursive: true });
    cpSync(path.join(repo, photos), path.join(root, photos));
  });

  it('the editor reads and other requests reach Keystatic untouched', async () => {
    const request = new Request('http://127.0.0.1/api/keystatic/tree', { headers: { 'no-cors': '1' } });
    let reached = false;
    await checkedWrite(request, root, () => {
      reached = true;
      return Promise.resolve(new Response('[]'));
    });
    expect(reached).toBe(true);
  });
});

describe('lists the editor leaves to the save check', () => {
  it('refuses a reviews file with no review, in German, and writes nothing', async () => {
    const file = 'src/content/data/reviews.sample.json';
    const stored = JSON.parse(onDisk(file)) as { reviews: unknown[] };
    await expectRefused(file, JSON.stringify({ ...stored, reviews: [] }, null, 2), 'mindestens eine Bewertung');
  });

  it('refuses a review with a bad link, naming the review by number and name and the field', async () => {
    const file = 'src/content/data/reviews.sample.json';
    const stored = JSON.parse(onDisk(file)) as { reviews: Record<string, unknown>[] };
    stored.reviews[1] = { ...stored.reviews[1], author: 'Gerda S.', link: 'g.page/r/gerda' };
    await expectRefused(
      file,
      JSON.stringify(stored, null, 2),
      'Bewertungen, Bewertung 2 („Gerda S.“), Link zur Bewertung oder zum Profil: ein vollständiger Link, der mit https:// beginnt',
    );
  });

  it('refuses a review the site would never show (health), naming it and the rule, as the build does', async () => {
    const file = 'src/content/data/reviews.sample.json';
    const stored = JSON.parse(onDisk(file)) as { reviews: Record<string, unknown>[] };
    stored.reviews[0] = {
      ...stored.reviews[0],
      author: 'Heike R.',
      text: 'Endlich ein Bett, bei dem mein Rücken morgens nicht mehr schmerzt.',
    };
    const text = JSON.stringify(stored, null, 2);
    const refusal = await expectRefused(
      file,
      text,
      'Bewertungen, Bewertung 1 („Heike R.“), Text: erzählt von Beschwerden oder Krankheiten („Rücken“) und wird deshalb auf der Website nie gezeigt',
    );
    // The build's message for the same file says the same, with the file's path for developers.
    const build = contentProblems(new Map([...diskContent(root), [file, text]]))
      .filter((p) => p.file === file)
      .map((p) => p.message);
    expect(build).toHaveLength(1);
    expect(refusal).toContain(build[0]!.replace(`${file}, `, ''));
  });

  it('refuses a closing call to action with no button', async () => {
    const file = entries.find((f) => storedOf(f).sections.some((s) => s.discriminant === 'cta'))!;
    const stored = storedOf(file);
    const sections = stored.sections.map((s) =>
      s.discriminant === 'cta' ? { ...s, value: { ...s.value, actions: [] } } : s,
    );
    await expectRefused(file, stringify({ ...stored, sections }), /Schaltfl|actions/);
  });
});

describe('the refusal the editor shows', () => {
  it('keeps several problems apart by number, since the notice shows one paragraph', () => {
    const problem = fc.record({
      file: fc.constant('src/content/data/company.json'),
      message: fc.string({ minLength: 1 }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(problem, { minLength: 2, maxLength: 6, selector: (p) => p.message }), (problems) => {
        const text = formatRefusal(problems);
        expect(text.startsWith(refusalLead)).toBe(true);
        problems.forEach((p, i) => expect(text).toContain(`(${i + 1}) ${p.message}`));
      }),
    );
    expect(formatRefusal([{ file: 'a', message: 'eins' }])).toBe(`${refusalLead}\neins`);
    // The file's path becomes the editor's name.
    expect(
      formatRefusal([
        {
          file: 'src/content/data/company.json',
          message: 'src/content/data/company.json, Registereintrag: e.K.: Registereintrag angeben',
        },
      ]),
    ).toBe(`${refusalLead}\nFirmenangaben, Registereintrag: e.K.: Registereintrag angeben`);
  });
});
