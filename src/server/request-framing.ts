/**
 * Where each request on a connection begins and ends, read from the connection's bytes beside
 * Node's parser. Node hands over each request (its method, target, version and headers) but
 * tells neither its request line as sent nor where on the wire it began or ended; both decide
 * rules of the server:
 *
 * - a request line is exactly `method SP request-target SP HTTP-version CRLF`, one space each
 *   (RFC 9112 §3). Node's parser also reads a line with doubled spaces, or one without a version
 *   (as HTTP/0.9), so the line as sent is kept here and judged when Node hands its request over;
 * - a kept connection is idle only when no byte of a next request has arrived since the last
 *   one ended: its body (known from the headers Node hands over: `Content-Length`, or the
 *   `chunked` coding read here chunk by chunk) is past, and only the empty lines Node skips
 *   between requests (CR, LF) came after it.
 *
 * Every byte is read once: a request's head byte by byte (the line kept, at most `MAX_LINE`
 * bytes), a body by its length without looking at it. Node refuses every message it cannot
 * read (a bare LF, a second `Content-Length`, a malformed chunk), so the framing read here is
 * the framing of the messages Node accepts; a request Node hands over where this reading sees no
 * complete head is reported as out of step, and refused.
 */

const CR = 0x0d;
const LF = 0x0a;
/** The end of a head: CRLF CRLF (a line's end, then the empty line). */
const HEAD_END = [CR, LF, CR, LF] as const;
/** A request line or chunk-size line longer than this is not kept (Node refuses such a head). */
const MAX_LINE = 64 * 1024;

type Phase =
  /** No request begun since the last one ended: only CR and LF read. */
  | 'between'
  /** Inside a request's head (its line, then its header fields). */
  | 'head'
  /** A head read to its end: the body's length comes with the request Node hands over. */
  | 'framed'
  /** Inside a body of known length (`left` bytes to come). */
  | 'body'
  /** Inside a chunk-size line. */
  | 'chunk-size'
  /** Inside a chunk's data and its CRLF (`left` bytes to come). */
  | 'chunk-data'
  /** Inside the trailer section after the last chunk. */
  | 'trailers'
  /** No longer read: the connection was handed over (CONNECT), refused, or read out of step. */
  | 'done';

/** What a request handed over by Node says about its line and its body. */
export interface HandedOver {
  method?: string | undefined;
  url?: string | undefined;
  httpVersion: string;
  headers: { 'content-length'?: string | undefined; 'transfer-encoding'?: string | undefined };
}

/** A request line of exactly the form of RFC 9112 §3, without its CRLF. */
const REQUEST_LINE = /^([!#$%&'*+\-.^_`|~0-9A-Za-z]+) ([\x21-\x7e]+) HTTP\/(\d)\.(\d)$/;

/** The parts of a well-formed request line (without its CRLF); null for any other line. */
export function requestLineParts(
  line: string,
): { method: string; target: string; major: number; minor: number } | null {
  const m = REQUEST_LINE.exec(line);
  return m ? { method: m[1]!, target: m[2]!, major: Number(m[3]), minor: Number(m[4]) } : null;
}

export class RequestFraming {
  private phase: Phase = 'between';
  /** The line being read (a request line or a chunk-size line), latin1; null once too long. */
  private line: string | null = '';
  /** Whether the line has ended (its LF read). */
  private lineEnded = false;
  /** How many bytes of CRLF CRLF end what has been read of a head or trailer section. */
  private matched = 0;
  /** Bytes still to come of a body or a chunk (its data and CRLF). */
  private left = 0;
  /** Bytes read past a head, waiting for its request to be handed over. */
  private pending: Buffer | null = null;
  /** The request line of the head being read, once ended; kept when reading stops. */
  private headLine: string | null = null;

  /** Whether no request has begun since the last one ended. */
  get idle(): boolean {
    return this.phase === 'between';
  }

  /** The request line of the head being read, once it has ended (without its CRLF); else null. */
  get requestLine(): string | null {
    return this.headLine;
  }

  /** Reads a chunk as it arrives, before Node's parser sees it. */
  read(chunk: Buffer): void {
    if (this.phase === 'done') return;
    // A head read to its end whose request Node did not hand over with the chunk it ended in.
    if (this.phase === 'framed') return void this.stop();
    this.consume(chunk);
  }

  /**
   * Takes the request Node hands over for the head just read. Returns whether its request line
   * was exactly the grammar's (and is the one Node read); false stops the reading.
   */
  handOver(req: HandedOver): boolean {
    if (this.phase !== 'framed' || !this.lineEnded || this.line === null) return this.stop();
    const parts = requestLineParts(this.line);
    if (!parts || parts.method !== req.method || parts.target !== req.url) return this.stop();
    if (`${parts.major}.${parts.minor}` !== req.httpVersion) return this.stop();
    this.headLine = null;
    // A CONNECT's connection is handed over: nothing after it is a request.
    if (req.method === 'CONNECT') {
      this.stop();
      return true;
    }
    const length = req.headers['content-length'];
    if (req.headers['transfer-encoding'] !== undefined) this.begin('chunk-size');
    else if (length !== undefined && Number(length) > 0) {
      this.phase = 'body';
      this.left = Number(length);
    } else this.phase = 'between';
    const rest = this.pending;
    this.pending = null;
    if (rest) this.consume(rest);
    return true;
  }

  /** Stops reading (the connection is handed over or refused). Returns false. */
  stop(): false {
    this.phase = 'done';
    this.pending = null;
    return false;
  }

  private begin(phase: 'head' | 'chunk-size'): void {
    this.phase = phase;
    this.line = '';
    this.lineEnded = false;
    this.matched = 0;
  }

  private consume(chunk: Buffer): void {
    let at = 0;
    while (at < chunk.length) {
      switch (this.phase) {
        case 'between':
          while (at < chunk.length && (chunk[at] === CR || chunk[at] === LF)) at++;
          if (at < chunk.length) this.begin('head');
          break;
        case 'body':
        case 'chunk-data': {
          const take = Math.min(this.left, chunk.length - at);
          at += take;
          this.left -= take;
          if (this.left === 0) {
            if (this.phase === 'body') this.phase = 'between';
            else this.begin('chunk-size');
          }
          break;
        }
        case 'head':
        case 'trailers':
          at = this.readSection(chunk, at);
          if (this.matched === HEAD_END.length) {
            if (this.phase === 'trailers') this.phase = 'between';
            else {
              this.phase = 'framed';
              if (at < chunk.length) this.pending = chunk.subarray(at);
              return;
            }
          }
          break;
        case 'chunk-size':
          at = this.readLine(chunk, at);
          if (this.lineEnded) {
            const size = Number.parseInt(/^[0-9a-fA-F]+/.exec(this.line ?? '')?.[0] ?? '', 16);
            if (!Number.isFinite(size)) return void this.stop();
            if (size > 0) {
              this.phase = 'chunk-data';
              this.left = size + 2;
            } else {
              this.phase = 'trailers';
              // The chunk-size line's CRLF is the first line end: an empty line now ends it.
              this.matched = 2;
            }
          }
          break;
        default:
          return;
      }
    }
  }

  /** Reads a head's or trailer section's bytes until its end (CRLF CRLF); the head's first line is kept. */
  private readSection(chunk: Buffer, from: number): number {
    let at = from;
    if (this.phase === 'head' && !this.lineEnded) {
      at = this.readLine(chunk, from);
      // The request line's own CRLF is the first line end: an empty line now ends the head.
      if (this.lineEnded) {
        this.matched = 2;
        this.headLine = this.line;
      }
    }
    while (at < chunk.length && this.matched < HEAD_END.length) {
      const byte = chunk[at++]!;
      if (byte === HEAD_END[this.matched]) this.matched++;
      else this.matched = byte === CR ? 1 : 0;
    }
    return at;
  }

  /** Reads a line's bytes until its LF (kept without CRLF, as latin1). */
  private readLine(chunk: Buffer, from: number): number {
    const lf = chunk.indexOf(LF, from);
    const end = lf === -1 ? chunk.length : lf;
    if (this.line !== null) {
      this.line += chunk.toString('latin1', from, end);
      if (this.line.length > MAX_LINE) this.line = null;
    }
    if (lf === -1) return chunk.length;
    this.lineEnded = true;
    // A line ends in CRLF: a bare LF leaves its CR off, and the line is then not the grammar's.
    if (this.line !== null) this.line = this.line.endsWith('\r') ? this.line.slice(0, -1) : `${this.line}\n`;
    return lf + 1;
  }
}
