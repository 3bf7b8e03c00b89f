/** Writes .br and .gz next to every compressible file of the client build (served by sirv). */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(process.env.ASTRO_OUT_DIR ?? 'dist', 'client');
const exts = new Set(['.html', '.css', '.js', '.mjs', '.svg', '.xml', '.txt', '.json', '.webmanifest']);
let count = 0;

async function walk(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) await walk(file);
    else if (exts.has(path.extname(entry.name))) {
      const data = await readFile(file);
      if (data.length < 512) continue;
      await writeFile(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
      count++;
    }
  }
}

await walk(dist);
console.log(`compress: ${count} file(s) precompressed in ${dist}`);
