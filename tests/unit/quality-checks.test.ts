import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkFiles, isKnownCheckerGap } from '../../scripts/validate-html.ts';
import { pageText } from '../../scripts/spell-pages.ts';

const hasJava = spawnSync('java', ['-version']).status === 0;
const dir = mkdtempSync(path.join(tmpdir(), 'quality-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const page = (body: string) =>
  `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Test</title></head><body>${body}</body></html>`;

describe('validate:html', () => {
  it('accepts only the checker gaps that come with CSS @property', () => {
    expect(isKnownCheckerGap({ type: 'error', message: 'CSS: Unrecognized at-rule “@property”.' })).toBe(true);
    expect(
      isKnownCheckerGap({
        type: 'error',
        message: 'CSS: “transition-property”: “--tw-gradient-from” is not a “transition-property” value.',
      }),
    ).toBe(true);
    const marginTrim = "CSS: “margin-trim”: Property “margin-trim” doesn't exist.";
    expect(isKnownCheckerGap({ type: 'error', message: marginTrim, extract: 'rgin-trim:block))) or' })).toBe(true);
    expect(isKnownCheckerGap({ type: 'error', message: marginTrim, extract: 'p{margin-trim:block}' })).toBe(false);
    expect(
      isKnownCheckerGap({
        type: 'error',
        message: 'Element “h3” not allowed as child of element “span” in this context.',
      }),
    ).toBe(false);
    expect(isKnownCheckerGap({ type: 'error', message: 'CSS: Unrecognized at-rule “@foo”.' })).toBe(false);
  });

  it('accepts CSS anchor positioning, which the checker does not know, and nothing beside it', () => {
    const gap = (message: string, extract?: string) => isKnownCheckerGap({ type: 'error', message, extract });
    expect(gap("CSS: “anchor-name”: Property “anchor-name” doesn't exist.", 'chor-name:--products-nav}.')).toBe(true);
    expect(gap("CSS: “position-anchor”: Property “position-anchor” doesn't exist.", 'on-anchor:--products-nav}')).toBe(
      true,
    );
    expect(gap('CSS: “top”: “anchor(bottom)” is not a “top” value.')).toBe(true);
    expect(gap('CSS: “left”: “anchor(left)” is not a “left” value.')).toBe(true);
    expect(gap("CSS: “anchor-name”: Property “anchor-name” doesn't exist.", 'anchor-name:1px')).toBe(false);
    expect(gap("CSS: “anchor-names”: Property “anchor-names” doesn't exist.", 'anchor-names:--x')).toBe(false);
    expect(gap('CSS: “top”: “anchor(nope)” is not a “top” value.')).toBe(false);
    expect(gap('CSS: “width”: “anchor(left)” is not a “width” value.')).toBe(false);
  });

  it.skipIf(!hasJava)('reports a heading inside a span and passes valid markup', { timeout: 120_000 }, () => {
    const bad = path.join(dir, 'bad.html');
    const good = path.join(dir, 'good.html');
    writeFileSync(bad, page('<a href="/x"><span><h3>Titel</h3></span></a>'));
    writeFileSync(good, page('<a href="/x"><div><h3>Titel</h3></div></a>'));
    const errors = checkFiles([bad, good]);
    expect(errors.map((e) => [path.basename(new URL(e.url!).pathname), e.message.split('.')[0]])).toEqual([
      ['bad.html', 'Element “h3” not allowed as child of element “span” in this context'],
    ]);
  });
});

describe('spell:pages', () => {
  it('reads visible text and text attributes, not scripts or styles', () => {
    const text = pageText(
      page(
        '<p>Lieferung&nbsp;in 1–2&nbsp;Wochen</p><img alt="Showroom" src="/a.png"><script>var fehlerhaft=1</script><style>.x{}</style><h2>Daten\u00adschutz</h2>',
      ),
    );
    expect(text).toContain('Lieferung\u00a0in 1–2\u00a0Wochen');
    expect(text).toContain('Showroom');
    expect(text).toContain('Datenschutz');
    expect(text).not.toContain('fehlerhaft');
  });

  it('flags a misspelt word and a noun in lower case, and passes correct copy', { timeout: 120_000 }, () => {
    const cspell = (text: string) =>
      spawnSync('node_modules/.bin/cspell', ['--no-progress', '--no-summary', 'stdin://page.txt'], {
        input: text,
        encoding: 'utf8',
      });
    expect(cspell('Seit über 20 Jahren fertigen wir Boxspringbetten und Matratzen.').status).toBe(0);
    const wrong = cspell('Handgefertigte Matrazen aus eigener Herstellung. Unsere matratze ist weich.');
    expect(wrong.status).toBe(1);
    expect(wrong.stdout).toContain('(Matrazen)');
    expect(wrong.stdout).toContain('(matratze)');
  });
});
