/**
 * `npm run lock:check` / `npm run lock:fix`: keeps package-lock.json installable with `npm ci`
 * on every platform.
 *
 * Packages such as Astro's compiler binding and Tailwind's oxide list one optional dependency
 * per platform binary. `npm install` writes only the binaries the registry it talks to serves
 * into the lock, and `npm ci` then refuses the lock everywhere ("Missing: … from lock file").
 * The lock may instead list each binary by name, version, `os`, `cpu` (and `libc`) with
 * `optional: true`: `npm ci` then installs the one that fits and skips the others.
 *
 * Every entry also carries the registry's `integrity` hash and its `resolved` address, so `npm ci`
 * verifies every package it installs, on every platform (an entry without integrity is installed
 * unverified).
 *
 * `check` (no network) fails when a locked package's optional platform binary is missing from
 * the lock, or an entry lacks `integrity` or `resolved`, and prints the repair command; `fix`
 * adds the missing entries, with the platform read from the package name, and asks the registry
 * (`npm view`, only for entries without one) for their integrity.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

type LockEntry = {
  version?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
};
export type Lock = { packages: Record<string, LockEntry>; [key: string]: unknown };

export type Platform = { os?: string[]; cpu: string[]; libc?: string[] };

const OS = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony'];
const CPU = ['arm64', 'x64', 'arm', 'ia32', 'ppc64', 'riscv64', 's390x', 'loong64'];
const LIBC: Record<string, string> = { gnu: 'glibc', musl: 'musl' };

/**
 * The platform a binary package is built for, read from the usual `<name>-<os>-<cpu>[-<abi>]`
 * suffix (`-darwin-arm64`, `-linux-x64-musl`, `-win32-x64-msvc`, `-linux-arm-gnueabihf`,
 * `-wasm32-wasi`). Null when the name carries no platform.
 */
export function platformOf(name: string): Platform | null {
  const parts = name.split('/').pop()!.split('-');
  if (parts.at(-2) === 'wasm32' && parts.at(-1) === 'wasi') return { cpu: ['wasm32'] };
  for (let i = parts.length - 2; i >= 0; i--) {
    const os = parts[i]!;
    const cpu = parts[i + 1]!;
    if (OS.includes(os) && CPU.includes(cpu)) {
      const abi = parts[i + 2];
      const libc = abi ? LIBC[abi] : undefined;
      return { os: [os], cpu: [cpu], ...(libc ? { libc: [libc] } : {}) };
    }
  }
  return null;
}

/** Optional dependencies of locked packages that are platform binaries absent from the lock. */
export function missingPlatformBinaries(lock: Lock) {
  const missing: { parent: string; name: string; version: string; platform: Platform }[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const platform = platformOf(name);
      if (!platform) continue;
      // npm resolves a dependency next to its parent first, then at the top level.
      const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
      if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue;
      missing.push({ parent: path, name, version, platform });
    }
  }
  return missing;
}

/** Adds an `optional: true` entry with its platform for every missing binary; returns their names. */
export function addPlatformBinaries(lock: Lock): string[] {
  const added = missingPlatformBinaries(lock);
  for (const m of added) {
    // Keys in the order npm writes them (version, then alphabetical), so `npm install` keeps the lock as is.
    const { os, cpu, libc } = m.platform;
    lock.packages[`node_modules/${m.name}`] = {
      version: m.version,
      cpu,
      ...(libc ? { libc } : {}),
      optional: true,
      ...(os ? { os } : {}),
    };
  }
  // npm keeps the packages map sorted by path; keep diffs of the lock small.
  lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return added.map((m) => `${m.name}@${m.version}`);
}

/** The registry the lock's `resolved` addresses name (npm rewrites it to the configured one). */
const REGISTRY = 'https://registry.npmjs.org';

/** The package name of a lock path ('node_modules/a/node_modules/@s/b' -> '@s/b'). */
export function packageNameOf(lockPath: string): string {
  return lockPath.slice(lockPath.lastIndexOf('node_modules/') + 'node_modules/'.length);
}

/** The registry's tarball address of a package version. */
export function tarballOf(name: string, version: string): string {
  return `${REGISTRY}/${name}/-/${name.split('/').pop()}-${version}.tgz`;
}

/** Registry packages of the lock without `integrity` or without `resolved` (links and the root excluded). */
export function unverifiedEntries(lock: Lock): { path: string; name: string; version: string; missing: string[] }[] {
  const out: { path: string; name: string; version: string; missing: string[] }[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (path === '' || entry.link || entry.inBundle || typeof entry.version !== 'string') continue;
    const missing = ['integrity', 'resolved'].filter((k) => typeof entry[k] !== 'string' || entry[k] === '');
    if (missing.length) out.push({ path, name: packageNameOf(path), version: entry.version, missing });
  }
  return out;
}

/** Fills in `resolved` (computed) and `integrity` (asked of the registry, one look-up per entry lacking it). */
function addIntegrity(lock: Lock, lookup: (spec: string) => string): string[] {
  const filled: string[] = [];
  for (const u of unverifiedEntries(lock)) {
    const entry = lock.packages[u.path]!;
    if (u.missing.includes('integrity')) entry.integrity = lookup(`${u.name}@${u.version}`);
    if (u.missing.includes('resolved')) entry.resolved = tarballOf(u.name, u.version);
    // npm writes version, resolved, integrity first.
    const { version, resolved, integrity, ...rest } = entry;
    lock.packages[u.path] = { version, resolved, integrity, ...rest };
    if (u.missing.includes('integrity')) filled.push(`${u.name}@${u.version}`);
  }
  return filled;
}

function registryIntegrity(spec: string): string {
  const out = execFileSync('npm', ['view', spec, 'dist.integrity'], { encoding: 'utf8' }).trim();
  if (!/^sha512-[A-Za-z0-9+/=]+$/.test(out)) throw new Error(`no sha512 integrity for ${spec}: ${out}`);
  return out;
}

function main() {
  const mode = process.argv[2];
  const file = process.argv[3] ?? 'package-lock.json';
  const lock = JSON.parse(readFileSync(file, 'utf8')) as Lock;
  if (mode === 'check') {
    const missing = missingPlatformBinaries(lock);
    const unverified = unverifiedEntries(lock);
    if (unverified.length > 0) {
      console.error(`lock: ${unverified.length} entries of ${file} lack an integrity hash or address:`);
      for (const u of unverified.slice(0, 20)) console.error(`  ${u.path} (no ${u.missing.join(', no ')})`);
      console.error('Repair: npm run lock:fix   (then commit package-lock.json)');
      process.exitCode = 1;
    }
    if (missing.length === 0) {
      if (unverified.length === 0)
        console.log(`lock: every optional platform binary is listed in ${file}, every entry verified`);
      return;
    }
    console.error(
      `lock: ${missing.length} optional platform binaries are missing from ${file}, so \`npm ci\` would refuse it:`,
    );
    for (const m of missing) console.error(`  ${m.name}@${m.version} (needed by ${m.parent || 'the project'})`);
    console.error('Repair: npm run lock:fix   (then commit package-lock.json)');
    process.exitCode = 1;
  } else if (mode === 'fix') {
    const added = addPlatformBinaries(lock);
    const filled = addIntegrity(lock, registryIntegrity);
    writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
    console.log(added.length ? `lock: added ${added.join(', ')}` : 'lock: no platform binary to add');
    console.log(
      filled.length
        ? `lock: integrity from the registry for ${filled.join(', ')}`
        : 'lock: every entry had its integrity',
    );
  } else {
    console.error('usage: node scripts/lock-platforms.ts check|fix [package-lock.json]');
    process.exitCode = 2;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
