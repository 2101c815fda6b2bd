import type pg from 'pg';

/** The health check's own statement never waits long: past this the database counts as not answering. */
const HEALTH_STATEMENT_TIMEOUT_MS = 2_000;

interface Connection {
  client: pg.Client;
  ready: Promise<void>;
}

/**
 * One PostgreSQL connection kept for the health check alone, outside the pool: when every pooled
 * connection is busy with user queries, the ping still gets an answer at once. Opened on first use,
 * dropped and reopened after any failure (the database restarted, the network broke).
 */
export class HealthConnection {
  private current: Connection | null = null;
  private closed = false;

  constructor(private readonly create: () => pg.Client) {}

  /** Whether the database answers `select 1` on this connection. */
  async check(): Promise<boolean> {
    if (this.closed) return false;
    const connection = (this.current ??= this.open());
    try {
      await connection.ready;
      await connection.client.query('select 1');
      return true;
    } catch {
      this.drop(connection);
      return false;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const connection = this.current;
    this.current = null;
    if (connection) await connection.client.end().catch(() => undefined);
  }

  private open(): Connection {
    const client = this.create();
    const connection: Connection = {
      client,
      ready: client
        .connect()
        .then(() => client.query(`set statement_timeout = ${HEALTH_STATEMENT_TIMEOUT_MS}`))
        .then(() => undefined),
    };
    // Without a listener a lost connection would crash the process; the next check reconnects.
    client.on('error', () => this.drop(connection));
    return connection;
  }

  private drop(connection: Connection): void {
    if (this.current === connection) this.current = null;
    connection.client.end().catch(() => undefined);
  }
}
