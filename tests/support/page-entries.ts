/**
 * A page's content entry as printed (src/content/pages/), and one of its sections by kind: for
 * tests that read a value from its one source instead of restating it.
 */
import { infoPages } from '../../src/content/info-pages.ts';
import type { PageSectionData } from '../../src/content/section-schema.ts';

export function pageEntry(path: string) {
  const page = infoPages.find((p) => p.path === path);
  if (!page) throw new Error(`no page entry for ${path}`);
  return page.data;
}

/** The first section of that kind on the page. */
export function entrySection<K extends PageSectionData['kind']>(path: string, kind: K) {
  const section = pageEntry(path).sections.find((s): s is Extract<PageSectionData, { kind: K }> => s.kind === kind);
  if (!section) throw new Error(`no '${kind}' section on ${path}`);
  return section;
}
