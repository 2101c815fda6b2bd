import { CLASS, PROP, apiRequest, replyJson, type DataClient, type HttpClient } from '@ontobench/sdk';
import { filterLiteral, instanceRows, rowRefs } from '@ontobench/sdk/common';
import { ANALYSIS_API } from '../../common/api.ts';
import type {
  OwlRuleDto,
  OwlRuleInput,
  RuleApplyReply,
  RuleRunReply,
  RuleTerm,
  RuleUndoReply,
} from '../../common/rules/index.ts';

/**
 * The rules pages' calls (common/api.ts ANALYSIS_API.rules…): the user's rules, one rule, save, delete,
 * run, apply and undo. A 404 rejects with the SDK's NotFoundError (the page says "not found").
 */
const enc = encodeURIComponent;

/** The user's rules, newest first. */
export async function listRules(http: HttpClient, signal?: AbortSignal): Promise<OwlRuleDto[]> {
  const { rules } = await replyJson<{ rules: OwlRuleDto[] }>(
    await apiRequest(http, 'GET', ANALYSIS_API.rules, undefined, signal),
  );
  return [...rules].sort(
    (a, b) => (b.dateCreate ?? '').localeCompare(a.dateCreate ?? '') || a.name.localeCompare(b.name),
  );
}

export const getRule = async (http: HttpClient, id: string, signal?: AbortSignal) =>
  replyJson<OwlRuleDto>(await apiRequest(http, 'GET', ANALYSIS_API.rule(enc(id)), undefined, signal));

/** Creates (no id) or updates a rule; the server derives the links, the text and the SWRL form. */
export const saveRule = async (http: HttpClient, id: string | null, input: OwlRuleInput) =>
  replyJson<OwlRuleDto>(
    await apiRequest(http, id ? 'PUT' : 'POST', id ? ANALYSIS_API.rule(enc(id)) : ANALYSIS_API.rules, input),
  );

export async function deleteRule(http: HttpClient, id: string): Promise<void> {
  await replyJson<unknown>(await apiRequest(http, 'DELETE', ANALYSIS_API.rule(enc(id))));
}

export const runRule = async (http: HttpClient, id: string) =>
  replyJson<RuleRunReply>(await apiRequest(http, 'POST', ANALYSIS_API.ruleRun(enc(id)), {}));

export const applyRule = async (http: HttpClient, id: string) =>
  replyJson<RuleApplyReply>(await apiRequest(http, 'POST', ANALYSIS_API.ruleApply(enc(id)), {}));

export const undoApplication = async (http: HttpClient, applicationId: string) =>
  replyJson<RuleUndoReply>(await apiRequest(http, 'POST', ANALYSIS_API.ruleUndo(enc(applicationId)), {}));

const KINDS: [string, RuleTerm['kind']][] = [
  [CLASS.Class, 'class'],
  [CLASS.ObjectProperty, 'object'],
  [CLASS.DataProperty, 'data'],
];

/**
 * What the store tells the user of some classes and properties (name, kind, a property's domain), as
 * the server's checks read them: an id the user cannot see is left out.
 */
export async function loadTerms(data: DataClient, ids: readonly string[]): Promise<Map<string, RuleTerm>> {
  const terms = new Map<string, RuleTerm>();
  const wanted = [...new Set(ids.filter(Boolean))];
  if (!wanted.length) return terms;
  const filter = `[id] in (${wanted.map(filterLiteral).join(', ')})`;
  const replies = await Promise.all(
    KINDS.map(([cls, kind]) =>
      data.getData({
        class: cls,
        filter,
        fields: kind === 'class' ? [] : [{ prop: PROP.domain }],
        limit: wanted.length,
      }),
    ),
  );
  replies.forEach((reply, i) => {
    const kind = KINDS[i]![1];
    for (const row of instanceRows(reply)) {
      if (terms.has(row.id)) continue;
      const domain = kind === 'class' ? undefined : rowRefs(row, PROP.domain).map((r) => r.id);
      terms.set(row.id, { name: row.name, kind, ...(domain ? { domain } : {}) });
    }
  });
  return terms;
}
