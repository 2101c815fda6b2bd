import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CLASS, PROP, Services, type HttpClient } from '@ontobench/sdk';
import {
  PluginTestRoot,
  createPluginTestKernel,
  disableWebAnimations,
  fakeDataClient,
  loadRoutePage,
} from '@ontobench/sdk/testing';
import type { OwlRuleDto, RuleRunReply } from '../../common/rules/api.ts';
import analysis from '../index.ts';

afterEach(cleanup);
let restoreAnimations: () => void;
beforeAll(() => (restoreAnimations = disableWebAnimations()));
afterAll(() => restoreAnimations());

const ID = '11111111-1111-4111-8111-111111111111';
const STUDENT = '22222222-2222-4222-8222-222222222222';
const ATTENDS = '33333333-3333-4333-8333-333333333333';
const STUDIES = '44444444-4444-4444-8444-444444444444';

const RULE: OwlRuleDto = {
  id: ID,
  name: 'Кто что изучает',
  author: null,
  dateCreate: '2026-11-20',
  subjectArea: null,
  model: {
    triads: [{ id: 't1', subject: { var: 'x', class: STUDENT }, property: ATTENDS, object: { var: 'c' } }],
    filters: [],
    out: { subject: 'x', property: STUDIES, object: 'c' },
  },
  ruleText: '',
  swrl: '',
  noConnectionToComputedProp: false,
};

const RUN: RuleRunReply = {
  columns: [
    { code: 'x', title: '?x' },
    { code: 'c', title: '?c' },
  ],
  rows: Array.from({ length: 50 }, (_, i) => [`Студент ${i + 1}`, 'Анализ']),
  total: 60,
  inferred: 60,
  missing: 60,
};

/** The store's terms as get_data answers them: classes, object properties, data properties. */
const terms = (query: unknown) => {
  const cls = (query as { class: string }).class;
  const cell = (row: number, inst: string, val: string) => ({
    row,
    inst,
    prop: PROP.name,
    val,
    cap: null,
    readonly: false,
  });
  if (cls === CLASS.Class) return { count_rows: 1, rows: [cell(0, STUDENT, 'Студент')] };
  if (cls === CLASS.ObjectProperty)
    return { count_rows: 2, rows: [cell(0, ATTENDS, 'посещает'), cell(1, STUDIES, 'изучает')] };
  return { count_rows: 0, rows: [] };
};

async function open(
  path: string,
  routeId: string,
  params: Record<string, string>,
  reply: (url: string, init?: RequestInit) => unknown,
) {
  const kernel = createPluginTestKernel({ data: fakeDataClient(terms).client });
  const asked: string[] = [];
  kernel.bind(Services.Http, {
    request: async (url: string, init?: RequestInit) => {
      asked.push(`${init?.method ?? 'GET'} ${url}`);
      return new Response(JSON.stringify(reply(url, init)), { headers: { 'content-type': 'application/json' } });
    },
  } as unknown as HttpClient);
  kernel.host.install(analysis);
  const Page = await loadRoutePage(kernel, routeId);
  render(
    <PluginTestRoot kernel={kernel} extensionId="analysis" path={path}>
      <Page params={params} />
    </PluginTestRoot>,
  );
  return { asked, kernel };
}

describe('the OWL rules pages (issue 18 item 4)', () => {
  it('/owl-rules lists the user’s rules by name and date, each a link to its editor', async () => {
    await open('/owl-rules', 'analysis.rules', {}, () => ({ rules: [RULE] }));
    const link = await screen.findByRole('link', { name: 'Открыть «Кто что изучает»' });
    expect(link.getAttribute('href')).toBe(`/owl-rule/${ID}`);
    expect(screen.getByTestId('owl-rules-list').textContent).toContain('Создано 20.11.2026');
  });

  it('§3: the editor shows the rule text and its SWRL form side by side, from the store’s names', async () => {
    const { kernel } = await open(`/owl-rule/${ID}`, 'analysis.rule', { id: ID }, () => RULE);
    expect((await screen.findByTestId('rule-text')).textContent).toBe(
      'Если ?x — Студент и ?x посещает ?c, то ?x изучает ?c',
    );
    expect(screen.getByTestId('rule-swrl').textContent).toBe('Студент(?x) ^ посещает(?x, ?c) -> изучает(?x, ?c)');
    expect(screen.getByTestId('rule-problem').textContent).toBe('Правило составлено верно.');
    expect(kernel.get(Services.RecentLinks).links[0]).toMatchObject({
      link: `/owl-rule/${ID}`,
      businessEntity: 'owlRule',
    });
    // An edit makes the rule unsaved: run waits for a save, the validator speaks at once.
    fireEvent.change(screen.getByTestId('rule-name'), { target: { value: ' ' } });
    expect(screen.getByTestId('rule-problem').textContent).toBe('Укажите название правила');
    expect((screen.getByTestId('rule-run') as HTMLButtonElement).disabled).toBe(true);
  });

  it('§9 "rule results first 50 rows": run shows 50 rows and the total', async () => {
    const { asked } = await open(`/owl-rule/${ID}`, 'analysis.rule', { id: ID }, (url) =>
      url.endsWith('/run') ? RUN : RULE,
    );
    fireEvent.click(await screen.findByTestId('rule-run'));
    await waitFor(() => expect(screen.getByTestId('rule-results').querySelectorAll('tbody tr')).toHaveLength(50));
    expect(screen.getByTestId('rule-total').textContent).toContain('Совпадений: 60; показаны первые 50');
    expect(asked).toContain(`POST /api/analysis/rules/${ID}/run`);
  });
});
