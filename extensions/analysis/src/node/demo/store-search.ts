import { PROP } from '@ontobench/sdk/common';
import type { DataReader } from '@ontobench/sdk/node';
import { ANALYSIS_CLASS, ANALYSIS_PROP } from '../../common/schema.ts';
import type { SearchConfig } from '../../common/search-config.ts';

/** A demo semantic search as the seed stores it. */
export interface DemoSearch {
  name: string;
  code: string;
  description: string;
  rootClass: string;
  config: SearchConfig;
}

/** Stores a demo semantic search as `run`'s user (its `json` is the configuration, §3); answers its id. */
export async function storeDemoSearch(run: DataReader, search: DemoSearch): Promise<string> {
  const created = (await run({
    act: 'set_data',
    data: [{ op: 'new', class: ANALYSIS_CLASS.SemanticSearch, name: search.name }],
  })) as { results: { inst: string }[] };
  const inst = created.results[0]!.inst;
  await run({
    act: 'set_data',
    data: [
      { op: 'upd', inst, prop: PROP.json, val: JSON.stringify(search.config) },
      { op: 'upd', inst, prop: ANALYSIS_PROP.rootClass, val: search.rootClass },
      { op: 'upd', inst, prop: PROP.code, val: search.code },
      { op: 'upd', inst, prop: PROP.description, val: search.description },
    ],
  });
  return inst;
}
