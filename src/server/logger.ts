import pino, { type Logger } from 'pino';

let root: Logger | undefined;

/** The process-wide pino logger (JSON lines on stdout). */
export function getLogger(level = process.env.LOG_LEVEL ?? 'info'): Logger {
  root ??= pino({ level, base: { service: 'website' }, redact: ['req.headers.cookie', 'body'] });
  return root;
}
