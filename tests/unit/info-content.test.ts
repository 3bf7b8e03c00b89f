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
import {
  agb,
  consentValidityDays,
  datenschutz,
  impressum,
  type LegalBlock,
  privacyPolicy,
  type LegalDocument,
  type LegalInline,
} from '../../src/content/legal.ts';
import { service } from '../../src/content/service.ts';
import {
  company,
  directions,
  enquiryRetentionDaysDefault,
  oekoTex,
  openingHours,
  operator,
} from '../../src/content/site.ts';
import { typeset } from '../../src/lib/typography.ts';

const inline = (parts: readonly LegalInline[]) => parts.map((p) => (typeof p === 'string' ? p : p.text)).join('');
function blockText(b: LegalBlock): string {
  switch (b.type) {
    case 'p':
      return inline(b.content);
    case 'ul':
      return b.items.map(inline).join('\n');
    case 'h3':
      return b.text;
    case 'address':
      return b.lines.map(inline).join('\n');
    case 'box':
      return [b.title, ...b.blocks.map(blockText)].join('\n');
  }
}
const sectionText = (doc: LegalDocument, id: string) => {
  const s = doc.sections.find((x) => x.id === id);
  if (!s) throw new Error(`no section ${id}`);
  return [s.title, ...s.blocks.map(blockText)].join('\n');
};
const docText = (doc: LegalDocument) => doc.sections.map((s) => sectionText(doc, s.id)).join('\n');
const hrefs = (doc: LegalDocument) =>
  JSON.stringify(doc)
    .match(/"href":"[^"]+"/g)
    ?.map((h) => h.slice(8, -1)) ?? [];

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

describe('legal pages', () => {
  it('Impressum: § 5 DDG identity data, § 18 MStV, VAT id, register, image credits, VSBG', () => {
    const t = docText(impressum);
    expect(impressum.hero.intro).toContain('§ 5 Digitale-Dienste-Gesetz (DDG)');
    expect(sectionText(impressum, 'anbieter')).toContain('§ 5 DDG');
    for (const v of [
      company.legalName,
      'Inhaber: Max Mustermann',
      company.street,
      `${company.postalCode} ${company.town}`,
    ]) {
      expect(t).toContain(v);
    }
    expect(t).toContain('eingetragener Kaufmann (e.K.)');
    expect(t).toContain(`Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: ${company.vatId}`);
    expect(t).toContain('Registergericht: Amtsgericht Musterstadt');
    expect(t).toContain('Registernummer: HRA 00000');
    expect(t).toContain(company.phoneDisplay);
    expect(t).toContain(company.email);
    expect(t).toContain(`https://www.${company.domain}`);
    expect(sectionText(impressum, 'verantwortlich')).toContain('§ 18 Abs. 2 MStV');
    expect(sectionText(impressum, 'bildnachweise')).toContain('Originalgrafiken');
    expect(sectionText(impressum, 'streitbeilegung')).toContain('nicht bereit und nicht verpflichtet');
    expect(t).not.toMatch(/TMG|ec\.europa\.eu\/consumers\/odr/);
  });

  it('Datenschutz: controller, form data with bases and 180-day retention, consent, Google, rights', () => {
    expect(enquiryRetentionDaysDefault).toBe(180);
    expect(consentValidityDays).toBe(365);
    expect(sectionText(datenschutz, 'verantwortlicher')).toContain('Inhaber: Max Mustermann');
    const form = sectionText(datenschutz, 'kontaktformular');
    expect(form).toContain('Art. 6 Abs. 1 lit. b DSGVO');
    expect(form).toContain('Art. 6 Abs. 1 lit. f DSGVO');
    expect(form).toContain('in unserer Datenbank gespeichert');
    expect(form).toContain('nach 180 Tagen');
    expect(form).toContain('Eingangsbestätigung');
    expect(sectionText(datenschutz, 'server-logs')).toContain('IP-Adresse');
    const consent = sectionText(datenschutz, 'cookies-einwilligung');
    for (const c of ['Notwendig', 'Statistik', 'Externe Medien', 'localStorage', '365 Tage']) {
      expect(consent).toContain(c);
    }
    expect(consent).not.toMatch(/Marketing:|Präferenzen:/);
    const ga = sectionText(datenschutz, 'google-analytics');
    expect(ga).toContain('erst geladen, nachdem Sie in die Statistik eingewilligt haben');
    expect(ga).not.toMatch(/anonymisiert|IP-Adressen werden gekürzt/);
    expect(ga).toContain('von uns nicht gekürzt');
    expect(ga).toContain('weder zu protokollieren noch zu speichern');
    expect(ga).toContain('Consent Mode');
    expect(sectionText(datenschutz, 'google-maps')).toContain('Karte laden');
    expect(sectionText(datenschutz, 'chat')).toContain('sessionStorage');
    expect(sectionText(datenschutz, 'schriftarten')).toContain('keine Verbindung zu Google Fonts');
    const rights = sectionText(datenschutz, 'rechte');
    for (const art of ['Art. 15', 'Art. 16', 'Art. 17', 'Art. 18', 'Art. 20', 'Art. 21', 'Art. 7 Abs. 3', 'Art. 77']) {
      expect(rights).toContain(art);
    }
    expect(sectionText(datenschutz, 'kontakt-datenschutz')).toContain(company.email);
    expect(datenschutz.toc).toBe(true);
  });

  it('AGB: ten sections in order with the required clauses, § 10 per VSBG without an ODR link', () => {
    expect(agb.sections.map((s) => s.title)).toEqual([
      '§ 1 Geltungsbereich',
      '§ 2 Vertragsschluss',
      '§ 3 Widerrufsrecht',
      '§ 4 Preise und Zahlung',
      '§ 5 Lieferung',
      '§ 6 Eigentumsvorbehalt',
      '§ 7 Gewährleistung',
      '§ 8 Haftung',
      '§ 9 Anwendbares Recht und Gerichtsstand',
      '§ 10 Alternative Streitbeilegung',
    ]);
    expect(sectionText(agb, 'vertragsschluss')).toContain('innerhalb von fünf Tagen annehmen');
    const withdrawal = sectionText(agb, 'widerrufsrecht');
    expect(withdrawal).toContain('Widerrufsbelehrung');
    expect(withdrawal).toContain('binnen vierzehn Tagen ohne Angabe von Gründen');
    expect(withdrawal).toContain('Muster-Widerrufsformular');
    expect(withdrawal).toContain('§ 312g Abs. 2 Nr. 1 BGB');
    expect(sectionText(agb, 'gewaehrleistung')).toContain(
      'Gegenüber Unternehmern beträgt die Gewährleistungsfrist bei neuen Waren ein Jahr',
    );
    expect(sectionText(agb, 'lieferung')).toContain(typeset('1-2 Wochen'));
    const adr = sectionText(agb, 'streitbeilegung');
    expect(adr).toContain(
      'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle',
    );
    expect(adr).toContain('§ 36 VSBG');
    for (const doc of [impressum, datenschutz, agb]) {
      expect(hrefs(doc).filter((h) => h.includes('ec.europa.eu'))).toEqual([]);
      expect(docText(doc)).not.toMatch(/OS-Plattform|Online-Streitbeilegung/);
    }
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

describe('Datenschutz follows the build settings', () => {
  it('prints the configured retention days', () => {
    const doc = privacyPolicy({ consentMode: 'basic', retentionDays: 90 });
    expect(sectionText(doc, 'kontaktformular')).toContain(
      'Gespeicherte Anfragen löschen wir automatisch nach 90 Tagen',
    );
    expect(sectionText(doc, 'kontaktformular')).not.toContain('180 Tagen');
  });

  it('basic mode: no connection to Google before consent; advanced mode: scripts and cookieless pings at once', () => {
    const basic = sectionText(privacyPolicy({ consentMode: 'basic', retentionDays: 180 }), 'google-analytics');
    expect(basic).toContain('Vorher wird keine Verbindung zu Google aufgebaut.');
    const advanced = sectionText(privacyPolicy({ consentMode: 'advanced', retentionDays: 180 }), 'google-analytics');
    expect(advanced).not.toContain('Vorher wird keine Verbindung zu Google aufgebaut');
    expect(advanced).toContain('schon beim Aufruf jeder Seite geladen');
    expect(advanced).toContain('cookielose Signale');
  });

  it('server logs: retention is the host’s, no promise of 14 days; rate limit per Anschluss with an HMAC', () => {
    expect(sectionText(datenschutz, 'server-logs')).not.toContain('14 Tagen');
    expect(sectionText(datenschutz, 'server-logs')).toContain('Hosting-Dienstleister');
    const form = sectionText(datenschutz, 'kontaktformular');
    expect(form).toContain('je Anschluss (IP-Adresse)');
    expect(form).toContain('HMAC-SHA-256');
    expect(form).not.toContain('je Gerät');
    expect(form).toContain('Vor- und Nachname, E-Mail-Adresse, Interesse und Nachricht');
  });
});

describe('AGB against the law in force', () => {
  it('the custom-goods exclusion does not cover choosing among standard hardness grades or fabrics', () => {
    const withdrawal = sectionText(agb, 'widerrufsrecht');
    expect(withdrawal).toMatch(
      /bloße Auswahl unter unseren Standardausführungen – etwa eines der angebotenen Härtegrade, Bezugsstoffe/,
    );
    expect(withdrawal).toContain('bleibt Ihr Widerrufsrecht bestehen');
    expect(withdrawal).not.toMatch(/nach Ihren Maßen, Härtegraden, Stoffen/);
  });

  it('AGB, withdrawal notice and model form come with the offer, before the order', () => {
    expect(sectionText(agb, 'vertragsschluss')).toContain(
      'Mit dem Angebot erhalten Sie diese AGB und – bei Fernabsatzverträgen und außerhalb unserer Geschäftsräume geschlossenen Verträgen – die Widerrufsbelehrung mit dem Muster-Widerrufsformular, also bevor Sie bestellen.',
    );
  });

  it('delivery time is a definite period, not "in der Regel"', () => {
    const delivery = sectionText(agb, 'lieferung');
    expect(delivery).not.toContain('in der Regel');
    expect(delivery).toContain('spätestens zwei Wochen nach Vertragsschluss');
  });

  it('§ 7(3) points to guarantee terms that the Garantie page contains (§ 479 BGB)', () => {
    const warranty = agb.sections.find((s) => s.id === 'gewaehrleistung')!;
    const links = warranty.blocks
      .flatMap((b) => (b.type === 'p' ? b.content : []))
      .filter((c) => typeof c !== 'string');
    expect(links).toContainEqual({ text: 'Garantiebedingungen', href: '/garantie#garantiebedingungen' });
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
