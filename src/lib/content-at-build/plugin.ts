/**
 * Vite plugin: the browser gets the site's content as finished values, never the code that makes
 * them. German typography (src/lib/typography.ts), the tokens of the copy and the derived readings
 * of the owner's data run when the site is built; an island that imports a content module gets
 * that module's exports as literals, evaluated at build time through Vite exactly as the
 * prerendered pages evaluate them, so the hydrated island renders the same text.
 *
 * An export that is a function (or holds one) cannot be a literal: it is re-exported from the
 * module's own code (`?content-code`), which the browser then loads with that module's top level.
 * So a function the browser calls lives apart from typeset copy (src/content/image-files.ts beside
 * the picture registry), and reads the copy by importing it, as literals. The client build fails
 * if any chunk still contains the typography, naming the chain of imports that brought it.
 * Only `astro build` uses this; the development server and the editor run the modules as they are.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { productPagesPlugin } from '../product-pages-plugin.ts';
import { literalsOf } from './literals.ts';
import { codeOnly } from './code-only.ts';

const contentDir = fileURLToPath(new URL('../../content/', import.meta.url));
const typographyModule = fileURLToPath(new URL('../typography.ts', import.meta.url));
const CODE_QUERY = '?content-code';
/** One export of a content module as a literal: `<file>?content-export=<name>`. */
const EXPORT_QUERY = '?content-export=';

/** Whether Vite's id names a content module (TypeScript under src/content, no query). */
export function isContentModule(id: string): boolean {
  return id.startsWith(contentDir) && id.endsWith('.ts') && !id.endsWith('.d.ts') && !id.includes('?');
}

/**
 * Evaluates content modules as the prerendered pages do: through Vite (its `import.meta.env` with
 * the build's public settings, the content entries read by the product-pages plugin), in a server
 * of its own that lives as long as the client build.
 */
class Evaluator {
  private server: Promise<ViteDevServer> | undefined;
  private readonly answers = new Map<string, Promise<ReturnType<typeof literalsOf>>>();

  private readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  evaluate(file: string): Promise<ReturnType<typeof literalsOf>> {
    let answer = this.answers.get(file);
    if (!answer) {
      answer = this.start().then(async (server) => literalsOf(await server.ssrLoadModule(file)));
      this.answers.set(file, answer);
    }
    return answer;
  }

  private start(): Promise<ViteDevServer> {
    this.server ??= createServer({
      root: this.root,
      configFile: false,
      logLevel: 'error',
      envPrefix: 'PUBLIC_',
      mode: 'production',
      appType: 'custom',
      server: { middlewareMode: true, hmr: false, watch: null, ws: false },
      optimizeDeps: { noDiscovery: true, include: [] },
      plugins: [productPagesPlugin()],
    });
    return this.server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    this.answers.clear();
    await (await server)?.close();
  }
}

/**
 * The rule the client build keeps: no browser chunk contains the typography's code. Returns the
 * build's error naming the chunk and the chain of imports that brought it, or undefined.
 */
export function typographyInBrowser(
  bundle: Record<
    string,
    { type: 'chunk'; fileName: string; modules: Record<string, { renderedLength: number }> } | { type: 'asset' }
  >,
  importersOf: (id: string) => readonly string[],
): string | undefined {
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk') continue;
    if (!(chunk.modules[typographyModule]?.renderedLength ?? 0)) continue;
    // The way in within this chunk: from the typography up through importers the chunk holds.
    const inChunk = (id: string) => id in chunk.modules;
    const chain: string[] = [];
    const seen = new Set<string>();
    for (let id: string | undefined = typographyModule; id && !seen.has(id) && chain.length < 8;) {
      seen.add(id);
      chain.push(path.relative(process.cwd(), id));
      const importers = importersOf(id);
      id = importers.find((i) => inChunk(i) && !seen.has(i)) ?? importers.find((i) => !seen.has(i));
    }
    return `German typography must run at build time, but the browser chunk ${chunk.fileName} contains it (${chain.join(' <- ')}). A function the browser calls must not typeset: keep the copy in a content module's values (they reach the browser as literals) and the function apart from it.`;
  }
  return undefined;
}

export function contentAtBuild(): Plugin {
  let evaluator: Evaluator | undefined;
  return {
    name: 'content-at-build',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      evaluator = new Evaluator(config.root);
    },
    async load(id) {
      if (id.endsWith(CODE_QUERY) && isContentModule(id.slice(0, -CODE_QUERY.length))) {
        // The browser needs a content module's code only for its functions: its top level (a
        // registry the editor fills, the copy the literals already hold) runs only where a
        // function the browser calls needs it, and the exports that are literals come from theirs.
        const file = id.slice(0, -CODE_QUERY.length);
        const { names } = await evaluator!.evaluate(file);
        return {
          code: codeOnly(readFileSync(file, 'utf8'), file, names, (name) => file + EXPORT_QUERY + name),
          moduleSideEffects: false,
        };
      }
      // The typography has no side effects: a module whose code the browser needs for its functions
      // may import it for the copy its top level typesets, and that import is dropped with the copy.
      if (id === typographyModule) return { code: readFileSync(id, 'utf8'), moduleSideEffects: false };
      const at = id.indexOf(EXPORT_QUERY);
      if (at > 0 && isContentModule(id.slice(0, at))) {
        const answer = await evaluator!.evaluate(id.slice(0, at));
        const name = id.slice(at + EXPORT_QUERY.length);
        return { code: answer.literals[answer.names.indexOf(name)]!, moduleSideEffects: false };
      }
      if (!isContentModule(id)) return undefined;
      let answer: ReturnType<typeof literalsOf>;
      try {
        answer = await evaluator!.evaluate(id);
      } catch (error) {
        this.warn(`${path.relative(process.cwd(), id)} stays code in the browser: ${String(error)}`);
        return undefined;
      }
      // Each literal is a module of its own: a chunk carries the exports its code reads, and an
      // export only a lazily loaded chunk reads (the chat's English glossary) loads with that chunk.
      return [
        ...answer.names.map((name) => `export { ${name} } from ${JSON.stringify(id + EXPORT_QUERY + name)};`),
        ...(answer.code.length > 0
          ? [`export { ${answer.code.join(', ')} } from ${JSON.stringify(id + CODE_QUERY)};`]
          : []),
      ].join('\n');
    },
    async buildEnd() {
      await evaluator?.stop();
    },
    generateBundle(_options, bundle) {
      const problem = typographyInBrowser(bundle, (id) => this.getModuleInfo(id)?.importers ?? []);
      if (problem) this.error(problem);
    },
  };
}
