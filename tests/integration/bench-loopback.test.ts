/**
 * The bench's page load adds nothing to the visitor's browser and lets nothing leave the machine:
 * its browser stops every request to another host at name resolution, before a socket opens (no
 * request interception), and FCP/LCP come from the browser's buffers (no script before the
 * page's own).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { launchPhoneBrowser, leavesLoopback, measureLoad, type PhoneBrowser } from '../../scripts/bench/phone.ts';

let phone: PhoneBrowser;
let server: http.Server;
let base: string;
const served: string[] = [];

/** Every way a page could reach another host: by name, by address, by another loopback name. */
const external = (port: number) => [
  'http://example.com/picture.png',
  'https://www.googletagmanager.com/gtag/js?id=G-TEST00000',
  'https://fonts.googleapis.com/css2?family=Inter',
  'https://www.google.com/maps/embed?pb=1',
  'http://93.184.215.14/picture.png',
  'https://[2606:2800:21f:cb07:6820:80da:af6b:8b2c]/picture.png',
  `http://localhost:${port}/picture.png`,
  'https://example.org/data.json',
];

const page = (port: number) => {
  const [img, script, css, frame, ipv4, ipv6, localhost, data] = external(port);
  return `<!doctype html><html lang="de"><head><title>t</title><link rel="icon" href="data:,">
<link rel="stylesheet" href="${css}"><script async src="${script}"></script></head>
<body><h1>Hallo</h1><img src="/local.png" width="10" height="10" alt="">
<img src="${img}" alt=""><img src="${ipv4}" alt=""><img src="${ipv6}" alt=""><img src="${localhost}" alt="">
<iframe src="${frame}" title="map"></iframe><script>fetch(${JSON.stringify(data)}).catch(() => {});</script></body></html>`;
};

/** A page that reports what it sees of the device to the server (the phone the load emulates). */
const phonePage = `<!doctype html><html lang="de"><head><title>t</title><link rel="icon" href="data:,">
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><h1>Hallo</h1><script>
fetch('/seen?' + new URLSearchParams({ width: innerWidth, dpr: devicePixelRatio,
  locale: Intl.DateTimeFormat().resolvedOptions().locale, touch: navigator.maxTouchPoints > 0 }));
</script></body></html>`;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  server = http.createServer((req, res) => {
    served.push(req.url ?? '');
    if (req.url === '/phone') res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(phonePage);
    else if (req.url === '/local.png') res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    else {
      const { port } = server.address() as AddressInfo;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(port));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  phone = await launchPhoneBrowser();
});

afterAll(async () => {
  await phone?.close();
  await new Promise((resolve) => server?.close(resolve));
});

test('every request to another host is stopped in the browser at name resolution; loopback loads', async () => {
  const sample = await measureLoad(phone, `${base}/`);
  const { port } = server.address() as AddressInfo;
  expect(sample.external.map((r) => r.url).sort()).toEqual(
    external(port)
      .map((u) => new URL(u).href)
      .sort(),
  );
  for (const r of sample.external) expect(r, r.url).toMatchObject({ error: 'net::ERR_NAME_NOT_RESOLVED' });
  expect(served).toEqual(['/', '/local.png']);
  // Read from the browser's buffers after the load, with no observer in the page.
  expect(sample.fcpMs).toBeGreaterThan(0);
  expect(sample.lcpMs).toBeGreaterThanOrEqual(sample.fcpMs);
  expect(sample.cls).toBe(0);
}, 60_000);

test('the page loads on the phone: its width, pixel ratio, touch and locale', async () => {
  served.length = 0;
  const sample = await measureLoad(phone, `${base}/phone`);
  expect(sample.external).toEqual([]);
  expect(served).toEqual(['/phone', '/seen?width=390&dpr=2&locale=de-DE&touch=true']);
}, 60_000);

test('what counts as leaving loopback', () => {
  expect(leavesLoopback('http://127.0.0.1:4321/')).toBe(false);
  expect(leavesLoopback('ws://127.0.0.1:4321/chat')).toBe(false);
  expect(leavesLoopback('data:image/png;base64,AA==')).toBe(false);
  expect(leavesLoopback('blob:http://127.0.0.1:4321/x')).toBe(false);
  expect(leavesLoopback('http://localhost:4321/')).toBe(true);
  expect(leavesLoopback('https://127.0.0.1.example.com/')).toBe(true);
  expect(leavesLoopback('http://[::1]:4321/')).toBe(true);
});
