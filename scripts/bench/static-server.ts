/**
 * The reference for the load test: a plain static file server (node:http + sirv, precompressed
 * files, ETag) over the same build output, with no routing, headers or runtime of our own.
 * Usage: node scripts/bench/static-server.ts <dir>; prints {"port":N} once it listens.
 */
import http from 'node:http';
import sirv from 'sirv';

const dir = process.argv[2];
if (!dir) throw new Error('usage: static-server.ts <dir>');
const serve = sirv(dir, { dev: false, etag: true, gzip: true, brotli: true, extensions: ['html'] });
const server = http.createServer((req, res) =>
  serve(req, res, () => {
    res.statusCode = 404;
    res.end('Not found');
  }),
);
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
