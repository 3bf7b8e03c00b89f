/**
 * The owner changes the phone number in the editor (Kontaktdaten), in Chromium: a postcode that is
 * not five digits, a phone number without country code or a printed number that is not the same
 * number is refused in German naming the field, and nothing is written; a right number is saved
 * to src/content/data/operator.json, and nothing else in the file changes. In Firmenangaben, an
 * e.K. whose register is emptied is refused on Save with the build's German message naming the
 * field (a rule across fields, checked before the save), and a changed name is saved alone.
 *
 * Like editor.spec.ts it works on a temporary copy of the sources (node_modules linked). Run by
 * `npm run test:editor`.
 */
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  OPERATOR_COMPANY_FILE,
  OPERATOR_CONTACT_FILE,
  operatorCompanyLabels,
  operatorCompanyProblems,
  operatorContactLabels as labels,
  operatorContactProblems,
  type OperatorCompanyFile,
  type OperatorContactFile,
} from '../../src/content/operator-schema.ts';
import { withEditorNames } from '../../src/editor/file-names.ts';
import { refusalLead } from '../../src/editor/saved-notice.ts';
import { startEditor, type EditorCopy } from './astro-env.ts';

let editor: EditorCopy | undefined;
let work: string;
let base: string;

const contactFile = () => readFileSync(path.join(work, OPERATOR_CONTACT_FILE), 'utf8');
const REVIEWS_FILE = 'src/content/data/reviews.sample.json';
const reviewsFile = () => readFileSync(path.join(work, REVIEWS_FILE), 'utf8');
const companyFile = () => readFileSync(path.join(work, OPERATOR_COMPANY_FILE), 'utf8');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  editor = await startEditor('site-contact-');
  ({ work, base } = editor);
});

test.afterAll(() => editor?.remove());

test('a bad phone number or postcode is refused in German naming the field; a right number is saved', async ({
  page,
}) => {
  const before = contactFile();
  const stored = JSON.parse(before) as OperatorContactFile;
  await page.goto(`${base}/keystatic/singleton/operatorContact`);
  const international = page.getByLabel(labels.international!);
  // The first visit waits for Vite to bundle the editor's dependencies.
  await expect(international).toHaveValue(stored.phone.international, { timeout: 240_000 });
  const save = page.getByRole('button', { name: 'Save' });

  // The editor's message is the build's, from the field's name on.
  const badPostcode = operatorContactProblems({ ...stored, address: { ...stored.address, postalCode: '5707' } })[0]!;
  await page.getByLabel(labels.postalCode!).fill('5707');
  await save.click();
  // Under the field and, after Save, above the form.
  await expect(page.getByText(badPostcode.slice(badPostcode.indexOf(`${labels.postalCode}: `))).first()).toBeVisible();
  await page.getByLabel(labels.postalCode!).fill(stored.address.postalCode);

  await international.fill('0271 1234567');
  await save.click();
  await expect(
    page.getByText(/^Telefon international \(für Links und Suchmaschinen\): in internationaler Form/),
  ).toBeVisible();

  // Right on its own, but not the printed number: the group's rule speaks.
  await international.fill('+49 30 23125456');
  await expect(page.getByText(/^Telefon: die gedruckte Nummer ist nicht dieselbe/)).toBeVisible();
  await save.click();
  await page.waitForTimeout(1000);
  expect(contactFile()).toBe(before);

  await page.getByLabel(labels.display!).fill('030 23125 456');
  await save.click();
  await expect.poll(contactFile, { timeout: 15_000 }).not.toBe(before);
  const saved = JSON.parse(contactFile()) as OperatorContactFile;
  expect(saved).toEqual({ ...stored, phone: { international: '+49 30 23125456', display: '030 23125 456' } });
  expect(contactFile()).toBe(JSON.stringify(saved, null, 2) + '\n');
});

test('Firmenangaben: an e.K. without a register entry is refused on Save in German; a new name is saved', async ({
  page,
}) => {
  const before = companyFile();
  const stored = JSON.parse(before) as OperatorCompanyFile & { register: { court: string; number: string } };
  await page.goto(`${base}/keystatic/singleton/operatorCompany`);
  const name = page.getByLabel(operatorCompanyLabels.name!);
  await expect(name).toHaveValue(stored.name, { timeout: 240_000 });
  const save = page.getByRole('button', { name: 'Save' });

  // The register's fields (the general partner's group, left empty, has fields of the same names first).
  const court = page.getByLabel(operatorCompanyLabels.court!).nth(1);
  const number = page.getByLabel(operatorCompanyLabels.number!).nth(1);
  await expect(number).toHaveValue(stored.register.number);
  await court.fill('');
  await number.fill('');
  await save.click();
  const rule = operatorCompanyProblems({ ...stored, register: {} })[0]!;
  expect(rule).toBe(`${OPERATOR_COMPANY_FILE}, ${operatorCompanyLabels.register}: e.K.: Registereintrag angeben`);
  // Above the form, in the editor's names: no file path.
  const notice = page.getByRole('alert').filter({ hasText: refusalLead });
  await expect(notice).toContainText(withEditorNames(rule), { timeout: 15_000 });
  await expect(notice).toContainText(`Firmenangaben, ${operatorCompanyLabels.register}: e.K.: Registereintrag angeben`);
  await expect(notice).not.toContainText('src/content/');
  expect(companyFile()).toBe(before);
  // The refusal no longer holds once a value changes: it goes.

  await court.fill(stored.register.court);
  await expect(notice).toBeHidden();
  await number.fill(stored.register.number);
  await name.fill('Bettenwerkstatt Hoffmann');
  await save.click();
  await expect.poll(companyFile, { timeout: 15_000 }).not.toBe(before);
  expect(companyFile()).toBe(JSON.stringify({ ...stored, name: 'Bettenwerkstatt Hoffmann' }, null, 2) + '\n');
});

test('Bewertungen: a bad link left in a closed dialog is refused on Save above the form, naming the review and the field', async ({
  page,
}) => {
  const before = reviewsFile();
  await page.goto(`${base}/keystatic/singleton/reviews`);
  const row = page.getByText('Sabine K.', { exact: true });
  await expect(row).toBeVisible({ timeout: 240_000 });
  await row.click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name (wie bei Google)').fill('Gerda S.');
  await dialog.getByLabel('Link zur Bewertung oder zum Profil').fill('g.page/r/gerda');
  await dialog.getByRole('button', { name: 'Done' }).click();
  if ((await dialog.count()) > 0) await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(/^Gerda S\. – bitte korrigieren: Link zur Bewertung/)).toBeVisible();

  await page.getByRole('button', { name: 'Save' }).click();
  const notice = page.getByRole('alert').filter({ hasText: refusalLead });
  await expect(notice).toContainText(
    'Bewertungen, Bewertung 1 („Gerda S.“), Link zur Bewertung oder zum Profil: ein vollständiger Link, der mit https:// beginnt',
  );
  await expect(notice).toBeInViewport();
  await page.waitForTimeout(1000);
  expect(reviewsFile()).toBe(before);

  // Corrected in the dialog: the refusal goes at once; Save writes and confirms.
  await page.getByText(/^Gerda S\. – bitte korrigieren/).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Link zur Bewertung oder zum Profil').fill('https://g.page/r/gerda');
  await expect(notice).toBeHidden();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(reviewsFile, { timeout: 15_000 }).not.toBe(before);
  const saved = JSON.parse(reviewsFile()) as { reviews: { author: string; link: string }[] };
  expect(saved.reviews[0]).toMatchObject({ author: 'Gerda S.', link: 'https://g.page/r/gerda' });
  await expect(page.getByText('Gespeichert: Bewertungen.')).toBeVisible({ timeout: 60_000 });
});

test('Bewertungen: a review the site would never show (it tells of back pain) is refused on Save, naming it and the rule; its date is a date field', async ({
  page,
}) => {
  const before = reviewsFile();
  const first = (JSON.parse(before) as { reviews: { author: string }[] }).reviews[0]!.author;
  await page.goto(`${base}/keystatic/singleton/reviews`);
  const row = page.getByText(first, { exact: true });
  await expect(row).toBeVisible({ timeout: 240_000 });
  await row.click();
  const dialog = page.getByRole('dialog');
  // Every date the owner edits is the browser's date field, as the holidays' are.
  await expect(dialog.getByLabel('Datum der Bewertung')).toHaveAttribute('type', 'date');
  await dialog.getByLabel('Name (wie bei Google)').fill('Heike R.');
  await dialog.getByLabel('Text').fill('Endlich ein Bett, bei dem mein Rücken morgens nicht mehr schmerzt.');
  await dialog.getByRole('button', { name: 'Done' }).click();
  if ((await dialog.count()) > 0) await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Save' }).click();
  const notice = page.getByRole('alert').filter({ hasText: refusalLead });
  await expect(notice).toContainText(
    'Bewertungen, Bewertung 1 („Heike R.“), Text: erzählt von Beschwerden oder Krankheiten („Rücken“) und wird deshalb auf der Website nie gezeigt',
  );
  await page.waitForTimeout(1000);
  expect(reviewsFile()).toBe(before);
});
