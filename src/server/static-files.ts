/**
 * The built site's files, served by `send` (the file sender of Express and of Astro's own node
 * adapter): Range (suffix and open ranges; several ranges answered whole), conditional requests
 * (If-None-Match, If-Modified-Since, If-Match, If-Unmodified-Since, If-Range), ETag and
 * Last-Modified, HEAD, 416 and 412. Each request looks its file up anew, so a file rebuilt under a
 * running server is never sent with its old length (the page policies of security-headers.ts and
 * the on-demand routes are still read at start: a deploy restarts the server).
 *
 * What no library does here: which file a path names (the page forms of the build, and never a
 * precompressed variant by name), and choosing that variant by Accept-Encoding with q-values
 * (http-headers.ts); the variant then goes to `send` as the file, with the identity file's
 * Content-Type. A Range request gets the identity file, so its byte positions are the file's.
 */
import { createReadStream, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import mime from 'mime-types';
import send from 'send';
import { preferredEncoding } from './http-headers.ts';

const VARIANT_SUFFIX = { br: '.br', gzip: '.gz' } as const;

/** The decoded path of a request URL. */
export function decodedPathname(url: string): string {
  const raw = url.split(/[?#]/)[0] || '/';
  if (!raw.includes('%')) return raw;
  try {
    return decodeURI(raw);
  } catch {
    return raw;
  }
}

/**
 * A precompressed variant written by scripts/compress.ts, never served under its own name: also
 * with trailing slashes.
 */
function isPrecompressedVariant(pathname: string): boolean {
  return /\.(br|gz)\/*$/i.test(pathname);
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** What `rangeHeaderFor` needs to know of the file: its size and its strong validators. */
export interface RangeTarget {
  size: number;
  /** A strong entity tag, if the file has one (send's tags are weak: none here). */
  strongEtag?: string;
  lastModified: Date;
}

/**
 * The Range header `send` should see for a request, or undefined for a whole-file answer:
 * undefined when `If-Range` does not hold, a suffix longer than the file clamped to the file.
 */
export function rangeHeaderFor(
  range: string | undefined,
  ifRange: string | undefined,
  file: RangeTarget,
  now: Date = new Date(),
): string | undefined {
  if (range === undefined) return undefined;
  if (ifRange !== undefined && !ifRangeHolds(ifRange.trim(), file, now)) return undefined;
  const eq = range.indexOf('=');
  if (eq === -1 || range.slice(0, eq).trim().toLowerCase() !== 'bytes' || file.size === 0) return range;
  const specs = range
    .slice(eq + 1)
    .split(',')
    .map((spec) => {
      const suffix = /^\s*-\s*(\d+)\s*$/.exec(spec);
      return suffix && Number(suffix[1]) > file.size ? `-${file.size}` : spec;
    });
  return `${range.slice(0, eq)}=${specs.join(',')}`;
}

/**
 * RFC 9110 §13.1.5: an entity tag holds only when both it and the file's are strong and equal;
 * a date only when it is exactly the file's Last-Modified and that is strong (at least a second
 * before now). Anything else (a weak tag, another date, junk) does not hold.
 */
function ifRangeHolds(ifRange: string, file: RangeTarget, now: Date): boolean {
  if (ifRange.startsWith('"') || ifRange.startsWith('W/'))
    return file.strongEtag !== undefined && ifRange === file.strongEtag;
  const date = Date.parse(ifRange);
  const modified = Math.floor(file.lastModified.getTime() / 1000) * 1000;
  return ifRange === file.lastModified.toUTCString() && date === modified && now.getTime() - modified >= 1000;
}

/**
 * RFC 9110 §13.1.1: If-Match holds for `*` (the file exists), or when one of its entity tags is
 * strong and equal to the file's strong tag. A weak tag never matches.
 */
function ifMatchHolds(ifMatch: string, strongEtag: string | undefined): boolean {
  if (ifMatch.trim() === '*') return true;
  if (strongEtag === undefined) return false;
  return ifMatch.split(',').some((tag) => tag.trim() === strongEtag);
}

export interface StaticFiles {
  /** The build file (relative, `/a/index.html`) a decoded path names: itself, `.html`, `/index.html`. */
  lookup(pathname: string): string | null;
  /** Sends `file` (from `lookup`) for a GET or HEAD request. */
  serve(req: IncomingMessage, res: ServerResponse, file: string, onError: (status: number) => void): void;
  /** Sends `file` with another status (the not-found page): the negotiated variant, no validators. */
  sendWithStatus(req: IncomingMessage, res: ServerResponse, file: string, status: number): void;
}

export function createStaticFiles(clientDir: string): StaticFiles {
  const root = path.resolve(clientDir);
  const absolute = (file: string) => path.join(root, file);

  /** The variant of `file` for this request's Accept-Encoding, if it was precompressed. */
  const variantOf = (req: IncomingMessage, file: string) => {
    const encoding = req.headers.range === undefined ? preferredEncoding(req.headers['accept-encoding']) : null;
    if (!encoding) return null;
    const variant = file + VARIANT_SUFFIX[encoding];
    return isFile(absolute(variant)) ? { encoding, file: variant } : null;
  };
  const describe = (res: ServerResponse, file: string, encoding: string | undefined) => {
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Content-Type', mime.contentType(path.extname(file)) || 'application/octet-stream');
    if (encoding) res.setHeader('Content-Encoding', encoding);
  };

  return {
    lookup(pathname) {
      if (isPrecompressedVariant(pathname)) return null;
      const uri = pathname.replace(/\/$/, '');
      // Dot files and folders are not part of the site.
      if (uri.split('/').some((segment) => segment.startsWith('.'))) return null;
      for (const candidate of [uri, `${uri}.html`, `${uri}/index.html`]) {
        if (!candidate) continue;
        const file = path.posix.normalize(candidate);
        if (file.startsWith('/') && !file.includes('..') && isFile(absolute(file))) return file;
      }
      return null;
    },

    serve(req, res, file, onError) {
      // If-Match compares strongly (RFC 9110 §13.1.1) and send's tags are weak, so only `*` holds;
      // send would compare weakly, so the header is decided here and never reaches it.
      const ifMatch = req.headers['if-match'];
      if (ifMatch !== undefined) {
        if (!ifMatchHolds(ifMatch, undefined)) return onError(412);
        delete req.headers['if-match'];
        // With If-Match present, If-Unmodified-Since is not evaluated (RFC 9110 §13.2.2).
        delete req.headers['if-unmodified-since'];
      }
      if (req.headers.range !== undefined) {
        let stat;
        try {
          stat = statSync(absolute(file));
        } catch {
          return onError(404);
        }
        // Sent twice, If-Range is joined and then matches nothing: the whole file.
        const ifRange = req.headers['if-range'];
        const range = rangeHeaderFor(req.headers.range, Array.isArray(ifRange) ? ifRange.join(', ') : ifRange, {
          size: stat.size,
          lastModified: stat.mtime,
        });
        if (range === undefined) delete req.headers.range;
        else req.headers.range = range;
        // Decided here: send's looser check must not overrule it.
        delete req.headers['if-range'];
      }
      // A date later than now is no valid If-Modified-Since (RFC 9110 §13.1.3): it is ignored,
      // where send would answer 304.
      const since = req.headers['if-modified-since'];
      if (since !== undefined && Date.parse(since) > Date.now()) delete req.headers['if-modified-since'];
      const variant = variantOf(req, file);
      describe(res, file, variant?.encoding);
      const served = variant?.file ?? file;
      const encoded = served.split('/').map(encodeURIComponent).join('/');
      send(req, encoded, { root, index: false, dotfiles: 'deny', cacheControl: false, etag: true, lastModified: true })
        .on('error', (err: { status?: number }) => {
          for (const name of ['Content-Encoding', 'Content-Type', 'ETag', 'Last-Modified', 'Accept-Ranges']) {
            res.removeHeader(name);
          }
          onError(err.status ?? 500);
        })
        .pipe(res);
    },

    sendWithStatus(req, res, file, status) {
      const variant = variantOf(req, file);
      describe(res, file, variant?.encoding);
      res.statusCode = status;
      if (req.method === 'HEAD') return void res.end();
      createReadStream(absolute(variant?.file ?? file)).pipe(res);
    },
  };
}
