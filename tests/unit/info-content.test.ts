import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FigureGrid, Phrase } from '../../src/components/sections/info-blocks.tsx';
import { about } from '../../src/content/about.ts';
import { consultation } from '../../src/content/consultation.ts';
import { contactPage } from '../../src/content/contact-page.ts';
import { guarantee, guarantees } from '../../src/content/guarantee.ts';
import { health, healthFigures, sleepEnvironment } from '../../src/content/health.ts';
import { isInterest } from '../../src/content/interests.ts';
import { mattressTurnMonths, service } from '../../src/content/service.ts';
import { company, directions, facts, oekoTex, openingHours, operator } from '../../src/content/site.ts';
import { typeset, typesetDeep } from '../../src/lib/typography.ts';

describe('business constants of the information pages', () => {
  it('site facts the pages read are the spec values', () => {
    expect(facts.guaranteeYears).toBe(5);
    expect(facts.frameGuaranteeYears).toBe(25);
    expect(facts.mattressExchangeDays).toBe(120);
    // The spec's '1-2 Wochen' in its typographic form (en dash): the same text.
    expect(facts.deliveryWeeks).toBe(typeset('1-2 Wochen'));
    expect(facts.freeDeliveryKm).toBe(50);
    expect(facts.testMinutes).toBe(typeset('15-20 Minuten'));
    expect(facts.designLifeYears).toBe(10);
    expect(facts.lifespanYears).toBe(20);
    expect(facts.experienceYears).toEqual({ nominative: 'über 20 Jahre', dative: 'über 20 Jahren' });
  });

  it('Gesundheit: sleeping environment and the four health figures', () => {
    expect(sleepEnvironment).toEqual({
      roomTemperature: typeset('16-18 °C'),
      humidity: typeset('40-60 %'),
      ventilationMinutesDaily: 30,
      coverWashWeeks: 2,
    });
    expect(healthFigures.map((f) => f.value)).toEqual(typesetDeep(['30 %', '25 %', '40 %', '50 %']));
    const env = health.environment.items.map((i) => i.text).join(' ');
    expect(env).toContain(typeset('Ideal sind 16-18 °C'));
    expect(env).toContain(typeset('bei 40-60 %'));
    expect(env).toContain('täglich 30 Minuten');
    expect(env).toContain('alle 2 Wochen');
    expect(health.positions.items.map((i) => i.title)).toEqual(['Seitenschläfer', 'Rückenschläfer', 'Bauchschläfer']);
    expect(health.cta.actions.map((a) => a.href)).toEqual(['/beratung', '/kontakt']);
  });

  it('Service: delivery, care, phone hours Mon-Fri 9:00-18:00', () => {
    const delivery = service.delivery.items.map((i) => `${i.title} ${i.text}`).join(' ');
    expect(delivery).toContain(typeset('Lieferzeit 1-2 Wochen'));
    expect(delivery).toContain(typeset('Kostenlos im Umkreis von 50 km'));
    expect(delivery).toContain('Entsorgung Ihrer alten Matratze');
    expect(mattressTurnMonths).toBe(3);
    expect(service.care.items[0]!.text).toContain('alle 3 Monate');
    expect(service.contact.phone.hours).toBe(openingHours.servicePhone);
    expect(openingHours.servicePhone).toEqual([{ days: 'Montag–Freitag', hours: '9:00–18:00\u00a0Uhr' }]);
    expect(service.contact.actions.map((a) => a.href)).toEqual(['/beratung', '/kontakt']);
  });

  it('Beratung: two types to /kontakt, four steps, six topics, 15-20 minutes', () => {
    expect(consultation.types.items.map((t) => t.title)).toEqual(['Beratung im Showroom', 'Telefonische Beratung']);
    for (const t of consultation.types.items) expect(t.action.href).toMatch(/^\/kontakt(\?|$)/);
    expect(consultation.process.steps.map((s) => s.title)).toEqual(['Analyse', 'Empfehlung', 'Test', 'Fertigung']);
    expect(consultation.topics.items.map((t) => t.title)).toEqual([
      'Körper & Gewicht',
      'Schlafgewohnheiten',
      'Gesundheit',
      'Partnerschaft',
      'Schlafumgebung',
      'Lebensstil',
    ]);
    expect(consultation.testTime.value).toBe(typeset('15-20 Minuten'));
    expect(consultation.finder.link.href).toBe('/schlafberater');
    expect(consultation.cta.actions[0]!.href).toBe('/kontakt');
  });

  it('every interest link on the information pages uses an allowed interest', () => {
    const all = JSON.stringify([health, service, consultation, about, guarantee, contactPage]);
    const values = [...all.matchAll(/\/kontakt\?interesse=([^"#]+)/g)].map((m) => decodeURIComponent(m[1]!));
    expect(values.length).toBeGreaterThan(0);
    for (const v of values) expect(isInterest(v), v).toBe(true);
  });

  it('Über uns: over 20 years, philosophy, workshop link, four tiles, lifespan 20 years', () => {
    expect(about.history.heading.title).toBe('Über 20 Jahre Erfahrung');
    expect(about.philosophy.items.map((i) => i.title)).toEqual([
      'Individuelle Beratung',
      'Handwerksqualität',
      'Nachhaltigkeit',
    ]);
    expect(about.philosophy.items[2]!.text).toContain('mindestens 20 Jahren');
    expect(about.workshop.link.href).toBe('/produkte');
    expect(about.tiles.items.map((i) => i.title)).toEqual([
      'OEKO-TEX Standard 100',
      'Made in Germany',
      '5 Jahre Garantie',
      '120 Tage Matratzen-Umtausch',
    ]);
  });

  it('Garantie: three guarantees, six quality points incl. 10 years design life, six services', () => {
    expect(guarantees.map((g) => g.title)).toEqual([
      '5 Jahre Garantie',
      '25 Jahre auf Rahmen und Federkern',
      '120 Tage Matratzen-Umtausch',
    ]);
    expect(guarantees[1].description).toContain('Rahmen und Taschenfederkerne');
    for (const g of guarantees) expect(g.details.length).toBeGreaterThan(0);
    expect(guarantee.quality.points).toHaveLength(6);
    expect(guarantee.quality.points.at(-1)).toBe('Ausgelegt auf eine Nutzungsdauer von mindestens 10 Jahren');
    expect(guarantee.services.items).toHaveLength(6);
  });

  it('Kontakt: tiles and directions from site.ts, visit box to the showroom interest', () => {
    expect(contactPage.tiles.hours.rows).toBe(openingHours.contact);
    expect(contactPage.tiles.phone.label).toBe(company.phoneDisplay);
    expect(contactPage.directions.byCar.points[0]).toBe('A45, Ausfahrt Siegen Süd');
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
