/**
 * Vite plugin: the virtual module 'virtual:chat-knowledge' holds the chat's passages, built
 * from the content modules when the site is built (src/lib/chat/knowledge.ts). The chat chunk
 * then carries the passages only, not the content modules they come from.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin, ViteDevServer } from 'vite';

const ID = 'virtual:chat-knowledge';
const RESOLVED_ID = `\0${ID}`;
const source = new URL('./knowledge.ts', import.meta.url);
const contentDir = fileURLToPath(new URL('../../content/', import.meta.url));

type KnowledgeModule = typeof import('./knowledge.ts');

export function chatKnowledge(): Plugin {
  let server: ViteDevServer | undefined;
  return {
    name: 'chat-knowledge',
    configureServer(devServer) {
      // Only the dev server (not Vitest) reloads content edits; a build reads the modules once.
      if (process.env.VITEST) return;
      server = devServer;
      devServer.watcher.on('change', (file) => {
        if (!file.startsWith(contentDir)) return;
        const mod = devServer.moduleGraph.getModuleById(RESOLVED_ID);
        if (mod) void devServer.reloadModule(mod);
      });
    },
    resolveId(id) {
      return id === ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const knowledge = (
        server ? await server.ssrLoadModule(fileURLToPath(source)) : await import(source.href)
      ) as KnowledgeModule;
      return `export default ${JSON.stringify(knowledge.compactPassages(knowledge.buildPassages()))};`;
    },
  };
}
