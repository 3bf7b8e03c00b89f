/**
 * Vite plugin: the virtual module 'virtual:chat-knowledge' holds the chat's passages, built
 * from the content modules when the site is built (src/lib/chat/knowledge.ts). The chat chunk
 * then carries the passages only, not the content modules they come from, in their compact
 * form (`compactKnowledge`: a topic's sentence a passage holds is a reference to it), read back
 * by `expandKnowledge` when the chunk runs.
 *
 * The passages are built in a child Node process, so every build (and every reload of the dev
 * server after a content edit) reads the content modules afresh, whatever Vite has cached.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const ID = 'virtual:chat-knowledge';
const RESOLVED_ID = `\0${ID}`;
const source = new URL('./knowledge.ts', import.meta.url);
const reader = fileURLToPath(new URL('./passages.ts', import.meta.url));
const contentDir = fileURLToPath(new URL('../../content/', import.meta.url));

/** The knowledge (compact passages and topics) as JSON, from a fresh Node process. */
function buildKnowledgeJson(): string {
  const script = `const k = await import(${JSON.stringify(source.href)}); process.stdout.write(JSON.stringify(k.compactKnowledge(k.buildKnowledge())));`;
  return execFileSync(
    process.execPath,
    ['--input-type=module', '--disable-warning=ExperimentalWarning', '--eval', script],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
}

export function chatKnowledge(): Plugin {
  return {
    name: 'chat-knowledge',
    configureServer(devServer) {
      // A content edit in the dev server rebuilds the passages.
      devServer.watcher.on('change', (file) => {
        if (!file.startsWith(contentDir)) return;
        const mod = devServer.moduleGraph.getModuleById(RESOLVED_ID);
        if (mod) void devServer.reloadModule(mod);
      });
    },
    resolveId(id) {
      return id === ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(fileURLToPath(source));
      return `import { expandKnowledge } from ${JSON.stringify(reader)};\nexport default expandKnowledge(${buildKnowledgeJson()});`;
    },
  };
}
