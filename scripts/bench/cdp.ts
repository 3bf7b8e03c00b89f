/**
 * A bare Chrome DevTools Protocol connection to the bench's browser (flat sessions over the
 * browser's WebSocket endpoint). Page loads are driven through it, so that no test driver is
 * attached to the page: Playwright adds its own script world and the Runtime domain to every page
 * it drives, work a visitor's browser never does.
 */
export class CdpConnection {
  private nextId = 0;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private listeners: { method: string; sessionId: string | undefined; fn: (params: unknown) => void }[] = [];
  private readonly ws: WebSocket;

  private constructor(ws: WebSocket) {
    this.ws = ws;
    ws.addEventListener('message', (event) => {
      const msg = JSON.parse(String(event.data)) as {
        id?: number;
        method?: string;
        params?: unknown;
        sessionId?: string;
        result?: unknown;
        error?: { message: string };
      };
      if (msg.id !== undefined) {
        const call = this.pending.get(msg.id);
        this.pending.delete(msg.id);
        if (msg.error) call?.reject(new Error(msg.error.message));
        else call?.resolve(msg.result ?? {});
        return;
      }
      for (const l of this.listeners)
        if (l.method === msg.method && l.sessionId === msg.sessionId) l.fn(msg.params ?? {});
    });
  }

  /** Connects to the browser listening on `--remote-debugging-port=port`. */
  static async connect(port: number): Promise<CdpConnection> {
    const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
      webSocketDebuggerUrl: string;
    };
    const ws = new WebSocket(version.webSocketDebuggerUrl);
    await new Promise((resolve, reject) => {
      ws.addEventListener('open', resolve, { once: true });
      ws.addEventListener('error', () => reject(new Error('CDP connection failed')), { once: true });
    });
    return new CdpConnection(ws);
  }

  /** Sends a command (to a page's session with `sessionId`); resolves with its result. */
  send<Result = Record<string, never>>(method: string, params: object = {}, sessionId?: string): Promise<Result> {
    const id = ++this.nextId;
    this.ws.send(JSON.stringify({ id, method, params, sessionId }));
    return new Promise((resolve, reject) => this.pending.set(id, { resolve: (v) => resolve(v as Result), reject }));
  }

  /** Listens to an event of one session; returns the function that stops listening. */
  on<Params>(method: string, sessionId: string, fn: (params: Params) => void): () => void {
    const listener = { method, sessionId, fn: (params: unknown) => fn(params as Params) };
    this.listeners.push(listener);
    return () => {
      this.listeners = this.listeners.filter((l) => l !== listener);
    };
  }

  close(): void {
    this.ws.close();
  }
}
