import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SYSTEM_SCHEMA } from '@ontobench/core/common';
import {
  coreMigrations,
  ensureUser,
  hashPassword,
  installSchema,
  openStore,
  runMigrations,
} from '@ontobench/core/node';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo/accounts.ts';
import { decideDemo, demoAccountsWithPublishedPassword, isLoopbackHost } from './demo/demo-policy.ts';
import { demoWarning } from './startup-message.ts';

/** The demo's rules (issue 11, item 7; docs/security.md "Sign-in, sessions and the demo"). */

describe('decideDemo', () => {
  it.each([
    // setting, host, new database → seeded
    ['auto', '127.0.0.1', true, true],
    ['auto', 'localhost', true, true],
    ['auto', '::1', true, true],
    ['auto', '0.0.0.0', true, false],
    ['auto', '::', true, false],
    ['auto', '10.1.2.3', true, false],
    ['on', '0.0.0.0', true, true],
    ['off', '127.0.0.1', true, false],
    ['auto', '127.0.0.1', false, false],
    ['on', '0.0.0.0', false, false],
  ] as const)('%s on %s, new database %s → seed %s', (setting, host, isNew, seed) => {
    expect(decideDemo(setting, host, isNew).seed).toBe(seed);
  });

  it('says why a server beyond loopback starts empty, and that `on` cannot seed an existing database', () => {
    expect(decideDemo('auto', '0.0.0.0', true).note).toBe(
      'The new database starts without the demo accounts: the server listens on 0.0.0.0, beyond this machine, ' +
        'and their password is published. Set ONTOBENCH_DEMO=on to create them anyway.',
    );
    expect(decideDemo('on', '127.0.0.1', false).note).toMatch(/seeded only into a new database/);
    expect(decideDemo('auto', '127.0.0.1', true).note).toBeNull();
  });

  it('knows loopback addresses', () => {
    for (const host of ['127.0.0.1', '127.8.9.10', 'localhost', 'LOCALHOST', '::1', '[::1]', '::ffff:127.0.0.1'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.5', 'example.org', '128.0.0.1', ''])
      expect(isLoopbackHost(host), host).toBe(false);
  });
});

describe('the warning while demo accounts keep the published password', () => {
  it('checks the stored hash, not just the e-mail', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ontobench-demo-'));
    const store = await openStore({ dataDir });
    try {
      await runMigrations(store, coreMigrations);
      await store.transaction((tx) => installSchema(tx, SYSTEM_SCHEMA));
      expect(await demoAccountsWithPublishedPassword(store)).toEqual([]);
      for (const account of DEMO_ACCOUNTS)
        await ensureUser(store, { ...account, password: DEMO_PASSWORD, isAdmin: account.isAdmin });
      expect(await demoAccountsWithPublishedPassword(store)).toEqual(DEMO_ACCOUNTS.map((a) => a.email));
      // The administrator's password is changed: that account is no longer reported.
      await store.query('update ob_credential set password_hash = $1 where email = $2', [
        await hashPassword('Changed-admin-1'),
        'admin@ontobench.local',
      ]);
      expect(await demoAccountsWithPublishedPassword(store)).toEqual([
        'user@ontobench.local',
        'teacher@ontobench.local',
        'student@ontobench.local',
      ]);
    } finally {
      await store.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it('reads as the demo sign-in on loopback and as a warning beyond it', () => {
    const emails = ['admin@ontobench.local'];
    expect(demoWarning(emails, DEMO_PASSWORD, '127.0.0.1')).toMatch(
      /^Demo sign-in \(password Ontobench-demo-1\): admin@ontobench.local\. Warning: that password is published/,
    );
    expect(demoWarning(emails, DEMO_PASSWORD, '0.0.0.0')).toMatch(
      /^Warning: demo accounts with the published password Ontobench-demo-1 exist \(admin@ontobench.local\); anyone who can reach 0\.0\.0\.0/,
    );
  });
});
