/**
 * Writes .br and .gz next to every compressible file of the client build; the server (sirv)
 * sends them by Accept-Encoding. Files under 512 B are left alone (a round trip costs more than
 * the bytes), and a variant that saves less than 10 % is not written.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const dist = path.resolve(process.env.ASTRO_OUT_DIR ?? 'dist', 'client');
const exts = new Set(['.html', '.css', '.js', '.mjs', '.svg', '.xml', '.txt', '.json', '.webmanifest', '.ico']);
const MIN_BYTES = 512;
let files = 0;
let before = 0;
let afterBr = 0;

async function variant(file: string, suffix: string, original: Buffer, compressed: Buffer) {
  if (compressed.length <= original.length * 0.9) await writeFile(`${file}${suffix}`, compressed);
  else await rm(`${file}${suffix}`, { force: true });
}

async function compress(file: string) {
  const data = await readFile(file);
  if (data.length < MIN_BYTES) return;
  const isText = !file.endsWith('.ico');
  const [br, gzipped] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: isText ? constants.BROTLI_MODE_TEXT : constants.BROTLI_MODE_GENERIC,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gz(data, { level: 9 }),
  ]);
  await Promise.all([variant(file, '.br', data, br), variant(file, '.gz', data, gzipped)]);
  files++;
  before += data.length;
  afterBr += Math.min(br.length, data.length);
}

async function walk(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await walk(file)));
    else if (exts.has(path.extname(entry.name))) out.push(file);
  }
  return out;
}

await Promise.all((await walk(dist)).map(compress));
console.log(
  `compress: ${files} file(s) precompressed in ${dist} (${(before / 1024).toFixed(0)} KB → ${(afterBr / 1024).toFixed(0)} KB br)`,
);
