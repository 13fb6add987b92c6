/**
 * PostgreSQL's LISTEN on a connection of its own (a pooled one would be handed to queries), so
 * that every server process hears what any process or worker changed. The connection is opened
 * at the first listen; when it breaks it is opened again after RECONNECT_MS and listens again.
 */
import type pg from 'pg';

/** Calls `onNotify` with the payload of each notification on `channel`; resolves once listening. */
export type DatabaseListen = (
  channel: string,
  onNotify: (payload: string) => void,
) => Promise<void>;

const RECONNECT_MS = 5000;

export class PostgresNotifications {
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();
  private client: Promise<pg.Client> | undefined;
  private closed = false;

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
    client.on('error', (error) => this.reconnectLater(client, error));
    try {
      await client.connect();
      for (const channel of this.handlers.keys())
        await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      return client;
    } catch (error) {
      this.client = undefined;
      throw error;
    }
  }

  private reconnectLater(broken: pg.Client, error: Error): void {
    console.error('PostgreSQL notifications lost their connection:', error.message);
    this.client = undefined;
    void broken.end().catch(() => {});
    if (this.closed) return;
    setTimeout(() => {
      if (!this.closed && this.client === undefined)
        this.connected().catch((retryError: unknown) =>
          this.reconnectLater(broken, retryError as Error),
        );
    }, RECONNECT_MS).unref();
  }
}
