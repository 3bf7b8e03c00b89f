import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FigureGrid } from '../../src/components/blocks/lists.tsx';
import { Phrase } from '../../src/components/blocks/phrase.tsx';
import { about } from '../../src/content/about.ts';
import { consultation } from '../../src/content/consultation.ts';
import { contactPage } from '../../src/content/contact-page.ts';
import { guarantee } from '../../src/content/guarantee.ts';
import { health, healthFigures } from '../../src/content/health.ts';
import { isInterest } from '../../src/content/interests.ts';
import { service } from '../../src/content/service.ts';
import { company, directions, oekoTex, openingHours, operator } from '../../src/content/site.ts';
import { typeset } from '../../src/lib/typography.ts';

describe('information pages', () => {
  it('every interest link on the information pages uses an allowed interest', () => {
    const all = JSON.stringify([health, service, consultation, about, guarantee, contactPage]);
    const values = [...all.matchAll(/\/kontakt\?interesse=([^"#]+)/g)].map((m) => decodeURIComponent(m[1]!));
    expect(values.length).toBeGreaterThan(0);
    for (const v of values) expect(isInterest(v), v).toBe(true);
  });

  it('Kontakt: tiles and directions from site.ts, visit box to the showroom interest', () => {
    expect(contactPage.tiles.hours.rows).toBe(openingHours.contact);
    expect(contactPage.tiles.phone.label).toBe(company.phoneDisplay);
    expect(contactPage.directions.byCar.points[1]).toBe(directions.parking);
    // Straight to the form with the showroom interest preselected, not to the top of the page.
    expect(contactPage.visit.link.href).toBe('/kontakt?interesse=Beratungstermin%20im%20Showroom#kontaktformular');
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
    expect(guarantee.terms.anchor).toBe('garantiebedingungen');
    const titles = guarantee.terms.items.map((i) => i.title);
    for (const t of [
      'Garantiegeber',
      'Beginn und Geltungsbereich',
      'So machen Sie die Garantie geltend',
      'Ihre gesetzlichen Rechte',
    ]) {
      expect(titles).toContain(t);
    }
    const all = guarantee.terms.items.map((i) => i.text).join(' ');
    expect(all).toContain(company.legalName);
    expect(all).toContain('werden durch die Garantien nicht eingeschränkt');
  });
});

describe('claims the owner must be able to prove', () => {
  it('every health figure on /gesundheit carries its source from the operator configuration', () => {
    expect(healthFigures.map((f) => f.value)).toEqual(['30 %', '25 %', '40 %', '50 %'].map(typeset));
    const sources = operator.claims.healthFigures;
    expect(healthFigures.map((f) => f.source)).toEqual([
      sources.sleepQuality,
      sources.backPain,
      sources.wakeUps,
      sources.fallingAsleep,
    ]);
    const html = renderToStaticMarkup(createElement(FigureGrid, { figures: healthFigures }));
    expect(html.match(/data-claim-source/g)).toHaveLength(4);
    expect(html).toContain(`Quelle: ${sources.sleepQuality.text}`);
  });

  it('OEKO-TEX claims name what the certificate covers and its number', () => {
    // The demo's certificate covers the cover fabrics only: no claim about upholstery.
    expect(operator.claims.oekoTex.scope).toBe('covers');
    expect(oekoTex.what).toBe('Bezugsstoffe');
    const cert = health.certificates.items.find((i) => i.title === 'OEKO-TEX Standard 100')!;
    expect(cert.text).toContain(`Unsere ${oekoTex.what} sind nach OEKO-TEX Standard 100`);
    expect(cert.text).toContain(`Zertifikat ${operator.claims.oekoTex.certificateNumber}`);
    expect('link' in cert && cert.link).toEqual({ label: 'Zertifikat bei OEKO-TEX prüfen', href: oekoTex.url });
  });
});
