/**
 * The German confirmation the editor shows after a save, a create or a delete (`npm run edit`
 * only). The development server reloads the editor once the files are written (its fields are
 * built from the content); editor-plugin.ts holds that reload back until Keystatic has finished
 * and tells the page what was written, and the page shows this text after the reload, so the
 * owner is never left guessing whether a save went through.
 */
import { editorName } from './file-names.ts';

/**
 * The lead of the editor's refusal of a save (save-check.ts sends it; the page recognises
 * Keystatic's notice by it).
 */
export const refusalLead =
  'Nicht gespeichert: Der Bau der Website würde mit dieser Meldung anhalten. Bitte korrigieren und erneut speichern.';

/** The custom event that tells the editor's page what was written, before it reloads. */
export const SAVED_EVENT = 'site-editor:saved';

/** What the development server saw happen to a file (Vite's `hotUpdate` types). */
export interface FileChange {
  /** The path from the project's root, with `/`. */
  file: string;
  type: 'create' | 'update' | 'delete';
}

/** How the owner knows a content file: its editor name, an uploaded picture as 'Foto'. */
const describe = (file: string): string | undefined =>
  file.startsWith('src/assets/images/') ? 'Foto' : editorName(file);

const verbs: Record<FileChange['type'], string> = {
  create: 'Angelegt und gespeichert',
  update: 'Gespeichert',
  delete: 'Gelöscht',
};

/**
 * The confirmation for what was written, one line per kind of change, naming what changed
 * (`Angelegt und gespeichert: Produktseite /produkte/nackenkissen.`); undefined when nothing the
 * owner edits changed. An uploaded photo is named only when it is all that changed.
 */
export function savedNotice(changes: readonly FileChange[]): string | undefined {
  const named = changes.map((c) => ({ ...c, what: describe(c.file) })).filter((c) => c.what !== undefined);
  const content = named.filter((c) => !c.file.startsWith('src/assets/images/'));
  const shown = content.length > 0 ? content : named.slice(0, 1);
  if (shown.length === 0) return undefined;
  const lines = (['create', 'update', 'delete'] as const).flatMap((type) => {
    const what = [...new Set(shown.filter((c) => c.type === type).map((c) => c.what))];
    return what.length > 0 ? [`${verbs[type]}: ${what.join(', ')}.`] : [];
  });
  return lines.join(' ');
}
