import { CLASS, PROP, filterLiteral, instanceRows, rowRefs, type GetDataReply } from '@ontobench/sdk/common';
import type { DataReader } from '@ontobench/sdk/node';
import type { RuleTerm } from '../../common/rules/model.ts';

/**
 * What the store says, to `read`'s user, of the classes and properties a rule names: name, kind and a
 * property's domain. An id the user cannot see is left out, as if it did not exist.
 */
export async function readRuleTerms(read: DataReader, ids: readonly string[]): Promise<Map<string, RuleTerm>> {
  const terms = new Map<string, RuleTerm>();
  if (!ids.length) return terms;
  const filter = `[id] in (${ids.map(filterLiteral).join(', ')})`;
  const kinds: [string, RuleTerm['kind']][] = [
    [CLASS.Class, 'class'],
    [CLASS.ObjectProperty, 'object'],
    [CLASS.DataProperty, 'data'],
  ];
  // One after another, classes first: a property read later says what it is.
  for (const [cls, kind] of kinds) {
    const reply = (await read({
      act: 'get_data',
      class: cls,
      filter,
      fields: kind === 'class' ? [] : [{ prop: PROP.domain }],
      limit: ids.length,
    })) as GetDataReply;
    for (const row of instanceRows(reply)) {
      const domain = kind === 'class' ? undefined : rowRefs(row, PROP.domain).map((r) => r.id);
      terms.set(row.id, { name: row.name, kind, ...(domain ? { domain } : {}) });
    }
  }
  return terms;
}
