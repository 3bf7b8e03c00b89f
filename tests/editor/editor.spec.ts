/**
 * The owner's way end to end, in Chromium: open the editor (`npm run edit`), change the opening
 * hours, change a product page's text, add a product page, upload a picture under a new name and
 * show it on a product page, save, build once, and find the new hours on the home page, in the
 * footer and in the structured data, the new text and the new picture on the product page, and
 * the new page in the nav, the overview, the sitemap and the chat's knowledge. A bad value is
 * refused with its German message naming the field, and nothing is written.
 *
 * It works on a temporary copy of the sources (node_modules linked), so the repository is never
 * written to: the edit server and the build run there. Run by `npm run test:editor` (a build and
 * a development server take minutes, so it is not part of `npm test`).
 */
import { expect, test, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  appointmentsProblem,
  dayProblem,
  exceptionsProblems,
  openingHoursSpecification,
  reading,
  type OpeningHoursFile,
} from '../../src/content/opening-hours-model.ts';
import { productPageEntrySchema } from '../../src/content/product-page-schema.ts';
import { productSectionKinds } from '../../src/content/section-schema.ts';
import { sectionLabels } from '../../src/content/field-labels.ts';
import { typeset } from '../../src/lib/typography.ts';
import { parse, stringify } from 'yaml';
import { readProductPageFile } from '../../src/content/product-page-read.ts';
import { refusalLead } from '../../src/editor/saved-notice.ts';
import sharp from 'sharp';
import { startServer } from '../../scripts/lib/server.ts';
import { astroEnv, startEditor, type EditorCopy } from './astro-env.ts';

const root = path.resolve(import.meta.dirname, '../..');
const HOURS_FILE = 'src/content/data/opening-hours.json';
let editor: EditorCopy | undefined;
let work: string;
let base: string;

const hoursFile = () => readFileSync(path.join(work, HOURS_FILE), 'utf8');
const TOPPER = 'src/content/product-pages/topper.yaml';
const topperFile = () => readFileSync(path.join(work, TOPPER), 'utf8');
const NEW_PAGE = 'src/content/product-pages/nackenkissen.yaml';
const NEW_PATH = '/produkte/nackenkissen';
const NEW_TITLE = 'Topper: die weiche Schicht obendrauf';
const NEW_INTRO = 'Das hohe Nackenkissen füllt bei Seitenschläfern den Raum zwischen Schulter und Kopf.';
const PHOTOS = 'src/content/data/photos.json';
const photosFile = () => readFileSync(path.join(work, PHOTOS), 'utf8');
const NEW_PICTURE = 'topper-latex-probe';
const NEW_PICTURE_ALT = 'Ein Latex-Topper liegt zur Probe auf einer Matratze im Showroom';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  editor = await startEditor('site-edit-');
  ({ work, base } = editor);
});

test.afterAll(() => editor?.remove());

async function openHours(page: Page) {
  const res = await page.goto(`${base}/keystatic/singleton/openingHours`);
  // The editor injects its styles at run time; the site's strict policy must not block them.
  expect(res?.headers()['content-security-policy']).toBeUndefined();
  // The first visit waits for Vite to bundle the editor's dependencies.
  await expect(page.getByLabel('Showroom, Samstag, öffnet um')).toBeVisible({ timeout: 240_000 });
}

test('a bad time or a closing before the opening is refused in German, naming the field; nothing is written', async ({
  page,
}) => {
  const before = hoursFile();
  await openHours(page);
  const save = page.getByRole('button', { name: 'Save' });

  await page.getByLabel('Showroom, Samstag, öffnet um').fill('25:00');
  await save.click();
  await expect(
    page.getByText(dayProblem('Showroom', 'saturday', { opens: '25:00', closes: '15:00' })!).first(),
  ).toBeVisible();

  await page.getByLabel('Showroom, Samstag, öffnet um').fill('10:00');
  await page.getByLabel('Showroom, Samstag, schließt um').fill('09:00');
  await save.click();
  await expect(
    page.getByText(dayProblem('Showroom', 'saturday', { opens: '10:00', closes: '09:00' })!).first(),
  ).toBeVisible();

  await page.waitForTimeout(1000);
  expect(hoursFile()).toBe(before);
});

test("at a phone's width the hours fields are alike and short-labelled, and a field's message stays clear of the next field", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openHours(page);
  // Every time field of both weeks is as wide as the others.
  const times = page.getByRole('textbox', { name: /^(Showroom|Telefon), \S+, (öffnet|schließt) um$/ });
  expect(await times.count()).toBeGreaterThan(4);
  const widths = await times.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().width)));
  expect(new Set(widths).size, widths.join(' ')).toBe(1);
  // The label shows what differs ('öffnet um'); week and day are the headings above (the
  // accessible name, by which the field is found here, stays whole).
  const closesLabel = page.locator('label', { hasText: 'Showroom, Montag, schließt um' });
  // What the label shows: its text outside the part for screen readers (one pixel, clipped).
  const shown = await closesLabel.evaluate((label) =>
    [...label.childNodes]
      .filter((n) => n.nodeType === Node.TEXT_NODE || (n as Element).getBoundingClientRect().width > 1)
      .map((n) => n.textContent)
      .join(''),
  );
  expect(shown).toBe('schließt um');
  await page.getByLabel('Showroom, Montag, öffnet um').fill('25:00');
  await page.keyboard.press('Tab');
  const message = page.getByText(dayProblem('Showroom', 'monday', { opens: '25:00', closes: '18:00' })!).first();
  await expect(message).toBeVisible();
  const messageBox = (await message.boundingBox())!;
  const labelBox = (await closesLabel.boundingBox())!;
  // At this width the closing time wraps under the opening time: its label starts clearly below the message.
  expect(labelBox.y).toBeGreaterThanOrEqual(messageBox.y + messageBox.height + 16);
});

test('a holiday is entered as a date range; two entries sharing a day are refused in German; nothing is written', async ({
  page,
}) => {
  const before = hoursFile();
  await openHours(page);
  const save = page.getByRole('button', { name: 'Save' });
  const add = page.getByRole('button', { name: 'Abweichung hinzufügen' });
  const field = (n: number, name: string) => page.getByLabel(`Abweichende Öffnungszeiten, Nr. ${n}, ${name}`);
  await add.click();
  await field(1, 'von').fill('2099-12-24');
  await field(1, 'bis').fill('2099-12-26');
  await field(1, 'Hinweis').fill('Weihnachten');
  await add.click();
  await field(2, 'von').fill('2099-12-26');

  await save.click();
  const christmas = { from: '2099-12-24', to: '2099-12-26', hours: 'closed' as const, note: 'Weihnachten' };
  const clash = exceptionsProblems([christmas, { from: '2099-12-26', to: '2099-12-26', hours: 'closed', note: '' }]);
  expect(clash).toHaveLength(1);
  await expect(page.getByText(clash[0]!).first()).toBeVisible();
  await page.waitForTimeout(1000);
  expect(hoursFile()).toBe(before);

  await page.getByRole('button', { name: 'Nr. 2 entfernen' }).click();
  await save.click();
  // Read until the save has written the whole file (a read during the write sees part of it).
  const parsed = () => {
    try {
      return JSON.parse(hoursFile()) as unknown;
    } catch {
      return null;
    }
  };
  await expect
    .poll(parsed, { timeout: 15_000 })
    .toEqual({ ...(JSON.parse(before) as OpeningHoursFile), exceptions: [christmas] });
  // The later tests start from the file as shipped.
  writeFileSync(path.join(work, HOURS_FILE), before);
});

test('appointments on closed days, which include Sunday, cannot be saved ticked; nothing is written', async ({
  page,
}) => {
  const before = hoursFile();
  await openHours(page);
  await page.getByRole('checkbox', { name: 'Beratung nach Vereinbarung an geschlossenen Tagen' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(appointmentsProblem(true, 'closed')!).first()).toBeVisible();
  await page.waitForTimeout(1000);
  expect(hoursFile()).toBe(before);
});

test('the reviews open in the editor with the reviews of the data file', async ({ page }) => {
  const file = JSON.parse(readFileSync(path.join(work, 'src/content/data/reviews.sample.json'), 'utf8')) as {
    reviews: { author: string }[];
  };
  await page.goto(`${base}/keystatic/singleton/reviews`);
  // A first visit may wait for the development server to bundle the page's modules.
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible({ timeout: 240_000 });
  for (const review of file.reviews) await expect(page.getByText(review.author, { exact: true })).toBeVisible();
});

async function openTopper(page: Page) {
  await page.goto(`${base}/keystatic/collection/productPages/item/topper`);
  // Keystatic speaks German (locale de-DE): an entry of a collection is saved with 'Speichern'.
  await expect(page.getByRole('button', { name: 'Speichern' })).toBeVisible({ timeout: 240_000 });
}

test('a bad value in a product page is refused in German, naming the field; nothing is written', async ({ page }) => {
  const before = topperFile();
  await openTopper(page);
  // In a section: the dialog stays open with the message under the field.
  await page.getByText('Kopfbereich: Topper: die Komfortschicht obendrauf').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Einleitung').fill('Bis {{facts.gibtEsNicht}} cm');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog.getByText(/^Einleitung: unbekannter Platzhalter \{\{facts\.gibtEsNicht\}\}/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // Escape keeps the value; the page names the section and field that block Save.
  await expect(page.getByText(/^Speichern geht erst, wenn kein Abschnitt mehr einen Fehler hat\./)).toBeVisible();
  await expect(
    page.getByText(
      /^Abschnitt 1 \(Kopfbereich: Topper: die Komfortschicht obendrauf\): Einleitung: unbekannter Platzhalter \{\{facts\.gibtEsNicht\}\}/,
    ),
  ).toBeVisible();
  // On the page: Save writes nothing while a message is shown.
  await page.getByLabel('Bezeichnung').fill('');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Bezeichnung: bitte ausfüllen.')).toBeVisible();
  // Above the form, as the editor names page and field: no file path, no dotted path.
  const notice = page.getByRole('alert').filter({ hasText: refusalLead });
  await expect(notice).toContainText('Produktseite /produkte/topper: Navigation › Bezeichnung: bitte ausfüllen');
  await expect(notice).toBeInViewport();
  await expect(notice).not.toContainText('src/content/');
  await page.waitForTimeout(1000);
  expect(topperFile()).toBe(before);
});

test("an anchor given twice on a page is refused on Save with the build's German message; nothing is written", async ({
  page,
}) => {
  const before = topperFile();
  await openTopper(page);
  // The sizes take the anchor the care cards below them have.
  await page.getByText('Größen: Für jedes Bett die passende Größe').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Kennung (Sprungmarke)').fill('pflege');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Speichern' }).click();

  // What the build says about the page as it would be written, shown above the form.
  const stored = parse(before) as { sections: { discriminant: string; value: { id?: string } }[] };
  stored.sections.find((s) => s.discriminant === 'sizes')!.value.id = 'pflege';
  let message = '';
  try {
    readProductPageFile(TOPPER, stringify(stored));
  } catch (error) {
    message = (error as Error).message;
  }
  expect(message).toContain(
    'bitte hier eine andere Kennung eintragen (jede Sprungmarke darf nur einmal auf der Seite stehen)',
  );
  // Above the form, in the editor's names: the page by its address, the section by position, kind and title.
  const notice = page.getByRole('alert').filter({ hasText: refusalLead });
  await expect(notice).toContainText(
    /Produktseite \/produkte\/topper: Abschnitt \d+ \([^)]+\): die Kennung „pflege“ hat schon Abschnitt \d+: bitte hier eine andere Kennung eintragen/,
  );
  await expect(notice).not.toContainText('src/content/');
  await expect(notice).not.toContainText(/sections\.\d/);
  await page.waitForTimeout(1000);
  expect(topperFile()).toBe(before);
});

test('every information page is listed in the editor, also the confirmation a folder deep', async ({ page }) => {
  await page.goto(`${base}/keystatic/collection/infoPages`);
  await page.getByText('kontakt/gesendet', { exact: true }).click({ timeout: 240_000 });
  await expect(page.getByLabel('Adresse: /…')).toHaveValue('kontakt/gesendet', { timeout: 60_000 });
});

test("a product page's text changed in the editor is saved, and nothing else", async ({ page }) => {
  const before = topperFile();
  await openTopper(page);
  await page.getByText('Kopfbereich: Topper: die Komfortschicht obendrauf').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Titel').fill(NEW_TITLE);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(`Kopfbereich: ${NEW_TITLE}`)).toBeVisible();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect.poll(topperFile, { timeout: 15_000 }).not.toBe(before);

  // As the build reads it: exactly the change the owner made.
  const read = (text: string) => productPageEntrySchema.parse(parse(text));
  const original = read(before);
  expect(read(topperFile())).toEqual({
    ...original,
    sections: original.sections.map((s, i) => (i === 0 ? { ...s, title: NEW_TITLE } : s)),
  });
});

test('a product page added in the editor is written as one content file', async ({ page }) => {
  await page.goto(`${base}/keystatic/collection/productPages/create`);
  await expect(page.getByRole('button', { name: 'Erstellen' })).toBeVisible({ timeout: 240_000 });
  // Keystatic's own buttons in German (locale de-DE).
  await expect(page.getByRole('button', { name: 'Create' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Hinzufügen' }).first()).toBeVisible();
  // First an address another page has: refused in German under the field, nothing written.
  await page.getByLabel('Adresse: /produkte/…').fill('topper');
  await page.getByLabel('Titel').fill('Nackenkissen nach Maß | {{company.shortName}}');
  await page
    .getByLabel('Beschreibung')
    .first()
    .fill(
      'Nackenkissen in zwei Höhen, mit Bezug bei 60 Grad waschbar: für Rücken- und Seitenschläfer, zum Probeliegen.',
    );
  await page.getByLabel('Interesse im Kontaktformular').fill('Nackenkissen');
  await page.getByLabel('Bezeichnung').fill('Nackenkissen');
  await page.getByLabel('Beschreibung').nth(1).fill('Die passende Höhe für den Kopf');
  await page.getByRole('textbox', { name: 'Position' }).fill('99');
  // The card's picture (the picker's list of pictures is long; its form control takes the value).
  await page.locator('select').first().selectOption('product-topper');
  // The button shows the picture's name alone (what it shows is under each name in the list).
  await expect(page.getByRole('button', { name: /^product-topper / })).toHaveText('product-topper', {
    useInnerText: true,
  });
  // The words visitors use for it, for the chat.
  await page.getByLabel('Andere Wörter dafür (für den Chat)').fill('Kopfkissen, Schlafkissen');

  // The sections' menu button is Keystatic's own 'Add' (not translated by Keystatic).
  const sections = page.getByRole('button', { name: 'Add', exact: true }).last();
  await sections.click();
  // It offers the kinds a product page can use, in their order, and no other.
  await expect(page.getByRole('menuitem')).toHaveText(productSectionKinds.map((k) => sectionLabels[k]));
  await page.getByRole('menuitem', { name: 'Kopfbereich', exact: true }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Titel').fill('Nackenkissen: die richtige Höhe für Ihren Kopf');
  await dialog.getByLabel('Einleitung').fill(NEW_INTRO);
  await dialog.getByRole('button', { name: 'Hinzufügen' }).last().click();
  await expect(dialog).toHaveCount(0);

  await sections.click();
  await page.getByRole('menuitem', { name: 'Abschluss mit Handlungsaufruf' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Kennung (Sprungmarke)').fill('abschluss');
  await dialog.getByLabel('Titel').fill('Das passende Kissen finden');
  await dialog.getByLabel('Text').fill('Testen Sie beide Höhen im Showroom.');
  await dialog.getByRole('button', { name: 'Hinzufügen' }).first().click();
  const action = page.getByRole('dialog').last();
  await action.getByLabel('Bezeichnung').fill('Beratung vereinbaren');
  await action.getByLabel('Ziel (Pfad, https-Link oder Platzhalter)').fill('{{consult}}');
  await action.getByRole('button', { name: 'Hinzufügen' }).last().click();
  // The action's dialog closes first; until then the section's 'Hinzufügen' is not the last one.
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await page.getByRole('dialog').getByRole('button', { name: 'Hinzufügen' }).last().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const topper = topperFile();
  await page.getByRole('button', { name: 'Erstellen' }).click();
  await expect(
    page.getByText('Adresse: /produkte/topper hat schon eine andere Seite; bitte eine andere Adresse wählen.'),
  ).toBeVisible();
  await page.waitForTimeout(1000);
  expect(topperFile()).toBe(topper);
  await page.getByLabel('Adresse: /produkte/…').fill('nackenkissen');
  await page.getByRole('button', { name: 'Erstellen' }).click();
  await expect.poll(() => existsSync(path.join(work, NEW_PAGE)), { timeout: 15_000 }).toBe(true);
  const entry = productPageEntrySchema.parse(parse(readFileSync(path.join(work, NEW_PAGE), 'utf8')));
  expect(entry.sections.map((s) => s.kind)).toEqual(['hero', 'cta']);
  expect(entry.card.image).toBe('product-topper');
  expect(entry.chatWords).toBe('Kopfkissen, Schlafkissen');
  // The owner is told, in German, and sees the new page: the development server's reload waits
  // until Keystatic has opened the new entry (it used to land on an empty form).
  await expect(page.getByText('Angelegt und gespeichert: Produktseite /produkte/nackenkissen.')).toBeVisible({
    timeout: 60_000,
  });
  await expect(page).toHaveURL(/\/collection\/productPages\/item\/nackenkissen$/);
  await expect(page.getByLabel('Interesse im Kontaktformular')).toHaveValue('Nackenkissen');
});

test('a picture uploaded under a new name is saved with its text and can be chosen in a product page', async ({
  page,
}) => {
  const before = photosFile();
  await page.goto(`${base}/keystatic/singleton/photos`);
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible({ timeout: 240_000 });
  const photo = await sharp({ create: { width: 1500, height: 1000, channels: 3, background: '#4a7a5c' } })
    .jpeg()
    .toBuffer();
  const addPicture = async (name: string, check?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) => {
    await page.getByRole('button', { name: 'Hinzufügen' }).last().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Alternativtext (was das Bild zeigt)').fill(NEW_PICTURE_ALT);
    await check?.(dialog);
    await dialog.getByRole('textbox', { name: 'Name des Bilds' }).fill(name);
    // Keystatic opens the browser's file dialog from its button.
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose file' }).click();
    await (await chooser).setFiles({ name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: photo });
    await dialog.getByRole('button', { name: 'Hinzufügen' }).last().click();
    await expect(dialog).toHaveCount(0);
  };
  await addPicture(NEW_PICTURE, async (dialog) => {
    // A shipped picture's name is refused in German (that one is replaced under its own field).
    const name = dialog.getByRole('textbox', { name: 'Name des Bilds' });
    await name.fill('product-topper');
    await name.blur();
    await expect(dialog.getByText(/^Name des Bilds: nur Kleinbuchstaben/)).toBeVisible();
  });
  // A name another picture has: Save writes nothing, and the picture says why, in German (not
  // Keystatic's "Name des Bilds must be unique").
  await addPicture(NEW_PICTURE);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText(NEW_PICTURE, { exact: true }).last().click();
  await expect(
    page
      .getByRole('dialog')
      .getByText(`Name des Bilds: „${NEW_PICTURE}“ hat schon ein anderes Bild; bitte einen anderen Namen wählen.`),
  ).toBeVisible();
  await page.waitForTimeout(1000);
  expect(photosFile()).toBe(before);
  await page.getByRole('dialog').getByRole('textbox', { name: 'Name des Bilds' }).fill(`${NEW_PICTURE}-zwei`);
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(photosFile, { timeout: 15_000 }).not.toBe(before);
  // After the reload, the owner is told in German what was saved.
  await expect(page.getByText('Gespeichert: Fotos.')).toBeVisible({ timeout: 60_000 });
  const saved = JSON.parse(photosFile()) as { pictures: { alt: { name: string; slug: string }; file: string }[] };
  expect(saved.pictures).toEqual([
    { alt: { name: NEW_PICTURE_ALT, slug: NEW_PICTURE }, file: expect.stringMatching(/\.jpg$/) as unknown },
    { alt: { name: NEW_PICTURE_ALT, slug: `${NEW_PICTURE}-zwei` }, file: expect.stringMatching(/\.jpg$/) as unknown },
  ]);
  expect(existsSync(path.join(work, saved.pictures[0]!.file))).toBe(true);

  // The picture fields of the pages offer it once the editor has reloaded its configuration.
  await expect(async () => {
    await openTopper(page);
    await page.getByText(`Kopfbereich: ${NEW_TITLE}`).click();
    await page.getByRole('dialog').locator(`select:has(option[value="${NEW_PICTURE}"])`).selectOption(NEW_PICTURE, {
      timeout: 10_000,
    });
  }).toPass({ timeout: 180_000 });
  const section = page.getByRole('dialog');
  await expect(section.getByRole('button', { name: new RegExp(`^${NEW_PICTURE} `) })).toBeVisible();
  await section.getByRole('button', { name: 'Done' }).click();
  await expect(section).toHaveCount(0);
  const topperBefore = topperFile();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect.poll(topperFile, { timeout: 15_000 }).not.toBe(topperBefore);
  // As stored (this test's own schema knows only the repository's pictures; the build in the copy
  // reads the copy's Fotos file).
  // Read until the save has written the whole file (a read during the write sees part of it).
  const opening = () =>
    (parse(topperFile()) as { sections?: { discriminant: string; value: { image?: string } }[] } | null)?.sections?.[0];
  await expect
    .poll(opening, { timeout: 15_000 })
    .toMatchObject({ discriminant: 'hero', value: { image: NEW_PICTURE } });
  // The site's preview (the development server) shows the new picture without a restart.
  await expect(async () => {
    await page.goto(`${base}/produkte/topper`);
    const picture = page.locator(`img[src^="/img/${NEW_PICTURE}-"]`).first();
    await expect(picture).toHaveAttribute('alt', typeset(NEW_PICTURE_ALT), { timeout: 5_000 });
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  }).toPass({ timeout: 60_000 });
});

test('changed hours, a changed product text, a new picture and a new product page, saved and built, show on the site', async ({
  page,
}) => {
  await openHours(page);
  await page.getByLabel('Showroom, Samstag, öffnet um').fill('09:00');
  await page.getByLabel('Showroom, Samstag, schließt um').fill('16:00');
  const before = hoursFile();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(hoursFile, { timeout: 15_000 }).not.toBe(before);

  const saved = JSON.parse(hoursFile()) as OpeningHoursFile;
  const original = JSON.parse(readFileSync(path.join(root, HOURS_FILE), 'utf8')) as OpeningHoursFile;
  // Exactly the change the owner made, nothing else.
  expect(saved).toEqual({
    ...original,
    showroom: { ...original.showroom, saturday: { opens: '09:00', closes: '16:00' } },
  });
  editor?.stop();

  // As `npm run build`: the picture variants first, then the site.
  const images = spawnSync(path.join(root, 'node_modules/.bin/node'), ['scripts/images.ts'], {
    cwd: work,
    encoding: 'utf8',
  });
  expect(images.status, images.stdout + images.stderr).toBe(0);
  const build = spawnSync(path.join(root, 'node_modules/.bin/astro'), ['build'], {
    cwd: work,
    env: astroEnv(work),
    encoding: 'utf8',
  });
  expect(build.status, build.stdout + build.stderr).toBe(0);
  // The production server on the new build, as visitors get it.
  const site = await startServer({ RATE_LIMIT_MAX: '10000', DIST_DIR: path.join(work, 'dist') });
  try {
    await page.goto(`${site.url}/`);
    await expectHours(page, saved);
    await expectProductChanges(page, site.url, path.join(work, 'dist'));
  } finally {
    await site.stop();
  }
});

/** The changed product text on its page; the new page in the nav, the overview, the sitemap and the chat. */
async function expectProductChanges(page: Page, url: string, dist: string) {
  // The menu and the footer of the home page (loaded by the caller).
  await expect(page.locator(`nav[data-mobile-menu] a[href="${NEW_PATH}"]`)).toHaveText(/Nackenkissen/);
  await expect(page.getByRole('contentinfo').locator(`a[href="${NEW_PATH}"]`)).toHaveText('Nackenkissen');
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  const trigger = nav.getByRole('button', { name: 'Produkte' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(nav.locator(`a[href="${NEW_PATH}"]`)).toContainText('Nackenkissen');

  await page.goto(`${url}/produkte/topper`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(typeset(NEW_TITLE));
  // The new picture in the page's opening, in its sizes and formats, with the owner's text.
  const picture = page.locator(`img[src^="/img/${NEW_PICTURE}-"]`);
  await expect(picture).toHaveAttribute('alt', typeset(NEW_PICTURE_ALT));
  await expect(picture).toHaveJSProperty('complete', true);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(existsSync(path.join(dist, `client/img/${NEW_PICTURE}-1200.avif`))).toBe(true);
  await page.goto(`${url}${NEW_PATH}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    typeset('Nackenkissen: die richtige Höhe für Ihren Kopf'),
  );
  await page.goto(`${url}/produkte`);
  await expect(page.locator(`#alle-produkte a[href="${NEW_PATH}"]`).getByRole('heading')).toHaveText('Nackenkissen');

  expect(readFileSync(path.join(dist, 'client/sitemap-0.xml'), 'utf8')).toContain(`${NEW_PATH}</loc>`);
  // The chat's knowledge is compiled into the chat's chunk.
  const chunks = readdirSync(path.join(dist, 'client/_astro'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(path.join(dist, 'client/_astro', f), 'utf8'));
  const knowledge = chunks.find((c) => c.includes(typeset(NEW_INTRO)));
  expect(knowledge, "a chunk with the new page's passage").toBeDefined();
  expect(knowledge).toContain(NEW_PATH);
}

async function expectHours(page: Page, saved: OpeningHoursFile) {
  const rows = (locator: ReturnType<Page['locator']>) =>
    locator.locator('dt').evaluateAll((dts) => dts.map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
  const hero = reading(saved.showroom, { form: 'short', closed: null }).map((r) => [typeset(r.days), typeset(r.hours)]);
  expect(await rows(page.locator('[data-hours="hero"]'))).toEqual(hero);
  expect(hero).toContainEqual(['Sa', typeset('9 - 16 Uhr')]);
  const footer = reading(saved.showroom, {
    form: 'short',
    closed: saved.appointmentsOnClosedDays ? 'Beratung nach Vereinbarung' : 'geschlossen',
  }).map((r) => [typeset(r.days), typeset(r.hours)]);
  expect(await rows(page.getByRole('contentinfo'))).toEqual(footer);

  const ld = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? '{}') as Record<string, unknown>));
  const business = ld.find((d) => d['@type'] === 'FurnitureStore') as { openingHoursSpecification: unknown[] };
  expect(business.openingHoursSpecification).toEqual(
    openingHoursSpecification(saved.showroom).map((s) => ({ '@type': 'OpeningHoursSpecification', ...s })),
  );
  expect(business.openingHoursSpecification).toContainEqual({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: ['Saturday'],
    opens: '09:00',
    closes: '16:00',
  });
}
