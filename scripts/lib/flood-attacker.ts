/**
 * The attacker of the idle-connection flood (scripts/lib/hardening.ts), in its own process so
 * its thousands of sockets do not slow down the measuring client's event loop:
 *
 *   node scripts/lib/flood-attacker.ts PORT LOCAL_ADDRESS SOCKETS DURATION_MS RECONNECT_MS
 *
 * Keeps SOCKETS idle connections from LOCAL_ADDRESS open, reconnecting each one the server
 * closes after RECONNECT_MS; prints `ready` once all were started and `{"opened":N}` at the end.
 */
import net from 'node:net';

const [port, localAddress, sockets, durationMs, reconnectMs] = process.argv.slice(2);
let opened = 0;
let stopping = false;
const open = new Set<net.Socket>();

const connect = () => {
  if (stopping) return;
  opened++;
  const socket = net.connect({ host: '127.0.0.1', port: Number(port), localAddress });
  open.add(socket);
  socket.on('error', () => {});
  socket.on('close', () => {
    open.delete(socket);
    if (!stopping) setTimeout(connect, Number(reconnectMs));
  });
};

for (let i = 0; i < Number(sockets); i++) {
  connect();
  if (i % 200 === 199) await new Promise((r) => setTimeout(r, 10));
}
console.log('ready');
await new Promise((r) => setTimeout(r, Number(durationMs)));
stopping = true;
for (const s of open) s.destroy();
console.log(JSON.stringify({ opened }));
process.exit(0);
