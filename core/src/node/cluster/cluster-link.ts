import { createAdapter } from '@socket.io/postgres-adapter';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { Server as SocketServer } from 'socket.io';
import { ChangeBus, type ChangeListener } from './change-bus.ts';

/**
 * What ties server processes on one PostgreSQL together (docs/scaling.md): socket.io rooms and
 * broadcasts through @socket.io/postgres-adapter, and the change notices of the caches (ChangeBus).
 * Both use LISTEN/NOTIFY on channels named after the store's schema, so stores in different schemas of
 * one database (the tests') never hear each other.
 */
export interface ClusterLink {
  bus: ChangeBus;
  close(): Promise<void>;
}

export async function openClusterLink(options: {
  connectionString: string;
  /** The store's schema (`public` in production). */
  schema: string;
  io: SocketServer;
  onChange: ChangeListener;
  onResync: () => void;
}): Promise<ClusterLink> {
  // Its own small pool: a LISTEN connection each for the adapter and the bus, and the NOTIFYs.
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: 3,
    application_name: 'ontobench-cluster',
  });
  pool.on('error', (error) => console.error(`Cluster connection lost: ${error.message}`));
  // The adapter keeps a client checked out for LISTEN and listens only for its 'end': without a listener
  // of its own, that client's error when the database goes away would crash the process.
  pool.on('connect', (client) => client.on('error', () => undefined));
  try {
    const bus = await ChangeBus.open({
      pool,
      connectionString: options.connectionString,
      channel: `ontobench_changes_${options.schema}`,
      onChange: options.onChange,
      onResync: options.onResync,
    });
    options.io.adapter(
      createAdapter(pool, {
        channelPrefix: `socket.io_${options.schema}`,
        // The table of migration core-0009-jobs, in the store's schema.
        tableName: 'socket_io_attachments',
        errorHandler: (error) => console.error(`Realtime adapter: ${error.message}`),
      }),
    );
    return {
      bus,
      async close() {
        await bus.close();
        // Every namespace's adapter: the shared listening client is released with the last one.
        for (const namespace of options.io._nsps.values()) await namespace.adapter.close();
        // The adapter never gives back a listening client that died with the database (it only opens a
        // new one), and pool.end() waits for every client: wait a moment, not forever.
        await Promise.race([pool.end().catch(() => undefined), sleep(1_000)]);
      },
    };
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
}
