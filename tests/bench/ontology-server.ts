import { DEFAULT_BRANDING } from '@ontobench/core/common';
import { createServer, ensureUser, type ServerExtension } from '@ontobench/core/node';
import ontologyExtension from '@ontobench/ext-ontology/node';
import { openTempStore } from '../../core/src/node/testing/temp-store.ts';
import { signIn, type Client } from './client.ts';

const PASSWORD = 'Bench-password-1';

/**
 * Runs `work` against a server with the ontology area in this process (createServer on a fresh store —
 * DATABASE_URL's database when it is set, else an embedded cluster of its own — at 127.0.0.1, port 0),
 * signed in as an ordinary user; closes the server and drops the store afterwards, whatever happens.
 * `extensions` replaces the ontology area with other server halves (the documents benchmark).
 */
export async function withOntologyServer(
  work: (url: string, user: Client) => Promise<void>,
  extensions: readonly ServerExtension[] = [ontologyExtension],
): Promise<void> {
  const temp = await openTempStore();
  const server = await createServer({
    store: temp.store,
    webRoot: null,
    environment: { version: '0.0.0-bench', branding: DEFAULT_BRANDING },
    extensions,
  });
  try {
    const url = `http://127.0.0.1:${await server.listen(0, '127.0.0.1')}`;
    await ensureUser(temp.store, { email: 'user@bench.test', password: PASSWORD, fullName: 'Bench', isAdmin: false });
    await work(url, await signIn(url, 'user@bench.test', PASSWORD));
  } finally {
    await server.close();
    await temp.dispose();
  }
}
