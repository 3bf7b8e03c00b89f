// @vitest-environment jsdom
/**
 * A picture field (a section's „Bild“) offers every picture by its name, with what it shows under
 * it in the list; its button shows the name alone, as wide as the row, so it is never cut short
 * by the text behind it ('product-topper: Ein T…').
 */
import { KeystarProvider } from '@keystar/ui/core';
import fc from 'fast-check';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import '../../keystatic.config.tsx';
import { images, shippedImages } from '../../src/content/images.ts';
import { imageName } from '../../src/content/section-schema.ts';
import { fieldFor } from '../../src/editor/zod-fields.tsx';

const field = fieldFor('image', imageName) as unknown as { Input: ComponentType<Record<string, unknown>> };

function rendered(value: string) {
  const html = renderToStaticMarkup(
    createElement(
      KeystarProvider,
      null,
      createElement(field.Input, { value, onChange: () => {}, forceValidation: false, autoFocus: false }),
    ),
  );
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return { button: doc.querySelector('button')!, options: [...doc.querySelectorAll('option')] };
}

describe('the picture choice', () => {
  it("its button shows the chosen picture's name alone; the list names every picture with what it shows (generated)", () => {
    // The owner's own pictures first, then the shipped ones.
    const names = [
      ...Object.keys(images).filter((n) => !(n in shippedImages)),
      ...Object.keys(images).filter((n) => n in shippedImages),
    ];
    fc.assert(
      fc.property(fc.constantFrom(...names), (name) => {
        const { button, options } = rendered(name);
        // The value the button shows (and is named by, with the field's label).
        const shown = button.ownerDocument.getElementById(button.getAttribute('aria-labelledby')!.split(' ')[0]!);
        expect(shown!.textContent).toBe(name);
        const offered = options.filter((o) => o.value !== '');
        expect(offered.map((o) => o.value)).toEqual(names);
        for (const o of offered) expect(o.textContent).toBe(`${o.value}: ${images[o.value]!.alt}`);
      }),
      { numRuns: 10 },
    );
  });
});
