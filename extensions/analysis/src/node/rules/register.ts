import { dataAs } from '@ontobench/sdk/node';
import type { DataReader, ServerExtensionContext, UserContext } from '@ontobench/sdk/node';
import { ANALYSIS_API } from '../../common/api.ts';
import { RULE_RESULT_ROWS, type RuleRunReply } from '../../common/rules/api.ts';
import { inferredStatements } from '../../common/rules/join.ts';
import { applyRule, undoApplication } from './apply.ts';
import { evaluateRule, outSubjectClasses, presentStatements, subjectGroups, variablesOf } from './evaluate.ts';
import { checkedModel, modelOf, readRuleRow, readRuleRows, ruleDto, ruleWrites } from './store.ts';

/**
 * The OWL rules' calls (domain.md §3 "OWL rule", §9 "Rule results show first 50 rows"; issue 18 item 4):
 * list, create, read, change and delete a rule; run it (the first 50 matches and the total); write
 * what it infers and undo that write. Everything runs as the signed-in user through the data API, so
 * the store's access rules decide: another user's rule is not found (404), what they may not change
 * refuses the write.
 */
export function registerRules(ctx: ServerExtensionContext): void {
  const reader = (user: UserContext): DataReader => dataAs(ctx.data, user);

  ctx.route('GET', ANALYSIS_API.rules, async (request) => {
    const rows = await readRuleRows(reader(await request.user()));
    return { rules: rows.map(ruleDto) };
  });

  ctx.route('POST', ANALYSIS_API.rules, async (request) => {
    const user = await request.user();
    const { id, data } = await ruleWrites(reader(user), null, request.body);
    await ctx.data.run(user, { act: 'set_data', data: data as never });
    return ruleDto(await readRuleRow(reader(user), id));
  });

  ctx.route('GET', ANALYSIS_API.rule(':id'), async (request) =>
    ruleDto(await readRuleRow(reader(await request.user()), request.params.id ?? '')),
  );

  ctx.route('PUT', ANALYSIS_API.rule(':id'), async (request) => {
    const user = await request.user();
    const row = await readRuleRow(reader(user), request.params.id ?? '');
    const { data } = await ruleWrites(reader(user), row.id, request.body);
    await ctx.data.run(user, { act: 'set_data', data: data as never });
    return ruleDto(await readRuleRow(reader(user), row.id));
  });

  ctx.route('DELETE', ANALYSIS_API.rule(':id'), async (request) => {
    const user = await request.user();
    const row = await readRuleRow(reader(user), request.params.id ?? '');
    // Its applications keep their record of what they added; only their link to the rule goes.
    await ctx.data.run(user, { act: 'set_data', data: [{ op: 'del', inst: row.id, del_force: true }] });
    return undefined;
  });

  ctx.route('POST', ANALYSIS_API.ruleRun(':id'), async (request): Promise<RuleRunReply> => {
    const read = reader(await request.user());
    const row = await readRuleRow(read, request.params.id ?? '');
    const { model, terms } = await checkedModel(read, modelOf(row));
    const { matches, names } = await evaluateRule(read, model, terms);
    const vars = variablesOf(model);
    const pairs = inferredStatements(model, matches);
    const subjects = pairs.map(([subject]) => subject);
    const groups = await subjectGroups((id) => ctx.index.kindOf(id), subjects, outSubjectClasses(model, terms));
    const present = await presentStatements(read, groups, model.out.property);
    return {
      columns: vars.map((v) => ({ code: v, title: `?${v}` })),
      rows: matches.slice(0, RULE_RESULT_ROWS).map((m) =>
        vars.map((v) => {
          const value = m[v];
          return value === undefined ? null : typeof value === 'string' ? (names.get(value) ?? value) : value;
        }),
      ),
      total: matches.length,
      inferred: pairs.length,
      missing: pairs.filter(([s, o]) => !present.has(`${s} ${o}`)).length,
    };
  });

  ctx.route('POST', ANALYSIS_API.ruleApply(':id'), async (request) =>
    applyRule(ctx, await request.user(), request.params.id ?? ''),
  );

  ctx.route('POST', ANALYSIS_API.ruleUndo(':id'), async (request) =>
    undoApplication(ctx, await request.user(), request.params.id ?? ''),
  );
}
