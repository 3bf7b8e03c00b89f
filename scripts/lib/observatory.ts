/**
 * The MDN HTTP Observatory score, computed locally by its published rules
 * (github.com/mdn/mdn-http-observatory: src/scanner/index.js, src/grader/charts.js and the
 * analyzers in src/analyzer/tests/*.js). Implemented, with the Observatory's modifiers:
 *
 * - Scoring: start at 100, add every test's modifier; bonuses (positive modifiers) count only if
 *   the score after the penalties alone is >= 90. Grade A+ from 100.
 * - CSP (header and `<meta http-equiv>`; `frame-ancestors` only from the header): missing -25,
 *   unparsable or a directive repeated -25; `'unsafe-inline'`/`data:` or a broad source (`*`,
 *   `https:`, `http:` ...) in script-src, or a broad object-src -20; `http:` sources on an HTTPS
 *   site -20 (active) / -10 (img/media only); `'unsafe-eval'` -10; unsafe style-src 0;
 *   otherwise +5, or +10 with `default-src 'none'` alone. Hashes/nonces cancel
 *   `'unsafe-inline'`; `'strict-dynamic'` with a hash drops 'self' and schemes.
 * - Cookies (every Set-Cookie of the scan): none 0; SameSite other than Lax/Strict/None -20;
 *   no Secure -20 (-5 if HSTS passes); session cookies ("sess"/"login") without Secure -40
 *   (-10 with HSTS), without HttpOnly -30; anti-CSRF without SameSite -20; all fine: 0, or +5
 *   when all carry SameSite. The worst applies.
 * - CORS (request with a foreign Origin): no ACAO 0; `*` 0; restricted 0; the foreign origin
 *   reflected with credentials -50.
 * - Redirection (the http:// request and its redirects): none -20; final not HTTPS -20; first
 *   hop to http -10; first HTTPS hop on another host -5; to HTTPS on the same host 0; no HTTP 0.
 * - Referrer-Policy (header and meta, the last valid token wins): no-referrer, same-origin,
 *   strict-origin(-when-cross-origin) +5; unset 0; unsafe values -5; unrecognised -5.
 * - HSTS (the HTTPS response): missing -20; unparsable (no max-age, set twice) -20; max-age below
 *   15552000 -10; else 0 (+5 only for the browsers' preload list, which a local scan cannot use).
 * - SRI (scripts of the HTML): no scripts 0; all same-origin without integrity 0, with integrity
 *   +5; external over HTTPS without integrity -5, with it +5; external over http/protocol-relative
 *   -20 with integrity, -50 without.
 * - X-Content-Type-Options: nosniff 0; missing or other -5.
 * - X-Frame-Options: CSP frame-ancestors (header) +5; DENY/SAMEORIGIN 0; ALLOW-FROM 0;
 *   missing -20; invalid -20.
 * - Cross-Origin-Resource-Policy: same-origin/same-site +10; cross-origin 0; missing 0;
 *   invalid -5.
 *
 * Not reproducible locally and therefore assumed: the TLS certificate chain is valid (the HTTPS
 * hop is simulated by a trusted proxy's `X-Forwarded-Proto: https`) and the host is not on the
 * HSTS preload list (so no preload bonus is claimed).
 */
import http from 'node:http';

export interface ScanResponse {
  url: URL;
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface ScanInput {
  /** The plain-HTTP request for the root and every redirect followed from it. */
  httpChain: ScanResponse[];
  /** The HTTPS response for the root (what the Observatory calls `auto`). */
  auto: ScanResponse;
  /** The HTTPS root again, requested with a foreign Origin header. */
  cors: ScanResponse & { requestOrigin: string };
}

export interface TestResult {
  result: string;
  modifier: number;
  pass: boolean;
}

export interface ObservatoryScore {
  score: number;
  grade: string;
  tests: Record<string, TestResult>;
}

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;

function headerValues(headers: http.IncomingHttpHeaders, name: string): string[] {
  const v = headers[name.toLowerCase()];
  if (v === undefined) return [];
  return Array.isArray(v) ? v : [String(v)];
}

function firstHeader(headers: http.IncomingHttpHeaders, name: string): string | undefined {
  return headerValues(headers, name)[0];
}

/** Attributes of one start tag, names lower-cased, values with the common entities decoded. */
function attributes(tag: string): Map<string, string> {
  const attrs = new Map<string, string>();
  const inner = tag.replace(/^<[a-z0-9-]+/i, '').replace(/\/?>$/, '');
  for (const m of inner.matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const value = (m[2] ?? m[3] ?? m[4] ?? '')
      .replace(/&quot;/g, '"')
      .replace(/&#39;|&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    const name = m[1]!.toLowerCase();
    if (!attrs.has(name)) attrs.set(name, value);
  }
  return attrs;
}

/** Start tags of one element type, outside of script and style content. */
function startTags(body: string, element: string): Map<string, string>[] {
  const markup = body.replace(/(<(script|style)\b[^>]*>)[\s\S]*?(<\/\2\s*>)/gi, '$1$3');
  return [...markup.matchAll(new RegExp(`<${element}\\b[^>]*>`, 'gi'))].map((m) => attributes(m[0]));
}

/** `<meta http-equiv>` values of an HTML body, by lower-cased name. */
function httpEquiv(body: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const meta of startTags(body, 'meta')) {
    const name = meta.get('http-equiv')?.toLowerCase();
    const content = meta.get('content');
    if (name && content !== undefined) map.set(name, [...(map.get(name) ?? []), content]);
  }
  return map;
}

const DANGEROUSLY_BROAD = new Set([
  'ftp:',
  'http:',
  'https:',
  '*',
  'http://*',
  'http://*.*',
  'https://*',
  'https://*.*',
]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const BROAD_OR_INLINE = new Set([...DANGEROUSLY_BROAD, ...UNSAFE_INLINE]);
const NONCES_HASHES = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"];

/** Parses one policy; throws on a repeated directive or a too-short policy (as the Observatory). */
function parseCsp(policy: string): Map<string, Set<string>> {
  const clean = policy.replace(/[\r\n]/g, '').trim();
  if (clean.length < 'img-src'.length - 1) throw new Error(`Invalid policy: ${clean}`);
  const csp = new Map<string, Set<string>>();
  for (const entry of clean.split(';')) {
    const [directiveRaw, ...values] = entry.trim().split(/\s+/);
    if (!directiveRaw) continue;
    const directive = directiveRaw.toLowerCase();
    if (csp.has(directive)) {
      if (directive === 'report-uri' || directive === 'report-to') continue;
      throw new Error(`Duplicate directive ${directive}`);
    }
    const sources = values.map((v) => v.trim().toLowerCase());
    csp.set(directive, new Set(sources.length ? sources : directive.endsWith('-src') ? ["'none'"] : []));
  }
  return csp;
}

function hasNonceOrHash(sources: Set<string>): boolean {
  return [...sources].some((s) => NONCES_HASHES.some((p) => s.startsWith(p)));
}

function cspTest(auto: ScanResponse): TestResult & { directives: Map<string, Set<string>> | null } {
  const headerPolicies = headerValues(auto.headers, 'content-security-policy').flatMap((v) =>
    v.split(',').map((s) => s.trim()),
  );
  const metaPolicies = (httpEquiv(auto.body).get('content-security-policy') ?? []).flatMap((v) =>
    v.split(',').map((s) => s.trim()),
  );
  const out = (result: string, modifier: number, pass: boolean, directives: Map<string, Set<string>> | null) => ({
    result,
    modifier,
    pass,
    directives,
  });
  if (headerPolicies.length + metaPolicies.length === 0) return out('csp-not-implemented', -25, false, null);

  // Merge: a directive is as permissive as its first policy (enough for one policy per source).
  let csp: Map<string, Set<string>>;
  let headerCsp: Map<string, Set<string>>;
  try {
    csp = new Map();
    headerCsp = new Map();
    for (const p of headerPolicies) for (const [k, v] of parseCsp(p)) if (!headerCsp.has(k)) headerCsp.set(k, v);
    for (const p of [...headerPolicies, ...metaPolicies])
      for (const [k, v] of parseCsp(p)) if (!csp.has(k)) csp.set(k, v);
  } catch {
    return out('csp-header-invalid', -25, false, null);
  }
  for (const d of ['frame-ancestors', 'report-uri', 'sandbox']) if (!headerCsp.has(d)) csp.delete(d);
  if (headerCsp.get('frame-ancestors')) csp.set('frame-ancestors', headerCsp.get('frame-ancestors')!);

  const scriptSrc = new Set(csp.get('script-src') ?? csp.get('default-src') ?? ['*']);
  const styleSrc = new Set(csp.get('style-src') ?? csp.get('default-src') ?? ['*']);
  const objectSrc = new Set(csp.get('object-src') ?? csp.get('default-src') ?? ['*']);
  for (const list of [scriptSrc, styleSrc]) if (hasNonceOrHash(list)) list.delete("'unsafe-inline'");
  let result: string | null = null;
  if (hasNonceOrHash(scriptSrc) && scriptSrc.has("'strict-dynamic'")) {
    for (const s of [...scriptSrc]) {
      if ([...DANGEROUSLY_BROAD].some((b) => s.startsWith(b)) || s === "'self'" || s === "'unsafe-inline'") {
        scriptSrc.delete(s);
      }
    }
  } else if (scriptSrc.has("'strict-dynamic'")) result = 'csp-header-invalid';

  const https = auto.url.protocol === 'https:';
  const passive = ['img-src', 'media-src'];
  const active = [...csp]
    .filter(([d]) => !passive.includes(d) && d !== 'script-src')
    .flatMap(([, s]) => [...s])
    .concat([...scriptSrc]);
  const passiveSources = passive.flatMap((d) => [...(csp.get(d) ?? csp.get('default-src') ?? [])]);

  if ([...scriptSrc].some((s) => BROAD_OR_INLINE.has(s)) || [...objectSrc].some((s) => DANGEROUSLY_BROAD.has(s))) {
    result ??= 'csp-implemented-with-unsafe-inline';
  }
  if (https && active.some((s) => s.startsWith('http:') || s.startsWith('ftp:'))) {
    result ??= 'csp-implemented-with-insecure-scheme';
  }
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) result ??= 'csp-implemented-with-unsafe-eval';
  if (https && passiveSources.some((s) => s.startsWith('http:') || s.startsWith('ftp:'))) {
    result ??= 'csp-implemented-with-insecure-scheme-in-passive-content-only';
  }
  if ([...styleSrc].some((s) => BROAD_OR_INLINE.has(s)))
    result ??= 'csp-implemented-with-unsafe-inline-in-style-src-only';
  const defaultSrc = csp.get('default-src');
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1) result ??= 'csp-implemented-with-no-unsafe-default-src-none';
  result ??= 'csp-implemented-with-no-unsafe';

  const modifiers: Record<string, number> = {
    'csp-implemented-with-no-unsafe-default-src-none': 10,
    'csp-implemented-with-no-unsafe': 5,
    'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
    'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
    'csp-implemented-with-unsafe-eval': -10,
    'csp-implemented-with-unsafe-inline': -20,
    'csp-implemented-with-insecure-scheme': -20,
    'csp-header-invalid': -25,
  };
  const pass = [
    'csp-implemented-with-no-unsafe',
    'csp-implemented-with-no-unsafe-default-src-none',
    'csp-implemented-with-unsafe-inline-in-style-src-only',
    'csp-implemented-with-insecure-scheme-in-passive-content-only',
  ].includes(result);
  return out(result, modifiers[result]!, pass, csp);
}

function hstsTest(auto: ScanResponse): TestResult {
  if (auto.url.protocol !== 'https:') return { result: 'hsts-not-implemented-no-https', modifier: -20, pass: false };
  const header = firstHeader(auto.headers, 'strict-transport-security');
  if (!header) return { result: 'hsts-not-implemented', modifier: -20, pass: false };
  let maxAge: number | null = null;
  if (header.includes(',')) return { result: 'hsts-header-invalid', modifier: -20, pass: false };
  for (const p of header.split(';').map((s) => s.trim().toLowerCase())) {
    if (p.startsWith('max-age=')) maxAge = Number.parseInt(p.slice(8, 128), 10);
  }
  if (maxAge === null || Number.isNaN(maxAge)) return { result: 'hsts-header-invalid', modifier: -20, pass: false };
  if (maxAge < 15_552_000)
    return { result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10, pass: false };
  return { result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0, pass: true };
}

function cookiesTest(input: ScanInput, hstsPass: boolean): TestResult {
  const raw = [...input.httpChain, input.auto].flatMap((r) => headerValues(r.headers, 'set-cookie'));
  if (raw.length === 0) return { result: 'cookies-not-found', modifier: 0, pass: true };
  const order: [string, number][] = [
    ['cookies-without-secure-flag-but-protected-by-hsts', -5],
    ['cookies-without-secure-flag', -20],
    ['cookies-session-without-secure-flag-but-protected-by-hsts', -10],
    ['cookies-samesite-flag-invalid', -20],
    ['cookies-anticsrf-without-samesite-flag', -20],
    ['cookies-session-without-httponly-flag', -30],
    ['cookies-session-without-secure-flag', -40],
  ];
  let worst = -1;
  const worse = (name: string) => {
    worst = Math.max(
      worst,
      order.findIndex(([n]) => n === name),
    );
  };
  let missingSameSite = false;
  for (const c of raw) {
    const [pair, ...attrs] = c.split(';').map((s) => s.trim());
    const key = (pair ?? '').split('=')[0]!.toLowerCase();
    const attr = new Map(attrs.map((a) => [a.split('=')[0]!.trim().toLowerCase(), a.split('=')[1]?.trim() ?? '']));
    const secure = attr.has('secure');
    const sameSite = attr.get('samesite');
    if (attr.has('samesite') && !['lax', 'strict', 'none'].includes((sameSite ?? '').toLowerCase())) {
      worse('cookies-samesite-flag-invalid');
    }
    if (!secure && sameSite?.toLowerCase() === 'none') worse('cookies-samesite-flag-invalid');
    if (!secure) worse(hstsPass ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-without-secure-flag');
    const session = key.includes('login') || key.includes('sess');
    if (key.includes('csrf') && !sameSite) worse('cookies-anticsrf-without-samesite-flag');
    if (session && !secure) {
      worse(
        hstsPass ? 'cookies-session-without-secure-flag-but-protected-by-hsts' : 'cookies-session-without-secure-flag',
      );
    }
    if (session && !attr.has('httponly')) worse('cookies-session-without-httponly-flag');
    if (!sameSite) missingSameSite = true;
  }
  if (worst >= 0) return { result: order[worst]![0], modifier: order[worst]![1], pass: false };
  return missingSameSite
    ? { result: 'cookies-secure-with-httponly-sessions', modifier: 0, pass: true }
    : { result: 'cookies-secure-with-httponly-sessions-and-samesite', modifier: 5, pass: true };
}

function corsTest(cors: ScanInput['cors']): TestResult {
  const acao = firstHeader(cors.headers, 'access-control-allow-origin');
  if (!acao) return { result: 'cross-origin-resource-sharing-not-implemented', modifier: 0, pass: true };
  const value = acao.slice(0, 256).trim().toLowerCase();
  if (value === '*')
    return { result: 'cross-origin-resource-sharing-implemented-with-public-access', modifier: 0, pass: true };
  const creds = firstHeader(cors.headers, 'access-control-allow-credentials')?.trim().toLowerCase() === 'true';
  if (acao === cors.requestOrigin && creds) {
    return { result: 'cross-origin-resource-sharing-implemented-with-universal-access', modifier: -50, pass: false };
  }
  return { result: 'cross-origin-resource-sharing-implemented-with-restricted-access', modifier: 0, pass: true };
}

function redirectionTest(chain: ScanResponse[]): TestResult {
  if (chain.length === 0) return { result: 'redirection-not-needed-no-http', modifier: 0, pass: true };
  const route = chain.map((r) => r.url);
  if (route.length === 1) return { result: 'redirection-missing', modifier: -20, pass: false };
  if (route.at(-1)!.protocol !== 'https:') return { result: 'redirection-not-to-https', modifier: -20, pass: false };
  if (route[1]!.protocol === 'http:') {
    return { result: 'redirection-not-to-https-on-initial-redirection', modifier: -10, pass: false };
  }
  if (route[0]!.protocol === 'http:' && route[1]!.protocol === 'https:' && route[0]!.hostname !== route[1]!.hostname) {
    return { result: 'redirection-off-host-from-http', modifier: -5, pass: false };
  }
  return { result: 'redirection-to-https', modifier: 0, pass: true };
}

function referrerTest(auto: ScanResponse): TestResult {
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  const values = [...headerValues(auto.headers, 'referrer-policy'), ...(httpEquiv(auto.body).get('referrer') ?? [])];
  if (values.length === 0) return { result: 'referrer-policy-not-implemented', modifier: 0, pass: true };
  const policy =
    values
      .join(', ')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter((s) => good.includes(s) || bad.includes(s))
      .at(-1) ?? '';
  if (good.includes(policy)) return { result: 'referrer-policy-private', modifier: 5, pass: true };
  if (bad.includes(policy)) return { result: 'referrer-policy-unsafe', modifier: -5, pass: false };
  return { result: 'referrer-policy-header-invalid', modifier: -5, pass: false };
}

function sriTest(auto: ScanResponse): TestResult {
  const mime = (firstHeader(auto.headers, 'content-type') ?? '').split(';')[0]!.trim();
  if (mime && !['text/html', 'application/xhtml+xml'].includes(mime)) {
    return { result: 'sri-not-implemented-response-not-html', modifier: 0, pass: true };
  }
  const scripts = startTags(auto.body, 'script');
  if (scripts.length === 0) return { result: 'sri-not-implemented-but-no-scripts-loaded', modifier: 0, pass: true };
  const order: [string, number][] = [
    ['sri-implemented-and-all-scripts-loaded-securely', 5],
    ['sri-implemented-and-external-scripts-loaded-securely', 5],
    ['sri-implemented-but-external-scripts-not-loaded-securely', -20],
    ['sri-not-implemented-but-external-scripts-loaded-securely', -5],
    ['sri-not-implemented-and-external-scripts-not-loaded-securely', -50],
  ];
  let result: string | null = null;
  const setWorse = (name: string) => {
    const rank = (n: string | null) => (n === null ? -1 : order.findIndex(([x]) => x === n));
    if (rank(name) > rank(result)) result = name;
  };
  let foreign = false;
  const siteDomain = auto.url.hostname.split('.').slice(-2).join('.');
  for (const script of scripts) {
    const src = script.get('src');
    if (!src) continue;
    const integrity = script.get('integrity');
    const protocolRelative = /^\/\/[^/]/.test(src);
    const full = /^https?:\/\//.test(src);
    const relative = !protocolRelative && !full;
    const sameDomain =
      protocolRelative || relative || new URL(src).hostname.split('.').slice(-2).join('.') === siteDomain;
    const secureOrigin = relative || (sameDomain && !protocolRelative);
    const secureScheme = full ? new URL(src).protocol === 'https:' : relative && auto.url.protocol === 'https:';
    if (!secureOrigin) {
      foreign = true;
      if (integrity && !secureScheme) setWorse('sri-implemented-but-external-scripts-not-loaded-securely');
      else if (!integrity && secureScheme) setWorse('sri-not-implemented-but-external-scripts-loaded-securely');
      else if (!integrity && !secureScheme) setWorse('sri-not-implemented-and-external-scripts-not-loaded-securely');
    } else if (integrity && secureScheme && result === null) {
      result = 'sri-implemented-and-all-scripts-loaded-securely';
    }
  }
  if (result === null) {
    return foreign
      ? { result: 'sri-implemented-and-external-scripts-loaded-securely', modifier: 5, pass: true }
      : { result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0, pass: true };
  }
  const found = order.find(([n]) => n === result)!;
  return { result: found[0], modifier: found[1], pass: found[1] >= 0 };
}

function xctoTest(auto: ScanResponse): TestResult {
  const v = firstHeader(auto.headers, 'x-content-type-options');
  if (!v) return { result: 'x-content-type-options-not-implemented', modifier: -5, pass: false };
  if (v.slice(0, 256).trim().toLowerCase() === 'nosniff') {
    return { result: 'x-content-type-options-nosniff', modifier: 0, pass: true };
  }
  return { result: 'x-content-type-options-header-invalid', modifier: -5, pass: false };
}

function xfoTest(auto: ScanResponse, csp: Map<string, Set<string>> | null): TestResult {
  if (csp?.get('frame-ancestors')) return { result: 'x-frame-options-implemented-via-csp', modifier: 5, pass: true };
  const v = firstHeader(auto.headers, 'x-frame-options')?.trim().toLowerCase();
  if (!v) return { result: 'x-frame-options-not-implemented', modifier: -20, pass: false };
  if (v === 'deny' || v === 'sameorigin')
    return { result: 'x-frame-options-sameorigin-or-deny', modifier: 0, pass: true };
  if (v.startsWith('allow-from')) return { result: 'x-frame-options-allow-from-origin', modifier: 0, pass: true };
  return { result: 'x-frame-options-header-invalid', modifier: -20, pass: false };
}

function corpTest(auto: ScanResponse): TestResult {
  const header = firstHeader(auto.headers, 'cross-origin-resource-policy');
  const meta = httpEquiv(auto.body).get('cross-origin-resource-policy')?.at(-1);
  const v = (header ?? meta)?.slice(0, 256).trim().toLowerCase();
  if (!v) return { result: 'corp-not-implemented', modifier: 0, pass: true };
  if (v === 'same-origin') return { result: 'corp-implemented-with-same-origin', modifier: 10, pass: true };
  if (v === 'same-site') return { result: 'corp-implemented-with-same-site', modifier: 10, pass: true };
  if (v === 'cross-origin') return { result: 'corp-implemented-with-cross-origin', modifier: 0, pass: true };
  return { result: 'corp-header-invalid', modifier: -5, pass: false };
}

function gradeFor(score: number): string {
  const s = Math.max(score, 0);
  return GRADES.find(([min]) => Math.min(s - (s % 5), 100) >= min)![1];
}

/** Scores a scan by the Observatory's rules. */
export function scoreScan(input: ScanInput): ObservatoryScore {
  const csp = cspTest(input.auto);
  const hsts = hstsTest(input.auto);
  const tests: Record<string, TestResult> = {
    'content-security-policy': { result: csp.result, modifier: csp.modifier, pass: csp.pass },
    cookies: cookiesTest(input, hsts.pass),
    'cross-origin-resource-sharing': corsTest(input.cors),
    redirection: redirectionTest(input.httpChain),
    'referrer-policy': referrerTest(input.auto),
    'strict-transport-security': hsts,
    'subresource-integrity': sriTest(input.auto),
    'x-content-type-options': xctoTest(input.auto),
    'x-frame-options': xfoTest(input.auto, csp.directives),
    'cross-origin-resource-policy': corpTest(input.auto),
  };
  let withExtra = 100;
  let uncurved = 100;
  for (const t of Object.values(tests)) {
    withExtra += t.modifier;
    if (t.modifier < 0) uncurved += t.modifier;
  }
  const score = Math.max(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtra : uncurved, 0);
  return { score, grade: gradeFor(score), tests };
}

/** One request to the local server, as a client of the given public URL behind a TLS proxy. */
export function fetchVia(
  server: { port: number },
  url: URL,
  extraHeaders: Record<string, string> = {},
): Promise<ScanResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: {
          host: url.host,
          'x-forwarded-proto': url.protocol.replace(':', ''),
          'accept-encoding': 'identity',
          ...extraHeaders,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () => resolve({ url, status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * Scans the site root like the Observatory: http:// with its redirects (followed while they stay
 * on this server's public host), https://, and https:// with a foreign Origin.
 */
export async function scanLocal(
  server: { port: number },
  publicOrigin: string,
  pathname = '/',
): Promise<ObservatoryScore> {
  const httpsUrl = new URL(pathname, publicOrigin);
  const httpUrl = new URL(httpsUrl);
  httpUrl.protocol = 'http:';
  const chain: ScanResponse[] = [];
  let next: URL | null = httpUrl;
  for (let hop = 0; next && hop < 10; hop++) {
    const r: ScanResponse = await fetchVia(server, next);
    chain.push(r);
    const location = firstHeader(r.headers, 'location');
    next = r.status >= 300 && r.status < 400 && location ? new URL(location, next) : null;
    if (next && next.host !== httpsUrl.host) {
      chain.push({ url: next, status: 0, headers: {}, body: '' });
      next = null;
    }
  }
  const auto = await fetchVia(server, httpsUrl);
  const requestOrigin = 'https://http-observatory.security.mozilla.org';
  const cors = { ...(await fetchVia(server, httpsUrl, { origin: requestOrigin })), requestOrigin };
  return scoreScan({ httpChain: chain, auto, cors });
}
