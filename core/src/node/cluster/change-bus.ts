import pg from 'pg';

/** What one server process tells the others on the same database (docs/scaling.md). */
export type Change =
  /** A write changed classes or properties: drop the ontology model. */
  | { kind: 'model' }
  /** A write happened: drop cached plain get_data results. */
  | { kind: 'cache-plain' }
  /** DELETE utils/cache: drop a stored command's cached results (one user's, or everyone's). */
  | { kind: 'cache-command'; command: string; userId?: string }
  /** An administrator switched maintenance mode: read it again. */
  | { kind: 'maintenance' };

export type ChangeListener = (change: Change) => void;

/**
 * Changes between server processes over PostgreSQL LISTEN/NOTIFY: no other server to run. A notice is
 * not stored, so a process that lost its listening connection may have missed some: on every
 * reconnect it hears `resync` and drops everything it caches. It retries every 1, 2, 4, then 5 s, so
 * what it may have missed is stale for at most a few seconds after the database is back.
 */
export class ChangeBus {
  /** Marks this process's notices, which it does not act on twice. */
  private readonly origin = Math.random().toString(36).slice(2);
  private client: pg.Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;

  private constructor(
    private readonly pool: pg.Pool,
    private readonly channel: string,
    private readonly connectionString: string,
    private readonly onChange: ChangeListener,
    private readonly onResync: () => void,
  ) {}

  /** Resolves once listening, so a change made right after start-up is heard. */
  static async open(options: {
    pool: pg.Pool;
    connectionString: string;
    channel: string;
    onChange: ChangeListener;
    onResync: () => void;
  }): Promise<ChangeBus> {
    const bus = new ChangeBus(
      options.pool,
      options.channel,
      options.connectionString,
      options.onChange,
      options.onResync,
    );
    await bus.listen();
    return bus;
  }

  /** Tells the other processes; a failure is logged, not thrown: the write it follows has committed. */
  async publish(change: Change): Promise<void> {
    try {
      await this.pool.query('select pg_notify($1, $2)', [
        this.channel,
        JSON.stringify({ ...change, origin: this.origin }),
      ]);
    } catch (error) {
      console.error(`Change notice not sent: ${(error as Error).message}`);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString, application_name: 'ontobench-changes' });
    client.on('notification', (message) => {
      if (message.channel !== this.channel || !message.payload) return;
      try {
        const change = JSON.parse(message.payload) as Change & { origin?: string };
        if (change.origin !== this.origin) this.onChange(change);
      } catch {
        // Not one of ours.
      }
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`listen "${this.channel.replaceAll('"', '')}"`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    // Closed while connecting (a reconnect in flight): this client must not keep the process alive.
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
  }

  private lost(client: pg.Client): void {
    if (this.client !== client || this.closed) return;
    this.client = null;
    this.scheduleReconnect(1_000);
  }

  private scheduleReconnect(ms: number): void {
    if (this.closed) return;
    this.retry = setTimeout(() => {
      this.listen().then(
        () => this.onResync(),
        () => this.scheduleReconnect(Math.min(ms * 2, 5_000)),
      );
    }, ms);
    this.retry.unref();
  }
}
