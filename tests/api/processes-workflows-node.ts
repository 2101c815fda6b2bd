/**
 * One reference server in a process of its own, on the PostgreSQL at argv[2], with the diagrams, decision
 * tables and processes areas (issue 19: a workflow server that a test or the crash bench kills with
 * SIGKILL). Prints `READY <url>` once it listens.
 *
 *   node --import tsx tests/api/processes-workflows-node.ts <database url>
 */
import { DEFAULT_BRANDING } from '@ontobench/core/common';
import { createServer, openPostgresStore } from '@ontobench/core/node';
import diagrams from '@ontobench/ext-diagrams/node';
import dmn from '@ontobench/ext-dmn/node';
import processes from '@ontobench/ext-processes/node';

const store = await openPostgresStore(process.argv[2]!);
const server = await createServer({
  store,
  webRoot: null,
  environment: { version: '9.9.9-test', branding: DEFAULT_BRANDING },
  extensions: [diagrams, dmn, processes],
});
const port = await server.listen(0, '127.0.0.1');
console.log(`READY http://127.0.0.1:${port}`);
