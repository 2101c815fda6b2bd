import type { StoreKind } from '@ontobench/core/node';

/** Addresses that mean "this machine": a person opens them as localhost. */
const LOCAL_HOSTS = new Set(['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost']);

/** The address a person can paste into a browser. */
export function displayUrl(host: string, port: number): string {
  if (LOCAL_HOSTS.has(host)) return `http://localhost:${port}`;
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

/** Which database is in use; never the connection string, which may hold a password. */
export function storeDescription(kind: StoreKind, dataDir: string): string {
  return kind === 'pglite' ? `embedded PGlite in ${dataDir}` : 'PostgreSQL (DATABASE_URL)';
}
