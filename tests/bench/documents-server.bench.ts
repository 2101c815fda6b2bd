/**
 * The documents area's server with a 200-page document (issue 15 "Quality bars": about 100,000 words,
 * ~1.2 MB of JSON in 25 pieces): GET documents/:id (what the viewer and the editor open), PUT
 * documents/:id/content (an autosave of the whole content) and GET documents/:id/docx, each over RUNS
 * calls, p50/p95 of the whole HTTP round trip from a client in the same process.
 *
 *   node --import tsx tests/bench/documents-server.bench.ts
 */
import { randomUUID } from 'node:crypto';
import documents from '@ontobench/ext-documents/node';
import { DOC_CLASS } from '../../extensions/documents/src/common/schema.ts';
import { largeDocument } from '../api/documents-large.ts';
import { withOntologyServer } from './ontology-server.ts';
import { markdownTable, timedRuns } from './stats.ts';

const RUNS = 20;
const DOCX_RUNS = 10;

await withOntologyServer(
  async (url, user) => {
    const id = randomUUID();
    await user.data({ act: 'set_data', data: [{ op: 'new', class: DOC_CLASS.Document, name: 'Большой', inst: id }] });
    const content = largeDocument();
    const json = JSON.stringify({ content, baseVersion: 0 });
    const auth = { authorization: `Bearer ${user.credentials.token}` };
    const call = async (method: string, path: string, body?: string) => {
      const reply = await fetch(`${url}/api/documents/${id}${path}`, {
        method,
        headers: body ? { ...auth, 'content-type': 'application/json' } : auth,
        body,
      });
      const bytes = (await reply.arrayBuffer()).byteLength;
      if (reply.status !== 200) throw new Error(`${method} ${path}: ${reply.status}`);
      return bytes;
    };
    let version = 0;
    const save = () => call('PUT', '/content', json.replace(/"baseVersion":\d+}$/, `"baseVersion":${version++}}`));
    const saveRow = await timedRuns(RUNS, save);
    const getRow = await timedRuns(RUNS, () => call('GET', ''));
    const docxRow = await timedRuns(DOCX_RUNS, () => call('GET', '/docx'));
    console.log(`content: ${(json.length / 1e6).toFixed(2)} M characters of JSON, ${RUNS} runs (.docx ${DOCX_RUNS})`);
    console.log(
      markdownTable(
        ['call (200-page document)', 'p50, ms', 'p95, ms', 'max, ms', 'reply'],
        [
          ['PUT documents/:id/content (save)', ...saveRow.slice(0, 3), 'SaveReply'],
          ['GET documents/:id (DocumentView)', ...getRow],
          ['GET documents/:id/docx', ...docxRow],
        ],
      ),
    );
  },
  [documents],
);
