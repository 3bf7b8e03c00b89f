import { readFileSync } from 'node:fs';
import { addPlatformBinaries, missingPlatformBinaries, platformOf, type Lock } from '../../scripts/lock-platforms.ts';
import { startupSummary } from '../../src/server/main.ts';
import { loadEnv } from '../../src/server/env.ts';

describe('lock file platform binaries', () => {
  it('reads the platform from a binary package name', () => {
    expect(platformOf('@tailwindcss/oxide-darwin-arm64')).toEqual({ os: ['darwin'], cpu: ['arm64'] });
    expect(platformOf('@astrojs/compiler-binding-linux-arm64-musl')).toEqual({
      os: ['linux'],
      cpu: ['arm64'],
      libc: ['musl'],
    });
    expect(platformOf('@astrojs/compiler-binding-linux-x64-gnu')).toEqual({
      os: ['linux'],
      cpu: ['x64'],
      libc: ['glibc'],
    });
    expect(platformOf('@tailwindcss/oxide-linux-arm-gnueabihf')).toEqual({ os: ['linux'], cpu: ['arm'] });
    expect(platformOf('@astrojs/compiler-binding-win32-x64-msvc')).toEqual({ os: ['win32'], cpu: ['x64'] });
    // OpenHarmony builds (oxc-parser, used by knip) name their OS in full.
    expect(platformOf('@oxc-parser/binding-openharmony-arm64')).toEqual({ os: ['openharmony'], cpu: ['arm64'] });
    expect(platformOf('@tailwindcss/oxide-wasm32-wasi')).toEqual({ cpu: ['wasm32'] });
    expect(platformOf('fsevents')).toBeNull();
    expect(platformOf('@img/colour')).toBeNull();
  });

  it('finds a missing binary and adds it so that npm ci can skip it on other platforms', () => {
    const lock: Lock = {
      packages: {
        '': { name: 'x' },
        'node_modules/@scope/tool': {
          version: '1.0.0',
          optionalDependencies: { '@scope/tool-darwin-arm64': '1.0.0', '@scope/tool-linux-x64-gnu': '1.0.0' },
        },
        'node_modules/@scope/tool-linux-x64-gnu': { version: '1.0.0', optional: true },
      },
    };
    expect(missingPlatformBinaries(lock).map((m) => m.name)).toEqual(['@scope/tool-darwin-arm64']);
    expect(addPlatformBinaries(lock)).toEqual(['@scope/tool-darwin-arm64@1.0.0']);
    expect(lock.packages['node_modules/@scope/tool-darwin-arm64']).toEqual({
      version: '1.0.0',
      os: ['darwin'],
      cpu: ['arm64'],
      optional: true,
    });
    // npm's own key order, so that a later `npm install` leaves the entry as it is.
    expect(Object.keys(lock.packages['node_modules/@scope/tool-darwin-arm64']!)).toEqual([
      'version',
      'cpu',
      'optional',
      'os',
    ]);
    expect(missingPlatformBinaries(lock)).toEqual([]);
  });

  it("holds for the project's own lock file", () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Lock;
    expect(missingPlatformBinaries(lock)).toEqual([]);
  });
});

describe('npm start', () => {
  it('says where the site is and that it runs on the embedded database with mails as files', () => {
    const env = loadEnv({ DATA_DIR: '/srv/site-data' });
    const line = startupSummary(env, 3000);
    expect(line).toContain('http://localhost:3000');
    expect(line).toContain('embedded database (PGlite) in /srv/site-data/pglite');
    expect(line).toContain('.eml files to /srv/site-data/mail');
    const real = loadEnv({ DATABASE_URL: 'postgres://db/site', SMTP_URL: 'smtp://mail:587', HOST: '127.0.0.1' });
    expect(startupSummary(real, 8080)).toBe(
      'listening on http://127.0.0.1:8080 · PostgreSQL (DATABASE_URL) · mails sent over SMTP_URL',
    );
  });
});
