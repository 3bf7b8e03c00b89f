// @vitest-environment jsdom
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CONSENT_HEAD_SCRIPT, CONSENT_HEAD_SCRIPT_HASH } from '../../src/lib/consent-head.ts';
import { FONT_LOADER_SCRIPT, FONT_LOADER_SCRIPT_HASH } from '../../src/lib/font-loader.ts';
import { serializeInlineScript } from '../../src/lib/inline-script.ts';

/**
 * The inline head scripts are typed functions serialised at build. astro.config.mjs loads them
 * through Node (its CSP hashes), the pages through Vite (the text they emit): both must give the
 * same text, or the policy would name a hash no page carries.
 */
describe('inline head scripts', () => {
  it('serialise to the same text under Node as under Vite, and their hashes are of that text', () => {
    const underNode = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const c = await import('./src/lib/consent-head.ts'); const f = await import('./src/lib/font-loader.ts');
         process.stdout.write(JSON.stringify([c.CONSENT_HEAD_SCRIPT, f.FONT_LOADER_SCRIPT]));`,
      ],
      { encoding: 'utf8' },
    );
    expect(JSON.parse(underNode)).toEqual([CONSENT_HEAD_SCRIPT, FONT_LOADER_SCRIPT]);
    const sha = (t: string) => `sha256-${createHash('sha256').update(t).digest('base64')}`;
    expect(CONSENT_HEAD_SCRIPT_HASH).toBe(sha(CONSENT_HEAD_SCRIPT));
    expect(FONT_LOADER_SCRIPT_HASH).toBe(sha(FONT_LOADER_SCRIPT));
  });

  it('call the function with its JSON arguments, safe inside <script>', () => {
    const text = serializeInlineScript((id: string) => {
      document.title = `${id}!`;
    }, 'a"</script>');
    expect(text).not.toContain('</script>');
    // The serialised text is what the page runs inline; running it here is the point of the test.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    (new Function(text) as () => void)();
    expect(document.title).toBe('a"</script>!');
  });
});
