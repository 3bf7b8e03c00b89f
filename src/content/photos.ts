/**
 * Photos dropped into src/assets/images (any source that is not the shipped SVG artwork). While
 * there are none, the Impressum may say every picture is an original graphic; once there are,
 * it names the photos' credit from the operator configuration, and `npm run golive` asks for it.
 * Build and scripts only (reads the file system).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

export function photoSources(root: string = process.cwd()): string[] {
  try {
    // The owner's own pictures sit in folders of their own (pictures/<name>/).
    return readdirSync(path.join(root, 'src/assets/images'), { recursive: true, encoding: 'utf8' })
      .filter((n) => /\.(?:avif|webp|jpe?g|png)$/i.test(n))
      .sort();
  } catch {
    return [];
  }
}
