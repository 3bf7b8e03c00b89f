/**
 * The demo is an explicit mode, never a default that reaches a real domain. Which domain a site
 * is for decides it: a build for a public domain must pass the go-live check (astro.config.mjs),
 * and the server refuses to serve a demo build (one built while the check still found anything)
 * on a public domain, or behind a proxy without SITE_URL (its public domain is then unknown).
 *
 * Not public: the reserved names that can never be registered (RFC 2606/6761: '.example',
 * '.test', '.invalid', '.localhost', 'localhost') and loopback addresses.
 */
import { isIP } from 'node:net';
import { readBuildSettings } from './build-settings.ts';

const RESERVED_TLDS = ['example', 'test', 'invalid', 'localhost'];

function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIP(bare) === 4) return bare.startsWith('127.');
  if (isIP(bare) === 6) return bare === '::1' || /^::ffff:127\./i.test(bare);
  return false;
}

/** Whether a host name (or address) could be a site on the public internet. */
export function isPublicHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || isLoopback(host)) return false;
  const tld = host.split('.').at(-1) ?? '';
  return !RESERVED_TLDS.includes(tld);
}

/** Whether SITE_URL names a public site; an unparsable value counts as public (refused). */
export function isPublicSiteUrl(siteUrl: string): boolean {
  try {
    return isPublicHost(new URL(siteUrl).hostname);
  } catch {
    return true;
  }
}

/**
 * Why the server must not serve this build, or null. `demo`: the build recorded that the go-live
 * check found something (undefined for a build that predates the record: treated as demo).
 */
export function demoServeRefusal(options: {
  demo: boolean | undefined;
  /** SITE_URL as set in the environment (undefined when unset). */
  siteUrlSetting: string | undefined;
  trustProxy: boolean;
}): string | null {
  if (options.demo === false) return null;
  const site = options.siteUrlSetting?.trim();
  if (site && isPublicSiteUrl(site)) {
    return `This is a demo build (\`npm run golive\` lists what is left); it is not served on the public domain ${site}. Fill in the owner's configuration and rebuild with SITE_URL=${site}.`;
  }
  if (!site && options.trustProxy) {
    return 'This is a demo build behind a reverse proxy (TRUST_PROXY=true) without SITE_URL: its public domain is unknown, so it is not served. Set SITE_URL (a demo runs only on .example, .test, localhost or loopback).';
  }
  return null;
}

/**
 * Called at start-up: throws when this build is the demo and SITE_URL names a public domain (or
 * is unset behind a proxy). `siteUrlSetting` is the raw environment value, not its default.
 */
export function assertNotDemoOnPublicDomain(
  distDir: string,
  settings: { siteUrlSetting: string | undefined; trustProxy: boolean },
): void {
  const refusal = demoServeRefusal({ demo: readBuildSettings(distDir)?.demo, ...settings });
  if (refusal) throw new Error(refusal);
}
