/**
 * Vite plugin of the editing command only (astro.edit.config.mjs; the production build has
 * neither it nor the editor). Two things the development server does on its own go wrong for
 * the owner:
 *
 * - A save reloads the editor (its fields are built from the content, so the files are part of
 *   its modules). The reload came as soon as the file appeared, before Keystatic had read the
 *   answer: after *Erstellen* the owner was back on an empty form, with no word whether the page
 *   was created. The reload now waits until Keystatic's write is answered and the files are
 *   quiet, so it lands on the entry Keystatic opened, and the page is told what was written
 *   (saved-toast.ts shows it in German).
 * - The site's preview checks a page's picture against the pictures the Fotos file listed when
 *   the content layer loaded its schema. A picture added since then was refused ("kein Bild
 *   heißt …") until a restart, and its sizes were made only at the start. The pictures are one
 *   list per process (images.ts); when the Fotos file changes, the list is set to the file's at
 *   once, and the new picture's sizes are made when the save is written whole, before the reload.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { HotPayload, Plugin } from 'vite';
import { writePictureVariants } from '../../scripts/lib/picture-variants.ts';
import { isImageName, setOwnPictures } from '../content/images.ts';
import { SAVED_EVENT, type FileChange } from './saved-notice.ts';
import { writes } from './writes.ts';

/**
 * How long the files must be quiet, and Keystatic's last write answered, before the editor
 * reloads: long enough for the page to act on the answer on a busy machine.
 */
const SETTLE_MS = 1000;

const PHOTOS = 'src/content/data/photos.json';
/** What a save of the editor writes: the content files and uploaded pictures. */
const isWritten = (file: string) => file.startsWith('src/content/') || file.startsWith('src/assets/images/');

export function editorPlugin(): Plugin {
  let root = process.cwd();
  let pending: FileChange[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The Fotos file changed: its pictures' sizes are to be made before the reload. */
  let picturesChanged = false;
  /** Sizes being made. */
  let making = false;

  /** The client channel's own send: every reload of the editor goes through `flush`. */
  let send: ((payload: HotPayload) => void) | undefined;
  const flush = () => {
    // Keystatic acts on its answer (it opens a created entry): the reload comes after that.
    const { running, doneAt } = writes();
    if (running > 0 || making || Date.now() - doneAt < SETTLE_MS) {
      timer = setTimeout(flush, 200);
      return;
    }
    if (picturesChanged) {
      picturesChanged = false;
      making = true;
      void makePictures(root).finally(() => {
        making = false;
        flush();
      });
      return;
    }
    const changes = pending;
    pending = [];
    send?.({ type: 'custom', event: SAVED_EVENT, data: changes });
    send?.({ type: 'full-reload', path: '*' });
  };
  const reloadLater = () => {
    clearTimeout(timer);
    timer = setTimeout(flush, SETTLE_MS);
  };

  return {
    name: 'site-editor',
    apply: 'serve',
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      // Astro reloads the page itself when the content layer has read a saved file; that reload,
      // too, must wait for Keystatic's answer, so every reload of the editor's page is deferred
      // to `flush` (one reload, after the writing).
      const defer =
        (original: (...args: unknown[]) => void) =>
        (...args: unknown[]) => {
          const [payload] = args;
          if (typeof payload === 'object' && payload !== null && (payload as HotPayload).type === 'full-reload')
            reloadLater();
          else original(...args);
        };
      const channel = server.environments.client.hot;
      const channelSend: (...args: unknown[]) => void = channel.send.bind(channel);
      send = channelSend;
      channel.send = defer(channelSend);
      if (server.ws !== channel) {
        const wsSend: (...args: unknown[]) => void = server.ws.send.bind(server.ws);
        server.ws.send = defer(wsSend);
      }
    },
    hotUpdate: {
      // After Vite's own hooks, which add the modules that list the content (import.meta.glob).
      order: 'post',
      handler({ file, type }) {
        const at = path.relative(root, file).split(path.sep).join('/');
        // The other environments (the pages, the content layer) update as Vite has it.
        if (!isWritten(at) || this.environment.name !== 'client') return undefined;
        pending.push({ file: at, type });
        // Vite calls the client's hooks first, before the pages are read again. The new picture's
        // sizes are made once the save is written whole (its photo may come after the file).
        if (at === PHOTOS) picturesChanged = setPictures(root) !== undefined;
        reloadLater();
        return [];
      },
    },
  };
}

type Photos = Record<string, unknown> & { pictures?: { alt: { name: string; slug: string }; file: string }[] };

/**
 * Sets the own pictures to the Fotos file's (one list per process: images.ts); the file as read,
 * or undefined when it is half written or broken (the save check and the build name that).
 */
function setPictures(root: string): Photos | undefined {
  try {
    const photos = JSON.parse(readFileSync(path.join(root, PHOTOS), 'utf8')) as Photos;
    setOwnPictures(photos.pictures ?? []);
    return photos;
  } catch {
    return undefined;
  }
}

/**
 * Makes the sizes and formats the pages show of the pictures the Fotos file names (the images
 * step, which skips what is unchanged; `npm run edit` ran it once at the start).
 */
async function makePictures(root: string) {
  const photos = setPictures(root);
  if (!photos) return;
  // The own pictures and the shipped ones the file replaces.
  const names = [
    ...(photos.pictures ?? []).map((p) => p.alt.slug),
    ...Object.keys(photos).filter((k) => k !== 'pictures' && photos[k]),
  ];
  let problems: string[];
  try {
    ({ problems } = await writePictureVariants({ root, photos, names: names.filter(isImageName) }));
  } catch (error) {
    problems = [error instanceof Error ? error.message : String(error)];
  }
  // The same warning as at the start: the page shows the picture once it is replaced.
  if (problems.length > 0) console.warn(`Achtung, diese Bilder fehlen auf den Seiten:\n${problems.join('\n')}`);
}
