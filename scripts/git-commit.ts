/** The short hash of HEAD for benchmark and stress reports, or 'unknown' outside a git checkout. */
import { execFileSync } from 'node:child_process';

export function gitCommit(cwd?: string): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}
