import pino, { type Logger } from 'pino';

let root: Logger | undefined;

type ErrorLike = Error & Record<string, unknown>;

/** An error from a database query: Drizzle's wrapper (carrying the SQL and its bound values) or the driver's. */
function isQueryError(err: ErrorLike): boolean {
  return ('query' in err && 'params' in err) || (typeof err.code === 'string' && 'severity' in err);
}

/** The causes of an error, itself first (at most a few levels, cycles cut). */
function chain(err: ErrorLike): ErrorLike[] {
  const out: ErrorLike[] = [];
  for (let e: unknown = err; e instanceof Error && out.length < 5 && !out.includes(e as ErrorLike); e = e.cause) {
    out.push(e as ErrorLike);
  }
  return out;
}

/**
 * Logs an error; a failed database query only by its cause: SQLSTATE, constraint, table and
 * column, never the SQL text, the bound values or the database's message and detail (they quote
 * the values: names, addresses, messages a visitor sent, which the privacy policy says are not
 * logged).
 */
export function serializeError(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  const links = chain(err as ErrorLike);
  if (!links.some(isQueryError)) return pino.stdSerializers.err(err);
  const db = links.find((e) => typeof e.code === 'string' && 'severity' in e);
  const pick = (key: string) => (db && typeof db[key] === 'string' ? { [key]: db[key] } : {});
  return {
    type: err.name,
    message: 'database query failed',
    cause: db
      ? {
          type: db.name,
          ...pick('code'),
          ...pick('constraint'),
          ...pick('table'),
          ...pick('column'),
          ...pick('routine'),
        }
      : { type: links.at(-1)!.name },
  };
}

/** The process-wide pino logger (JSON lines on stdout). */
export function getLogger(level = process.env.LOG_LEVEL ?? 'info'): Logger {
  root ??= pino({
    level,
    base: { service: 'website' },
    redact: ['req.headers.cookie', 'body'],
    serializers: { err: serializeError },
  });
  return root;
}

/** The most of a request header's value a log line carries. */
export const LOGGED_HEADER_MAX = 200;

/**
 * A request header's value as a log line may carry it: the client controls it, so it is bounded
 * (at most LOGGED_HEADER_MAX characters, then its full length) and anything but printable ASCII
 * is shown as `\u{…}`; log volume never follows what a client sends. undefined when absent.
 */
export function loggedHeader(value: string | readonly string[] | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  const text = typeof value === 'string' ? value : value.join(', ');
  const head = [...text.slice(0, LOGGED_HEADER_MAX)]
    .map((c) => (/^[\x20-\x7e]$/.test(c) ? c : `\\u{${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}}`))
    .join('')
    .slice(0, LOGGED_HEADER_MAX);
  return text.length > LOGGED_HEADER_MAX ? `${head}… (${text.length} characters)` : head;
}
