import { instanceRows } from '../../core/src/common/instance-rows.ts';
import type { GetDataReply } from '../../core/src/common/data-api.ts';
import { ANALYSIS_CLASS } from '../../extensions/analysis/src/common/classes.ts';
import type { RunReply } from '../../extensions/analysis/src/common/api.ts';
import { dataCall, expect, test } from './fixtures.ts';

/**
 * Issue 18 item 8, "demo: three semantic searches over the demo ontology (one with a calculated column and
 * aggregates), a report, two OWL rules, an FCA context", on the reference server's demo data as the
 * demo user finds it.
 */
test.use({ account: 'user' });

test('the demo user has three semantic searches, a report, two OWL rules and an FCA context', async ({
  page,
  signedIn,
}) => {
  const auth = { authorization: `Bearer ${signedIn.token}` };
  const searches = (await dataCall(page.request, signedIn.token, {
    act: 'get_data',
    class: ANALYSIS_CLASS.SemanticSearch,
    limit: 50,
  })) as GetDataReply;
  const names = new Map(instanceRows(searches).map((r) => [r.name, r.id]));
  for (const name of ['Учебные курсы и зачётные единицы', 'Студенты по факультетам', 'Ставки сотрудников'])
    expect(names.has(name), name).toBe(true);

  // §4: the staff search's calculated column and its aggregates (avg with 2 decimals, §9).
  const run = await page.request.post('/api/semantic-search/run', {
    headers: auth,
    data: { searchId: names.get('Ставки сотрудников'), limit: 10 },
  });
  expect(run.status()).toBe(200);
  const staff = (await run.json()) as RunReply;
  expect(staff.columns.map((c) => [c.title, c.calculated ?? false])).toEqual([
    ['Сотрудник', false],
    ['Ставка', false],
    ['Подразделение', false],
    ['Ставка, %', true],
  ]);
  expect(staff.total).toBeGreaterThan(10);
  expect(staff.rows).toHaveLength(10);
  const [, rate, , percent] = staff.rows[0]!;
  expect(percent).toBe(Math.round(Number(rate) * 100));
  expect(staff.aggregates.name).toBe(staff.total);
  expect(String(staff.aggregates.rate)).toMatch(/^\d+(\.\d{1,2})?$/);
  expect(staff.aggregates.percent).toBe(Math.round(Number(staff.rows[0]![1]) * 100));

  const students = (await (
    await page.request.post('/api/semantic-search/run', {
      headers: auth,
      data: { searchId: names.get('Студенты по факультетам'), limit: 5 },
    })
  ).json()) as RunReply;
  expect(students.total).toBeGreaterThan(0);
  expect(students.aggregates.facultyName).toBeGreaterThan(0);

  const json = async (path: string) => (await page.request.get(path, { headers: auth })).json();
  const reports = (await json('/api/analysis/reports')) as { reports: { name: string }[] };
  expect(reports.reports.map((r) => r.name)).toContain('Сводка по учебным курсам');
  expect(((await json('/api/analysis/rules')) as { rules: unknown[] }).rules.length).toBeGreaterThanOrEqual(2);
  expect(((await json('/api/analysis/fca')) as unknown[]).length).toBeGreaterThanOrEqual(1);

  // And in the browser: the searches' list shows the three.
  await page.goto('/semantic-search');
  for (const name of names.keys()) await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
});

test('the quick launch (Ctrl+O) opens a semantic search, an OWL rule and a report by name (shell.md §2, issue 18 item 8)', async ({
  page,
  signedIn,
}) => {
  // Three whole visits (home, quick launch, the opened page), each starting the app and its areas anew.
  test.slow();
  const auth = { authorization: `Bearer ${signedIn.token}` };
  const rules = (await (await page.request.get('/api/analysis/rules', { headers: auth })).json()) as {
    rules: { id: string; name: string }[];
  };
  const reports = (await (await page.request.get('/api/analysis/reports', { headers: auth })).json()) as {
    reports: { id: string; name: string; sources: { search: string }[] }[];
  };
  const report = reports.reports.find((r) => r.name === 'Сводка по учебным курсам')!;
  const rule = rules.rules[0]!;
  const search = report.sources[0]!.search;
  for (const [name, url] of [
    ['Учебные курсы и зачётные единицы', `/semantic-search/${search}`],
    [rule.name, `/owl-rule/${rule.id}`],
    [report.name, `/report/viewer/${report.id}`],
  ] as const) {
    await page.goto('/');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await page.keyboard.press('Control+o');
    const dialog = page.getByTestId('quick-launch');
    await dialog.getByRole('searchbox').fill(name);
    await expect(dialog.getByRole('option', { name: new RegExp(name) }).first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(url);
  }
});
