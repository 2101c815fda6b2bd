import type { StoreKind } from '@ontobench/core/node';
import { isLoopbackHost } from './demo/demo-policy.ts';

/** Addresses that mean "this machine": a person opens them as localhost. */
const LOCAL_HOSTS = new Set(['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost']);

/** The address a person can paste into a browser. */
export function displayUrl(host: string, port: number): string {
  if (LOCAL_HOSTS.has(host)) return `http://localhost:${port}`;
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

/** Which database is in use; never the connection string, which may hold a password. */
export function storeDescription(kind: StoreKind, dataDir: string): string {
  return kind === 'embedded' ? `embedded PostgreSQL in ${dataDir}` : 'PostgreSQL (DATABASE_URL)';
}

/**
 * Printed at every start while demo accounts keep the published password (checked against the stored
 * hashes): on one's own machine it doubles as the demo sign-in; beyond it, anyone can sign in as them.
 */
export function demoWarning(emails: readonly string[], password: string, host: string): string {
  const accounts = emails.join(', ');
  if (isLoopbackHost(host)) {
    return (
      `Demo sign-in (password ${password}): ${accounts}. Warning: that password is published; change ` +
      'their passwords or delete them before anyone else can reach this server (they do not come back).'
    );
  }
  return (
    `Warning: demo accounts with the published password ${password} exist (${accounts}); anyone who can ` +
    `reach ${host} can sign in with them. Change their passwords or delete them (they do not come back).`
  );
}
