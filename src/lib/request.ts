/**
 * The shared request helper for every client call to the server: writes send a JSON body
 * with a JSON content type and always include credentials; any non-OK answer is raised as an
 * error whose message is `<status>: <body text, or the status text when the body is empty>`.
 * No retries.
 */

/** A non-OK answer: `message` as above; `status` and `body` let callers read details. */
export class RequestError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'RequestError';
    this.status = status;
    this.body = body;
  }

  /** The body parsed as JSON, or undefined when it is not JSON. */
  json(): unknown {
    try {
      return JSON.parse(this.body) as unknown;
    } catch {
      return undefined;
    }
  }
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new RequestError(res.status, res.statusText, text);
  }
  return res;
}
