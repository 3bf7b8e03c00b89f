import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FigureGrid } from '../../src/components/blocks/lists.tsx';
import { Phrase } from '../../src/components/blocks/phrase.tsx';
import { healthFigures, healthFiguresFrom } from '../../src/content/health.ts';
import { infoPages } from '../../src/content/info-pages.ts';
import { claimValues } from '../../src/content/claims.ts';
import { isInterest } from '../../src/content/interests.ts';
import { company, directions, oekoTex, statutoryRights } from '../../src/content/site.ts';
import { typeset } from '../../src/lib/typography.ts';

/** An information page's entry as printed (src/content/pages/). */
const entry = (path: string) => {
  const page = infoPages.find((p) => p.path === path);
  if (!page) throw new Error(`no entry for ${path}`);
  return page.data;
};
const [health, service, consultation, about, guarantee, contactPage] = [
  '/gesundheit',
  '/service',
  '/beratung',
  '/ueber-uns',
  '/garantie',
  '/kontakt',
].map(entry);
const terms = guarantee!.sections.find((s) => s.kind === 'definitions')!;

describe('information pages', () => {
  it('every interest link on the information pages uses an allowed interest', () => {
    const all = JSON.stringify([health, service, consultation, about, guarantee, contactPage]);
    const values = [...all.matchAll(/\/kontakt\?interesse=([^"#]+)/g)].map((m) => decodeURIComponent(m[1]!));
    expect(values.length).toBeGreaterThan(0);
    for (const v of values) expect(isInterest(v), v).toBe(true);
  });

  it('Kontakt: directions from site.ts, visit box to the showroom interest', () => {
    const way = contactPage!.sections.find((s) => s.kind === 'directions')!;
    expect(way.byCar.text).toBe(directions.byCar);
    expect(way.byCar.points[1]).toBe(directions.parking);
    // Straight to the form with the showroom interest preselected, not to the top of the page.
    expect(way.visit.link.href).toBe('/kontakt?interesse=Beratungstermin%20im%20Showroom#kontaktformular');
  });
});

describe('Phrase', () => {
  it('keeps number ranges with their unit on one line and leaves the text unchanged', () => {
    const text = typeset('Lieferung in 1-2 Wochen, ideal sind 16-18 °C und 40-60 % – Probeliegen 15-20 Minuten.');
    const html = renderToStaticMarkup(createElement(Phrase, { text }));
    expect(html).toBe(
      'Lieferung in <span class="whitespace-nowrap">1–2 Wochen</span>, ideal sind <span class="whitespace-nowrap">16–18\u00a0°C</span> und <span class="whitespace-nowrap">40–60\u00a0%</span> – Probeliegen <span class="whitespace-nowrap">15–20 Minuten</span>.',
    );
    expect(html.replace(/<[^>]+>/g, '')).toBe(text);
  });
});

describe('guarantee terms', () => {
  it('the Garantie page has the guarantee terms the AGB § 7(3) link to (§ 479 BGB)', () => {
    expect(terms.id).toBe('garantiebedingungen');
    const titles = terms.items.map((i) => i.title);
    for (const t of [
      'Garantiegeber',
      'Beginn und Geltungsbereich',
      'So machen Sie die Garantie geltend',
      'Ihre gesetzlichen Rechte',
    ]) {
      expect(titles).toContain(t);
    }
    const all = terms.items.map((i) => i.text).join(' ');
    expect(all).toContain(company.legalName);
    expect(all).toContain('werden durch die Garantien nicht eingeschränkt');
    // The statutory rights stand next to the guarantee, before its first promise.
    const statutory = titles.indexOf('Ihre gesetzlichen Rechte');
    expect(statutory).toBeLessThan(titles.findIndex((t) => t.includes('Jahre')));
    expect(terms.items[statutory]!.text).toContain(statutoryRights);
    expect(terms.items[statutory]!.text).toContain('EU-Mitteilung über Ihr gesetzliches Gewährleistungsrecht');
  });
});

describe('claims the owner must be able to prove', () => {
  it('health figures are printed only with a study: none in the demo, and no survey note', () => {
    expect(claimValues.healthFigures.study).toBeNull();
    expect(healthFigures).toEqual([]);
    expect(JSON.stringify(health)).not.toMatch(/Kundenbefragung|Erfahrungswerte/);
  });

  it('with a study, each figure is printed with that study as its source', () => {
    const study = {
      text: 'Muster A., Beispiel B.: Liegekomfort und Schlafqualität, Schlafmedizin 12 (2025)',
      url: 'https://doi.org/10.0000/beispiel',
      figures: { sleepQuality: '30 %', backPain: '25 %', wakeUps: '40 %', fallingAsleep: '50 %' },
    };
    const figures = healthFiguresFrom(study);
    expect(figures.map((f) => f.value)).toEqual(['30 %', '25 %', '40 %', '50 %'].map(typeset));
    const html = renderToStaticMarkup(createElement(FigureGrid, { figures }));
    expect(html.match(/data-claim-source/g)).toHaveLength(4);
    expect(html).toContain(`Quelle: <a href="${study.url}"`);
    expect(html).toContain(typeset(study.text));
  });

  it('OEKO-TEX claims name the label, what the certificate covers, its number, and link to it', () => {
    // The demo's certificate covers the cover fabrics only: no claim about upholstery.
    expect(claimValues.oekoTex.scope).toBe('covers');
    expect(oekoTex.what).toBe('Bezugsstoffe');
    const cert = health!.sections
      .flatMap((s) => (s.kind === 'features' ? s.items : []))
      .find((i) => i.title === 'STANDARD 100 by OEKO-TEX®')!;
    expect(cert.text).toContain(`Unsere ${oekoTex.what} sind nach STANDARD 100 by OEKO-TEX® zertifiziert`);
    expect(cert.text).toContain(`Zertifikat ${claimValues.oekoTex.certificateNumber}`);
    expect('link' in cert && cert.link).toEqual({ label: oekoTex.linkLabel, href: oekoTex.url });
  });

  it('no copy says "OEKO-TEX Standard 100" or certifies the whole bed', () => {
    const all = JSON.stringify([health, about, guarantee, service, consultation, contactPage]);
    expect(all).not.toMatch(/OEKO-TEX Standard 100|schadstoffgeprüft|für gesunden Schlaf|Haut und Atemwege/);
  });
});
