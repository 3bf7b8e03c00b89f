/**
 * The inline scripts (in <head>: consent default and stored choice, web-font loader; before the
 * carousels: their controls before hydration; before the contact form: its send button pressed
 * at once when it posts natively), built from
 * the site's own browser modules by Vite's `build()` API: a one-line entry calls the module's
 * exported start function, and Vite bundles and minifies it into one self-contained script, as
 * it builds every other script of the site. The same build gives the text the pages inline and
 * its CSP hash (astro.config.mjs adds the hashes to `security.csp`, the pages read the text
 * from the virtual module 'virtual:head-scripts'). Server/build only.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import { CONSENT_CONFIG_ELEMENT_ID } from './consent-head.ts';
import { FONT_CONFIG_ELEMENT_ID } from './font-loader.ts';

/** Each head script: the module, its exported start function and that function's argument. */
const HEAD_SCRIPTS: Record<
  'consent' | 'fonts' | 'carousels' | 'forms',
  { module: string; start: string; arg?: string }
> = {
  consent: { module: './consent-head.ts', start: 'consentHead', arg: CONSENT_CONFIG_ELEMENT_ID },
  fonts: { module: './font-loader.ts', start: 'fontLoader', arg: FONT_CONFIG_ELEMENT_ID },
  carousels: { module: './carousel-early.ts', start: 'carouselEarly' },
  forms: { module: './form-early.ts', start: 'formEarly' },
};

export type HeadScriptName = keyof typeof HEAD_SCRIPTS;

export interface HeadScript {
  /** The script's text, as the pages inline it. */
  text: string;
  /** Its CSP source for `script-src` (`sha256-…`). */
  hash: `sha256-${string}`;
}

const ENTRY = 'virtual:head-script-entry';
/** This folder (a path: the test environment's URL class is not Node's). */
const HERE = path.dirname(fileURLToPath(import.meta.url));

async function buildHeadScript(name: HeadScriptName): Promise<HeadScript> {
  const { module, start, arg } = HEAD_SCRIPTS[name];
  const file = path.join(HERE, module);
  const entry: Plugin = {
    name: 'head-script-entry',
    resolveId: (id) => (id === ENTRY ? `\0${ENTRY}` : undefined),
    load: (id) =>
      id === `\0${ENTRY}`
        ? `import { ${start} } from ${JSON.stringify(file)};\n${start}(${arg === undefined ? '' : JSON.stringify(arg)});\n`
        : undefined,
  };
  const result = await build({
    configFile: false,
    envDir: false,
    logLevel: 'warn',
    root: path.join(HERE, '../..'),
    plugins: [entry],
    build: {
      write: false,
      minify: true,
      target: 'es2020',
      modulePreload: false,
      copyPublicDir: false,
      rolldownOptions: { input: ENTRY, output: { format: 'iife' } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((o) => o.output).filter((o) => o.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`head script ${name}: expected one chunk, got ${chunks.length}`);
  const text = chunks[0]!.code.trim();
  return { text, hash: `sha256-${createHash('sha256').update(text).digest('base64')}` };
}

/** Every head script, built once. */
export async function buildHeadScripts(): Promise<Record<HeadScriptName, HeadScript>> {
  const names = Object.keys(HEAD_SCRIPTS) as HeadScriptName[];
  const built = await Promise.all(names.map(buildHeadScript));
  return Object.fromEntries(names.map((n, i) => [n, built[i]!])) as Record<HeadScriptName, HeadScript>;
}

const VIRTUAL = 'virtual:head-scripts';

/** Vite: 'virtual:head-scripts' exports each script's text (`consent`, `fonts`, `carousels`). */
export function headScriptsPlugin(scripts: Record<HeadScriptName, HeadScript>): Plugin {
  return {
    name: 'head-scripts',
    resolveId: (id) => (id === VIRTUAL ? `\0${VIRTUAL}` : undefined),
    load: (id) =>
      id === `\0${VIRTUAL}`
        ? Object.entries(scripts)
            .map(([name, s]) => `export const ${name} = ${JSON.stringify(s.text)};`)
            .join('\n')
        : undefined,
  };
}
