/**
 * Owner socket: the embedded PGlite can be open in one process only. While the server holds it,
 * the owner command reads through a Unix socket in DATA_DIR (file mode 0600: only the user the
 * server runs as can connect). It answers one read-only request per connection.
 */
import { once } from 'node:events';
import { chmodSync, existsSync, rmSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import type { Logger } from 'pino';
import { createBackup } from './backup.ts';
import type { Db } from './db/index.ts';
import type { EnquiryRow } from './db/schema.ts';
import { listEnquiries } from './enquiry-export.ts';
export function ownerSocketPath(dataDir: string): string {
  return `${dataDir}/enquiries.sock`;
}

export type OwnerRequest = { cmd: 'list'; since?: string } | { cmd: 'backup' };

export function serveOwnerSocket(path: string, db: () => Db, logger: Logger): Promise<Server> {
  if (existsSync(path)) rmSync(path, { force: true });
  const server = createServer((socket) => {
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('error', () => {});
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      if (buffer.length > 4096) return socket.destroy();
      const nl = buffer.indexOf('\n');
      if (nl < 0) return;
      const line = buffer.slice(0, nl);
      void (async () => {
        try {
          const req = JSON.parse(line) as OwnerRequest;
          if (req.cmd === 'backup') return await sendBackup(db(), socket);
          if (req.cmd !== 'list') throw new Error('unknown command');
          const since = req.since ? new Date(req.since) : undefined;
          const rows = await listEnquiries(db(), { since });
          socket.end(JSON.stringify({ ok: true, rows }) + '\n');
        } catch (err) {
          logger.warn({ err: { message: (err as Error).message } }, 'owner socket request failed');
          socket.end(JSON.stringify({ ok: false, error: (err as Error).message }) + '\n');
        }
      })();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      chmodSync(path, 0o600);
      resolve(server);
    });
  });
}

/**
 * `npm run db:backup` while the server holds PGlite: the snapshot is read into memory inside
 * one short transaction (requests wait meanwhile, for well under a second at this site's
 * volume) and then streamed as JSON lines, so a slow reader never holds the database.
 */
async function sendBackup(db: Db, socket: Socket): Promise<void> {
  const lines: string[] = [];
  await createBackup(db, 'pglite', (line) => void lines.push(line));
  for (const line of lines) {
    if (!socket.write(line + '\n')) await once(socket, 'drain');
  }
  socket.end();
}

/** Asks a running server for enquiries over its owner socket. */
export function requestOwnerSocket(path: string, req: OwnerRequest & { cmd: 'list' }): Promise<EnquiryRow[]> {
  return new Promise((resolve, reject) => {
    const socket = connect(path);
    let data = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(JSON.stringify(req) + '\n'));
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      try {
        type Answer = {
          ok: boolean;
          rows?: (EnquiryRow & { createdAt: string; healthConsentAt: string | null })[];
          error?: string;
        };
        const answer = JSON.parse(data) as Answer;
        if (!answer.ok) return reject(new Error(answer.error));
        resolve(
          answer.rows!.map((r) => ({
            ...r,
            createdAt: new Date(r.createdAt),
            healthConsentAt: r.healthConsentAt ? new Date(r.healthConsentAt) : null,
          })),
        );
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)));
      }
    });
  });
}
