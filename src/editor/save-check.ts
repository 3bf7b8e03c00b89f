/**
 * The editor's check before a save (`npm run edit` only; src/editor/save-middleware.ts puts it in
 * front of Keystatic's local write API, POST /api/keystatic/update). Keystatic checks one field
 * at a time; the rules across values (the opening section first and only once, every anchor once
 * on a page, a table's cells per column, a picture the Fotos file no longer lists …) are the
 * build's. So the content files are checked here as they would be after the save, by the
 * build's own check (src/content/content-check.ts): a save that brings a problem the build would
 * report is refused with the build's German message, and nothing is written. Keystatic shows
 * the answer's text above the form; it names what is wrong as the editor does (the page or data
 * file by its name in the editor, the section and field by their labels), not by file path.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { contentProblems, diskContent, isContentFile, type ContentProblem } from '../content/content-check.ts';
import { editorName, withEditorNames } from './file-names.ts';
import { refusalLead } from './saved-notice.ts';
import { counted } from './writes.ts';

/** What Keystatic's save sends: the files to write (contents in base64) and the files to remove. */
interface Update {
  additions: { path: string; contents: string }[];
  deletions: { path: string }[];
}

function isUpdate(body: unknown): body is Update {
  if (typeof body !== 'object' || body === null) return false;
  const { additions, deletions } = body as Record<string, unknown>;
  return (
    Array.isArray(additions) &&
    Array.isArray(deletions) &&
    additions.every(
      (a: unknown) =>
        typeof a === 'object' &&
        a !== null &&
        typeof (a as Update['additions'][number]).path === 'string' &&
        typeof (a as Update['additions'][number]).contents === 'string',
    ) &&
    deletions.every(
      (d: unknown) => typeof d === 'object' && d !== null && typeof (d as { path: unknown }).path === 'string',
    )
  );
}

/**
 * The German message refusing the save, or undefined when the save may write. `root` is the
 * project folder Keystatic writes into. A problem the files on disk already have in a file the
 * save does not touch does not stop it (the owner may fix one page while another is broken).
 */
function saveRefusal(body: unknown, root: string): string | undefined {
  if (!isUpdate(body)) return undefined; // Keystatic refuses it itself
  const written = new Map(body.additions.map((a) => [a.path, a.contents]));
  const deleted = new Set(body.deletions.map((d) => d.path));
  const changed = new Set([...written.keys(), ...deleted]);
  if (![...changed].some(isContentFile)) return undefined;

  const before = diskContent(root);
  const after = new Map(before);
  for (const [file, contents] of written)
    if (isContentFile(file)) after.set(file, Buffer.from(contents, 'base64').toString('utf8'));
  for (const file of deleted) after.delete(file);

  // A picture names its file from the root (`/src/assets/images/…`); a save may write it too.
  const onDisk = (file: string) => existsSync(path.join(root, file));
  const existsAfter = (file: string) => {
    const at = file.replace(/^\//, '');
    return written.has(at) || (!deleted.has(at) && onDisk(at));
  };
  const problems = contentProblems(after, existsAfter);
  if (problems.length === 0) return undefined;
  // Problems in files the save does not touch count only when the save brings them.
  const known = problems.every((p) => changed.has(p.file))
    ? new Set<string>()
    : new Set(contentProblems(before, onDisk).map((p) => p.message));
  const refused = problems.filter((p) => changed.has(p.file) || !known.has(p.message));
  return refused.length > 0 ? formatRefusal(refused) : undefined;
}

/** Keystatic's write route in local mode (@keystatic/core, api/generic: `update`). */
const WRITE_ROUTE = '/api/keystatic/update';

/**
 * A request to the editor's API: a save is checked first and, when the build would refuse it,
 * answered 422 with the German message as text (Keystatic shows it above the form) without
 * calling `write`, Keystatic's own handler, so nothing is written. Any other request goes to
 * `write` untouched.
 */
export async function checkedWrite(request: Request, root: string, write: () => Promise<Response>): Promise<Response> {
  if (request.method !== 'POST' || new URL(request.url).pathname !== WRITE_ROUTE) return write();
  let body: unknown;
  try {
    body = await request.clone().json();
  } catch {
    return write(); // not JSON: Keystatic refuses it itself
  }
  const refusal = saveRefusal(body, root);
  // The editor's reload after a save waits until Keystatic has its answer (editor-plugin.ts).
  if (refusal === undefined) return counted(write);
  return new Response(refusal, { status: 422, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

/**
 * A problem as the owner reads it: in the editor's names, never a file's path or a dotted field
 * path (`Produktseite /produkte/kinderbetten: Abschnitt 2 (Abschluss mit Handlungsaufruf) ›
 * Kennung (Sprungmarke): …`, `Firmenangaben, Geschäftsführung (GmbH, UG): …`). One line each.
 */
const ownerLines = (problem: ContentProblem): string[] =>
  problem.fields
    ? problem.fields.map((line) => `${editorName(problem.file) ?? problem.file}: ${line}`)
    : [withEditorNames(problem.message)];

/**
 * The lead, then each problem in the editor's names. Keystatic shows the text as one paragraph
 * (line breaks vanish), so several problems are numbered to stay apart.
 */
export function formatRefusal(problems: readonly ContentProblem[]): string {
  const lines = [...new Set(problems.flatMap(ownerLines))];
  return lines.length === 1
    ? `${refusalLead}\n${lines[0]!}`
    : [refusalLead, ...lines.map((line, i) => `(${i + 1}) ${line}`)].join('\n');
}
