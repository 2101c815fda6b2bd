import type { DataReader, RulesExport, SwrlRuleDescription } from '@ontobench/sdk/node';
import { swrlAtoms } from '../../common/rules/text.ts';
import { checkRule, parseRule, termIdsOf } from '../../common/rules/validate.ts';
import { RULE_PROP } from '../../common/rules/schema.ts';
import { rowText } from '@ontobench/sdk/common';
import { readRuleRows } from './store.ts';
import { readRuleTerms } from './terms.ts';

/**
 * The rules-export service (SDK `RULES_EXPORT`): for an ontology's OWL export, the OWL rules the
 * exporting user may read that name at least one of the ontology's classes or properties, as SWRL.
 * A rule that no longer checks against the store (a term deleted or hidden) is left out.
 */
export function rulesExport(): RulesExport {
  return {
    async swrlRules(read: DataReader, terms: ReadonlySet<string>): Promise<SwrlRuleDescription[]> {
      const out: SwrlRuleDescription[] = [];
      for (const row of await readRuleRows(read)) {
        const model = parseRule(rowText(row, RULE_PROP.jsonStr) ?? '');
        if ('error' in model) continue;
        const ids = termIdsOf(model);
        if (!ids.some((id) => terms.has(id))) continue;
        const known = await readRuleTerms(read, ids);
        if (checkRule(model, known)) continue;
        out.push({ id: row.id, name: row.name, ...swrlAtoms(model, known) });
      }
      return out;
    },
  };
}
