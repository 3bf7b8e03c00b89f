// @vitest-environment jsdom
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ICON_SPRITE_URL } from 'virtual:icon-sprite';
import { Check, Phone } from '../../src/components/ui/icons.ts';
import { buildIconSprite } from '../../src/lib/icons/sprite.ts';
import { spriteIcons, type SpriteIconName } from '../../src/lib/icons/sprite-icons.ts';

/** The outer `<svg …>` tag and the shapes inside it, as lucide-react renders an icon. */
function split(markup: string): { open: string; shapes: string } {
  const m = /^(<svg[^>]*>)([\s\S]*)<\/svg>$/.exec(markup);
  if (!m) throw new Error(`not one <svg>: ${markup}`);
  return { open: m[1]!, shapes: m[2]! };
}

describe('icon sprite file', () => {
  const { svg, url } = buildIconSprite();
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');

  it('is content-hashed under /_astro/ (cached for a year) and is the URL the pages use', () => {
    expect(url).toMatch(/^\/_astro\/icons\.[\w-]{10}\.svg$/);
    expect(buildIconSprite().url).toBe(url);
    expect(ICON_SPRITE_URL).toBe(url);
    expect(doc.querySelector('parsererror')).toBeNull();
  });

  it('holds for each icon exactly the shapes lucide draws inline, without a viewBox of its own', () => {
    const names = Object.keys(spriteIcons) as SpriteIconName[];
    expect(doc.querySelectorAll('symbol')).toHaveLength(names.length);
    for (const name of names) {
      const symbol = doc.getElementById(name);
      expect(symbol?.tagName, name).toBe('symbol');
      expect(symbol!.hasAttribute('viewBox'), name).toBe(false);
      const inline = split(renderToStaticMarkup(createElement(spriteIcons[name]))).shapes;
      const parsed = new DOMParser().parseFromString(
        `<svg xmlns="http://www.w3.org/2000/svg">${inline}</svg>`,
        'image/svg+xml',
      ).documentElement;
      expect(symbol!.innerHTML, name).toBe(parsed.innerHTML);
    }
  });
});

describe('sprite icon components', () => {
  it("render lucide's own <svg> (attributes, classes, props) around one <use> of the symbol", () => {
    for (const [name, sprite] of [
      ['check', Check],
      ['phone', Phone],
    ] as const) {
      const props = { 'aria-hidden': true, className: 'size-5 text-brass-600', strokeWidth: 1.75 } as const;
      const fromSprite = split(renderToStaticMarkup(createElement(sprite, props)));
      const inline = split(renderToStaticMarkup(createElement(spriteIcons[name], props)));
      expect(fromSprite.open).toBe(inline.open);
      expect(fromSprite.shapes).toBe(`<use href="${ICON_SPRITE_URL}#${name}"></use>`);
    }
  });
});
