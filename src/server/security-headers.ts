/**
 * Security headers of every response: the per-page Content Security Policy (built by Astro, see
 * csp-policy.ts), HSTS over HTTPS, and the fixed hardening headers. Also redirects plain-HTTP
 * requests to HTTPS when a trusted proxy reports them and the site's origin is HTTPS.
 *
 * Page policies are assembled once at start from the build: Astro's policy for the route
 * (`<distDir>/_headers.json`, hashes of the scripts and styles it emits), plus hashes of any
 * inline `<script>`/`<style>` Astro does not hash itself (`is:inline`), plus `style-src-attr`
 * hashes for the inline `style` attributes server-rendered by React, the Maps frame on the pages
 * with a contact section, and the header-only `frame-ancestors`. So the header always matches the
 * exact bytes served, and nothing needs `'unsafe-inline'`.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import path from 'node:path';
import { defaultTreeAdapter, parse, type DefaultTreeAdapterMap } from 'parse5';
import {
  astroCspConfig,
  HEADER_ONLY_DIRECTIVES,
  MAP_ROUTES,
  MAPS_FRAME_SOURCE,
  NON_HTML_POLICY,
} from './csp-policy.ts';
import { htmlFiles } from '../lib/html-files.ts';
import { proxyEntry } from './client-address.ts';

type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];
type Template = DefaultTreeAdapterMap['template'];

/** Two years, the value hstspreload.org asks for; well above the Observatory's six months. */
const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

/** Powerful features the site never uses, switched off for it and every frame it embeds. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/** Headers sent with every response, whatever its type. */
export const FIXED_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': PERMISSIONS_POLICY,
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

type Directives = Map<string, string[]>;

/** Parses a policy into directive -> sources (the first occurrence of a directive wins). */
export function parsePolicy(policy: string): Directives {
  const map: Directives = new Map();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (name && !map.has(name.toLowerCase())) map.set(name.toLowerCase(), sources);
  }
  return map;
}

export function serializePolicy(directives: Directives): string {
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Script types that execute (anything else, e.g. application/ld+json, is a data block). */
function isExecutableScript(element: Element): boolean {
  if (element.attrs.some((a) => a.name === 'src')) return false;
  const type = element.attrs
    .find((a) => a.name === 'type')
    ?.value.trim()
    .toLowerCase();
  return !type || ['module', 'importmap', 'text/javascript', 'application/javascript'].includes(type);
}

/** The text of an element as the browser hashes it (a script's or style's source text). */
const textOf = (element: Element) =>
  element.childNodes.map((node) => (defaultTreeAdapter.isTextNode(node) ? node.value : '')).join('');

/**
 * Hashes of what a page inlines: executable scripts, `<style>` elements, `style` attributes.
 * The HTML is read by an HTML parser (parse5, the WHATWG algorithm), so text, character
 * references and line endings are exactly what the browser hashes.
 */
export function inlineHashes(html: string): { scripts: string[]; styles: string[]; styleAttributes: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const styleAttributes = new Set<string>();
  const visit = (node: ParentNode) => {
    for (const child of node.childNodes) {
      if (!defaultTreeAdapter.isElementNode(child)) continue;
      if (child.tagName === 'script' && isExecutableScript(child)) scripts.add(sha256(textOf(child)));
      if (child.tagName === 'style') styles.add(sha256(textOf(child)));
      const style = child.attrs.find((a) => a.name === 'style');
      if (style) styleAttributes.add(sha256(style.value));
      visit(child.tagName === 'template' ? (child as Template).content : child);
    }
  };
  visit(parse(html));
  return { scripts: [...scripts], styles: [...styles], styleAttributes: [...styleAttributes] };
}

/** Whether a CSP source is a hash source. */
const isHashSource = (source: string) => /^'sha(256|384|512)-/.test(source);

/** Sets exactly `hashes` as a directive's hash sources, keeping its other sources. */
function setHashes(directives: Directives, name: string, hashes: string[]): void {
  const others = (directives.get(name) ?? []).filter((s) => !isHashSource(s));
  directives.set(name, others);
  addSources(directives, name, hashes);
}

function addSources(directives: Directives, name: string, sources: string[]): void {
  if (sources.length === 0) return;
  // 'none' only means something alone: a page that admits a source drops it.
  const current = (directives.get(name) ?? []).filter((s) => s !== "'none'");
  directives.set(name, [...current, ...sources.filter((s) => !current.includes(s))]);
}

/** The page route an HTML file of the client build answers ('kontakt/index.html' -> '/kontakt'). */
export function routeOfFile(relative: string): string {
  const route = `/${relative.split(path.sep).join('/')}`.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return route === '' ? '/' : route;
}

/** The route a request path names ('/kontakt/', '/kontakt/index.html' -> '/kontakt'). */
export function routeOfRequest(pathname: string): string {
  let p = pathname;
  try {
    p = decodeURI(pathname);
  } catch {
    // keep the raw path; it then matches no page
  }
  p = p.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p === '' ? '/' : p;
}

/** The configured directives, for a page Astro gave no policy (should not happen). */
function fallbackPolicy(): string {
  const cfg = astroCspConfig({});
  return [
    ...cfg.directives,
    `script-src ${cfg.scriptDirective.resources.join(' ')}`,
    `style-src ${cfg.styleDirective.resources.join(' ')}`,
  ].join('; ');
}

/**
 * The final policy of one page: Astro's policy for it plus the hashes of what its HTML inlines,
 * the Maps frame on the pages with the map, and the header-only directives. Used for the built
 * pages and for pages rendered on demand (src/middleware.ts), so both follow the same rules.
 */
export function completePagePolicy(
  astroPolicy: string | undefined,
  html: string,
  route: string,
  opts: { admitScripts?: ReadonlySet<string> } = {},
): string {
  const directives = parsePolicy(astroPolicy ?? fallbackPolicy());
  const hashes = inlineHashes(html);
  // A page admits exactly the inline scripts and styles it contains: Astro's route policy lists
  // every script it can emit on any page (the hydration scripts of each directive), so its hash
  // sources are replaced by the page's own. A page rendered on demand may carry visitor input:
  // there only inline scripts the build itself emitted (or Astro's policy for this very response
  // names) are admitted, so an HTML injection never whitelists its own script.
  const emitted = opts.admitScripts && new Set([...opts.admitScripts, ...(directives.get('script-src') ?? [])]);
  setHashes(directives, 'script-src', emitted ? hashes.scripts.filter((h) => emitted.has(h)) : hashes.scripts);
  setHashes(directives, 'style-src', hashes.styles);
  if (hashes.styleAttributes.length > 0) {
    directives.set('style-src-attr', ["'unsafe-hashes'", ...hashes.styleAttributes]);
  }
  if (MAP_ROUTES.includes(route)) addSources(directives, 'frame-src', [MAPS_FRAME_SOURCE]);
  for (const d of HEADER_ONLY_DIRECTIVES) {
    const [name, ...sources] = d.split(' ');
    directives.set(name!, sources);
  }
  return serializePolicy(directives);
}

/** Every script hash the built pages' policies admit: the only inline scripts the build emits. */
function builtScriptHashes(policies: ReadonlyMap<string, string>): Set<string> {
  const hashes = new Set<string>();
  for (const policy of policies.values()) {
    for (const source of parsePolicy(policy).get('script-src') ?? []) {
      if (isHashSource(source)) hashes.add(source);
    }
  }
  return hashes;
}

/** Builds the final policy of every page of the build, keyed by route. */
function buildPagePolicies(distDir: string): Map<string, string> {
  const clientDir = path.join(distDir, 'client');
  const astroPolicies = new Map<string, string>();
  const headersFile = path.join(distDir, '_headers.json');
  if (existsSync(headersFile)) {
    const entries = JSON.parse(readFileSync(headersFile, 'utf8')) as {
      pathname: string;
      headers: { key: string; value: string }[];
    }[];
    for (const e of entries) {
      const csp = e.headers.find((h) => h.key.toLowerCase() === 'content-security-policy');
      if (csp) astroPolicies.set(routeOfRequest(e.pathname), csp.value);
    }
  }

  const policies = new Map<string, string>();
  if (!existsSync(clientDir)) return policies;
  for (const file of htmlFiles(clientDir)) {
    const route = routeOfFile(path.relative(clientDir, file));
    const html = readFileSync(file, 'utf8');
    policies.set(route, completePagePolicy(astroPolicies.get(route), html, route));
  }
  return policies;
}

/**
 * Where a redirect to the site's own origin goes: SITE_URL's origin plus the request's path and
 * query, normalised so that it can never name another host. A request target such as
 * `//evil.example/`, `/\\evil.example/` or `///evil.example/` would otherwise be read as a
 * scheme-relative URL with evil.example as its authority (an open redirect). Leading slashes and
 * backslashes collapse to one '/', backslashes elsewhere are percent-encoded, and an
 * absolute-form target (`http://host/path`) keeps only its path.
 */
export function sameOriginTarget(origin: string, requestTarget: string): string {
  let target = requestTarget;
  if (!target.startsWith('/') && !target.startsWith('\\')) {
    try {
      const absolute = new URL(target);
      target = absolute.pathname + absolute.search;
    } catch {
      target = '/';
    }
  }
  target =
    '/' +
    target
      .replace(/[\t\n\r]/g, '')
      .replace(/^[/\\]+/, '')
      .replace(/\\/g, '%5C');
  // Appended to the origin (never resolved against it), so the authority is always the origin's.
  const url = new URL(new URL(origin).origin + target);
  return url.origin === new URL(origin).origin ? url.href : new URL('/', origin).href;
}

/** A proxy header's value as the proxy wrote it (its rightmost entry), lower-cased. */
const proxyHeader = (req: IncomingMessage, name: string) => proxyEntry(req.headers[name])?.toLowerCase();

/**
 * The security headers of an answer that is not a page: the fixed headers, the strict policy, and
 * HSTS when the answer goes out over HTTPS. Every layer that answers takes them from here.
 */
function securityHeaders(https: boolean): Record<string, string> {
  return {
    ...FIXED_HEADERS,
    'Content-Security-Policy': NON_HTML_POLICY,
    ...(https ? { 'Strict-Transport-Security': HSTS_VALUE } : {}),
  };
}

export interface SecurityOptions {
  distDir: string;
  siteUrl: string;
  trustProxy: boolean;
}

export function createSecurityHeaders(opts: SecurityOptions) {
  const pagePolicies = buildPagePolicies(opts.distDir);
  const site = new URL(opts.siteUrl);
  const siteIsHttps = site.protocol === 'https:';
  const trustProxy = opts.trustProxy;

  /** The scheme the client used: the TLS socket, or a trusted proxy's X-Forwarded-Proto. */
  function requestScheme(req: IncomingMessage): 'http' | 'https' {
    if ((req.socket as TLSSocket).encrypted) return 'https';
    if (trustProxy && proxyHeader(req, 'x-forwarded-proto') === 'https') return 'https';
    return 'http';
  }

  /**
   * Whether an answer written straight to the socket goes out over HTTPS. With the request read
   * (CONNECT), as for any request; without it (a request Node could not parse, a timeout) the
   * proxy's header is unknown, so behind a trusted proxy of an HTTPS site it is taken to be
   * HTTPS: a browser ignores HSTS that arrives over plain HTTP (RFC 6797 §8.1), so sending it
   * there costs nothing, while leaving it out would leave those answers without it.
   */
  function rawIsHttps(socket: Socket, req: IncomingMessage | undefined): boolean {
    if ((socket as TLSSocket).encrypted) return true;
    if (req) return requestScheme(req) === 'https';
    return trustProxy && siteIsHttps;
  }

  return {
    pagePolicies,
    /** Inline scripts a page rendered on demand may run (src/middleware.ts). */
    scriptHashes: builtScriptHashes(pagePolicies),

    /**
     * Sets the headers every response carries and the strict non-HTML policy (pages override it
     * with `setPagePolicy`). Returns true when it answered with a redirect to HTTPS.
     */
    apply(req: IncomingMessage, res: ServerResponse, opts: { redirect?: boolean } = {}): boolean {
      const https = requestScheme(req) === 'https';
      // Every answer carries a policy: the strict one unless a page's replaces it (a static file
      // in setStaticPolicy, the not-found page in setPagePolicy, a page rendered on demand by the
      // middleware), so a refusal (400, 405, 413, 421) or a redirect carries one too.
      for (const [name, value] of Object.entries(securityHeaders(https))) res.setHeader(name, value);
      const method = req.method ?? 'GET';
      if (
        opts.redirect !== false &&
        !https &&
        siteIsHttps &&
        trustProxy &&
        proxyHeader(req, 'x-forwarded-proto') === 'http'
      ) {
        res.statusCode = method === 'GET' || method === 'HEAD' ? 301 : 308;
        res.setHeader('Location', sameOriginTarget(site.origin, req.url ?? '/'));
        res.setHeader('Content-Security-Policy', NON_HTML_POLICY);
        res.setHeader('Cache-Control', 'no-store');
        res.end();
        return true;
      }
      return false;
    },

    /**
     * The header lines of an answer written straight to the socket (a request Node could not
     * parse, a timeout, CONNECT): the same headers as every other answer carries.
     */
    rawHeaderLines(socket: Socket, req?: IncomingMessage): string {
      return Object.entries(securityHeaders(rawIsHttps(socket, req)))
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
    },

    /** For a static file about to be sent: its page's policy, or the strict one. */
    setStaticPolicy(res: ServerResponse, pathname: string): void {
      res.setHeader('Content-Security-Policy', pagePolicies.get(routeOfRequest(pathname)) ?? NON_HTML_POLICY);
    },

    /** For an answer that sends a page's HTML under another URL (the 404 page). */
    setPagePolicy(res: ServerResponse, route: string): void {
      res.setHeader('Content-Security-Policy', pagePolicies.get(route) ?? NON_HTML_POLICY);
    },
  };
}
