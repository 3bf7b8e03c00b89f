/**
 * What the legal texts (src/content/legal/*.mdx) share with the rest of the site: the lines
 * they build from the operator configuration and the privacy facts derived from the build. The
 * legal texts themselves are MDX, and the chat reads its legal passages from them
 * (src/lib/chat/legal-passages.ts); this module restates none of their text.
 *
 * Legal basis as in force in 2026: § 5 DDG, § 18 Abs. 2 MStV, DSGVO, § 25 TDDDG, BGB consumer
 * law, § 36 VSBG.
 */
import { company } from './site.ts';
import { typeset, typesetDeep } from '../lib/typography.ts';
import { tagScripts, type AnalyticsConfig } from '../lib/analytics.ts';
import { analyticsServiceName, settingsButtonPlace } from './consent.ts';
import { mapRoutes } from './pages.ts';
import { footerColumns, legalLinks, mainNav } from './site.ts';
import { representativeClause as clauseOf, representativeLine as lineOf } from './operator-model.ts';
import type { Link } from './blocks.ts';

export const websiteUrl = `https://www.${company.domain}`;

/** 'Inhaber: …' or 'Geschäftsführung: …', by legal form. */
export const representativeLine = lineOf(company.representatives);
/** The same inside a sentence ('…, vertreten durch die Gesellschafter: …'), as the AGB print it. */
export const representativeClause = clauseOf(company.representatives);

/**
 * The consumer dispute resolution statement with its citation, in the Impressum and the AGB
 * (typeset here: the legal texts' typography step sees MDX text, not the values it prints).
 */
export const vsbgStatement = typeset(
  'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle im Sinne des Verbraucherstreitbeilegungsgesetzes (VSBG) teilzunehmen (§ 36 VSBG).',
);

/** A German list: 'a', 'a und b', 'a, b und c'. */
function listOf(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} und ${items.at(-1)}`;
}

const navLinks: readonly Link[] = [
  ...mainNav.before,
  ...mainNav.after,
  ...footerColumns.flatMap((c): readonly Link[] => c.links),
  ...legalLinks,
];
const navLabels = new Map<string, string>(navLinks.map((l) => [l.href, l.label]));

/** A page by its nav name and address, in the dative ('der Startseite (/)', 'der Seite /sleepshort'). */
function pageName(path: string): string {
  const label = navLabels.get(path);
  if (path === '/') return `der ${label ?? 'Startseite'} (/)`;
  return label ? `der Seite „${label}“ (${path})` : `der Seite ${path}`;
}

/**
 * What the Datenschutz page says about the build, derived from the same sources the site uses:
 * the Google scripts the analytics configuration loads (as the head script loads them), the
 * pages that embed the map (the routes whose policy admits its frame, checked against the built
 * pages), and where the cookie-settings button is. The page and the chat read the same values.
 */
export function privacyFactsFor(config: Pick<AnalyticsConfig, 'gtmId' | 'ga4Id'>) {
  const scripts = tagScripts(config);
  const both = scripts.length === 2;
  const described = scripts.map((s) =>
    s.kind === 'gtm'
      ? `das Skript des Google Tag Managers (gtm.js, Container ${s.tagId})`
      : `das Skript von Google Analytics 4 (gtag.js, Mess-ID ${s.tagId})`,
  );
  return typesetDeep({
    analyticsName: analyticsServiceName(config),
    scriptsText: scripts.length
      ? `Von www.googletagmanager.com geladen werden ${listOf(described)}.${
          both ? ' Google Analytics 4 wird also direkt eingebunden, nicht nur über den Tag Manager.' : ''
        }`
      : '',
    mapPages: listOf(mapRoutes.map(pageName)),
    settingsButtonPlace,
  });
}
