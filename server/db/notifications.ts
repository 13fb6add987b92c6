/**
 * PostgreSQL's LISTEN on a connection of its own (a pooled one would be handed to queries), so
 * that every server process hears what any process or worker changed. The connection is opened
 * at the first listen; when it breaks (PostgreSQL restarted, a network cut) it is opened again,
 * soon and then less often (RECONNECT_FIRST_MS doubling up to RECONNECT_MAX_MS) until it
 * connects, and listens again. What was notified in between is not heard: the listeners cover
 * that (the auth cache's entries age out; progress streams also poll).
 */
import type pg from 'pg';

/** Calls `onNotify` with the payload of each notification on `channel`; resolves once listening. */
export type DatabaseListen = (
  channel: string,
  onNotify: (payload: string) => void,
) => Promise<void>;

const RECONNECT_FIRST_MS = 200;
const RECONNECT_MAX_MS = 5000;

export class PostgresNotifications {
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();
  private client: Promise<pg.Client> | undefined;
  /** The connection that listens now, once connected. */
  private current: pg.Client | undefined;
  private closed = false;
  /** The wait before the next attempt to connect again. */
  private reconnectMs = RECONNECT_FIRST_MS;

  constructor(
    private readonly pgModule: typeof pg,
    private readonly databaseUrl: string,
  ) {}

  readonly listen: DatabaseListen = async (channel, onNotify) => {
    const known = this.handlers.has(channel);
    const handlers = this.handlers.get(channel) ?? new Set();
    handlers.add(onNotify);
    this.handlers.set(channel, handlers);
    const client = await this.connected();
    if (!known) await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
  };

  async close(): Promise<void> {
    this.closed = true;
    const client = await this.client?.catch(() => undefined);
    await client?.end();
  }

  private connected(): Promise<pg.Client> {
    this.client ??= this.connect();
    return this.client;
  }

  private async connect(): Promise<pg.Client> {
    const client = new this.pgModule.Client({ connectionString: this.databaseUrl });
    client.on('notification', ({ channel, payload }) => {
      for (const handler of this.handlers.get(channel) ?? []) handler(payload ?? '');
    });
    client.on('error', (error) => this.lost(client, error));
    try {
      await client.connect();
      for (const channel of this.handlers.keys())
        await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      this.client = undefined;
      void client.end().catch(() => {});
      throw error;
    }
    this.current = client;
    this.reconnectMs = RECONNECT_FIRST_MS;
    return client;
  }

  private lost(broken: pg.Client, error: Error): void {
    void broken.end().catch(() => {});
    // A broken connection may report twice (the server's message, then the end): once is enough.
    if (broken !== this.current) return;
    console.error('PostgreSQL notifications lost their connection:', error.message);
    this.current = undefined;
    this.client = undefined;
    this.reconnectLater();
  }

  private reconnectLater(): void {
    if (this.closed) return;
    const waitMs = this.reconnectMs;
    this.reconnectMs = Math.min(waitMs * 2, RECONNECT_MAX_MS);
    setTimeout(() => {
      if (this.closed || this.client !== undefined) return;
      this.connected().then(
        () => console.info('PostgreSQL notifications: connected and listening again'),
        () => this.reconnectLater(),
      );
    }, waitMs).unref();
  }
}
