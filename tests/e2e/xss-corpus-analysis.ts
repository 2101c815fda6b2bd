import type { APIRequestContext } from '@playwright/test';
import { PROP } from '../../core/src/common/ontology/system-ontology.ts';
import { ANALYSIS_CLASS, ANALYSIS_PROP } from '../../extensions/analysis/src/common/schema.ts';
import { dataCall } from './fixtures.ts';
import { PAYLOADS } from './xss-corpus.ts';

/** The corpus's analysis objects (issue 18): a semantic search, an OWL rule, an FCA context and a report. */
export interface AnalysisCorpus {
  search: string;
  rule: string;
  fca: string;
  report: string;
}

/**
 * Stores the analysis objects of the XSS corpus over the corpus's class (`cls`, with its data property
 * `dprop` and its object property `oprop`): every name a payload, so the search's columns, the rule's
 * text and SWRL, the lattice's labels and the report's text all carry them.
 */
export async function storeAnalysisCorpus(
  request: APIRequestContext,
  token: string,
  mark: string,
  ids: { cls: string; dprop: string; oprop: string },
): Promise<AnalysisCorpus> {
  const P = PAYLOADS;
  const name = (what: string, payload: string) => `${mark} ${what} ${payload}`;
  const post = async (path: string, data: unknown) => {
    const reply = await request.post(path, { headers: { authorization: `Bearer ${token}` }, data });
    if (!reply.ok()) throw new Error(`the corpus's ${path}: ${reply.status()} ${await reply.text()}`);
    return ((await reply.json()) as { id: string }).id;
  };
  const config = {
    get_data: { class: ids.cls, fields: [{ prop: ids.dprop }] },
    filters: [],
    columns: [
      { prop_id: 'name', old_name: 'Название', new_name: name('столбец', P[0]!), ord: 10 },
      { prop_id: ids.dprop, old_name: 'скаляр', new_name: name('скаляр', P[2]!), ord: 20, agg: 'listUnique' },
    ],
    calcColumns: [{ code: 'calc', name: name('формула', P[1]!), formula: `concat([name], '${'<b>'}')`, ord: 30 }],
  };
  const created = (await dataCall(request, token, {
    act: 'set_data',
    data: [{ op: 'new', class: ANALYSIS_CLASS.SemanticSearch, name: name('поиск', P[1]!) }],
  })) as { results: { inst: string }[] };
  const search = created.results[0]!.inst;
  await dataCall(request, token, {
    act: 'set_data',
    data: [
      { op: 'upd', inst: search, prop: PROP.json, val: JSON.stringify(config) },
      { op: 'upd', inst: search, prop: ANALYSIS_PROP.rootClass, val: ids.cls },
    ],
  });
  const rule = await post('/api/analysis/rules', {
    name: name('правило', P[5]!),
    model: {
      triads: [{ id: 't1', subject: { var: 'x', class: ids.cls }, property: ids.oprop, object: { var: 'y' } }],
      filters: [],
      out: { subject: 'y', property: ids.oprop, object: 'x' },
    },
  });
  const fca = await post('/api/analysis/fca', {
    name: name('контекст', P[3]!),
    classId: ids.cls,
    propertyIds: [ids.dprop, ids.oprop],
  });
  const report = await post('/api/analysis/reports', {
    name: name('отчёт', P[6]!),
    annotation: P[4],
    template: `# {{report.name}}\n${P[0]} {{report.annotation}}\n\n{{#each s}}\n- {{@index}}\n{{/each}}\n\n{{table s}}`,
    sources: [{ alias: 's', search }],
  });
  return { search, rule, fca, report };
}
