/**
 * The structured-documents area's server with a document of 5,000 elements (issue 16 "Quality bars": "A
 * document of 5,000 elements opens in the editor in ≤ 2 s … and an edit is saved as a diff, not the whole
 * document"): the save that builds it, `document/fetch` (what the editor opens with), a save of one
 * element's content and of one move (a diff of one operation), and `document/render`, each over RUNS
 * calls, p50/p95 of the whole HTTP round trip from a client in the same process.
 *
 *   node --import tsx tests/bench/structured-documents.bench.ts
 */
import { randomUUID } from 'node:crypto';
import structuredDocuments from '@ontobench/ext-structured-documents/node';
import type { DiffOp } from '../../extensions/structured-documents/src/common/api.ts';
import { SDOC_CLASS } from '../../extensions/structured-documents/src/common/schema.ts';
import { bigDocument } from './sdoc-big-document.ts';
import { withOntologyServer } from './ontology-server.ts';
import { markdownTable, ms, timedRuns } from './stats.ts';

const RUNS = 10;

await withOntologyServer(
  async (url, user) => {
    const id = randomUUID();
    await user.data({
      act: 'set_data',
      data: [{ op: 'new', class: SDOC_CLASS.StructuredDocument, name: 'Большой', inst: id }],
    });
    const auth = { authorization: `Bearer ${user.credentials.token}`, 'content-type': 'application/json' };
    const post = async (path: string, body: object) => {
      const reply = await fetch(`${url}/api/${path}`, { method: 'POST', headers: auth, body: JSON.stringify(body) });
      const text = await reply.text();
      if (reply.status !== 200) throw new Error(`${path}: ${reply.status} ${text.slice(0, 200)}`);
      return text.length;
    };
    const save = (diff: DiffOp[]) =>
      post('document/save', { documentId: id, updateId: randomUUID(), tabSessionId: 'bench', baseVersion: 0, diff });
    const { diff, paragraphs, lastSection } = bigDocument(id);
    const started = performance.now();
    await save(diff);
    const buildMs = performance.now() - started;

    const fetchRow = await timedRuns(RUNS, () => post('document/fetch', { documentId: id }));
    const editRow = await timedRuns(RUNS, (i) =>
      save([{ op: 'update', id: paragraphs[i * 97]!, fields: { content: `Правка ${i}` } }]),
    );
    const moveRow = await timedRuns(RUNS, (i) =>
      save([{ op: 'move', id: paragraphs[i * 131 + 5]!, container: lastSection, after: null }]),
    );
    const renderRow = await timedRuns(RUNS, () => post('document/render', { documentId: id }));
    console.log(
      `${diff.length} elements, built by one save of ${diff.length} inserts in ${ms(buildMs)} ms; ${RUNS} runs each`,
    );
    console.log(
      markdownTable(
        ['call (5,000 elements)', 'p50, ms', 'p95, ms', 'max, ms', 'reply'],
        [
          ['POST document/fetch (the editor opens)', ...fetchRow],
          ['POST document/save, one content edit', ...editRow],
          ['POST document/save, one move', ...moveRow],
          ['POST document/render (whole document)', ...renderRow],
        ],
      ),
    );
  },
  [structuredDocuments],
);
