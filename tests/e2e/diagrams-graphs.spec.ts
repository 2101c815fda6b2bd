import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { CLASS, PROP } from '../../core/src/common/ontology/system-ontology.ts';
import type { GraphDto } from '../../extensions/diagrams/src/common/graph/api.ts';
import { expect, registerFreshUser, signInWithToken, test } from './fixtures.ts';
import { setData } from './ontology-data.ts';

/**
 * The graphs screen in real Chromium against the real server (issue 17 items 7 and 8; shell.md §2
 * `/graphs`, `/graphs/{id}`; shell.md §3 "Graph physics settings (stored per user)", domain.md §9 defaults;
 * domain.md §3 "Graph" and roles).
 */

test.beforeEach(async ({ page }) => {
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
});

/** The first load of a page's chunks (and vis-network) on a busy two-core machine. */
const LOAD = 30_000;
const DEMO_GRAPH = 'Модель университета: классы и связи';
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

const canvas = (page: Page) => page.getByTestId('graph-canvas');
const counts = async (page: Page) => {
  const text = (await page.getByTestId('graph-counts').textContent()) ?? '';
  const [nodes, edges] = [...text.matchAll(/\d+/g)].map((m) => Number(m[0]));
  return { nodes: nodes!, edges: edges! };
};

test.describe('the demo user', () => {
  test.use({ account: 'user' });

  test('opens the demo graph, keeps a physics setting per user, adds a node and an edge, saves, and finds them after a reload', async ({
    page,
    signedIn,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/graphs');
    const link = page.getByRole('link', { name: `Открыть граф «${DEMO_GRAPH}»` });
    await expect(link).toBeVisible({ timeout: LOAD });
    await link.click();
    await expect(canvas(page)).toHaveAttribute('data-state', 'ready', { timeout: LOAD });
    await expect(page.getByTestId('page-title')).toHaveText(DEMO_GRAPH);
    const before = await counts(page);
    expect(before.nodes).toBeGreaterThan(3);
    expect(before.edges).toBeGreaterThan(0);

    // shell.md §3: the physics settings are the user's, kept across a reload; "По умолчанию" gives §9's.
    await page.getByTestId('graph-physics').click();
    const spring = page.getByTestId('graph-physics-springLength');
    await expect(spring).toHaveValue('150');
    await spring.fill('240');
    await spring.press('Enter');
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(canvas(page)).toHaveAttribute('data-state', 'ready', { timeout: LOAD });
    await page.getByTestId('graph-physics').click();
    await expect(page.getByTestId('graph-physics-springLength')).toHaveValue('240');
    await page.getByTestId('graph-physics-reset').click();
    await expect(page.getByTestId('graph-physics-springLength')).toHaveValue('150');
    await expect(page.getByTestId('graph-physics-gravitationalConstant')).toHaveValue('-2000');
    await expect(page.getByTestId('graph-physics-damping')).toHaveValue('0.09');
    await page.keyboard.press('Escape');

    // A node and an edge, saved.
    await page.getByTestId('graph-add-node').click();
    await page.getByTestId('graph-label-input').fill('Проверочный узел');
    await page.getByTestId('graph-label-submit').click();
    await expect(page.getByTestId('graph-counts')).toHaveText(`Узлов: ${before.nodes + 1}, связей: ${before.edges}`);
    await expect(page.getByTestId('graph-dirty')).toBeVisible();
    await page.getByTestId('graph-add-edge').click();
    const from = page.getByTestId('graph-edge-from');
    await from.selectOption({ label: 'Проверочный узел' });
    const to = page.getByTestId('graph-edge-to');
    const target = await to.locator('option').nth(1).textContent();
    await to.selectOption({ index: 1 });
    await page.getByTestId('graph-edge-label').fill('учится у');
    await page.getByTestId('graph-edge-submit').click();
    await expect(page.getByTestId('graph-counts')).toHaveText(
      `Узлов: ${before.nodes + 1}, связей: ${before.edges + 1}`,
    );
    await page.getByTestId('graph-save').click();
    await expect(page.getByTestId('graph-dirty')).toHaveCount(0, { timeout: LOAD });

    await page.reload();
    await expect(canvas(page)).toHaveAttribute('data-state', 'ready', { timeout: LOAD });
    await expect(page.getByTestId('graph-counts')).toHaveText(
      `Узлов: ${before.nodes + 1}, связей: ${before.edges + 1}`,
    );
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const stored = (await (
      await page.request.get(`/api/graphs/${id}`, { headers: auth(signedIn.token) })
    ).json()) as GraphDto;
    const added = stored.json.nodes.find((n) => n.label === 'Проверочный узел');
    expect(added).toMatchObject({ x: expect.any(Number), y: expect.any(Number) });
    const edge = stored.json.edges.find((e) => e.from === added!.id);
    expect(edge?.label).toBe('учится у');
    expect(stored.json.nodes.find((n) => n.id === edge!.to)?.label).toBe(target);
  });
});

test('a reader sees the graph with no editing, and the server refuses their save (403)', async ({ page }) => {
  test.setTimeout(90_000);
  const owner = await registerFreshUser(page.request, 'graph-owner');
  const reader = await registerFreshUser(page.request, 'graph-reader');
  const made = await page.request.post('/api/graphs', {
    headers: auth(owner.token),
    data: {
      name: 'Общий граф',
      json: {
        nodes: [
          { id: 'a', label: 'Один', x: 0, y: 0 },
          { id: 'b', label: 'Два', x: 200, y: 0 },
        ],
        edges: [{ id: 'e', from: 'a', to: 'b' }],
      },
    },
  });
  expect(made.status(), await made.text()).toBe(200);
  const graph = (await made.json()) as GraphDto;
  const assignment = randomUUID();
  await setData(page.request, owner.token, [
    { op: 'new', class: CLASS.Assignment, name: 'reader', inst: assignment },
    { op: 'upd', inst: assignment, prop: PROP.obj, val: graph.id },
    { op: 'upd', inst: assignment, prop: PROP.user, val: reader.id },
    { op: 'upd', inst: assignment, prop: PROP.roleCode, val: 'reader' },
  ]);

  await signInWithToken(page, reader.token);
  await page.goto('/graphs');
  await page.getByRole('link', { name: 'Открыть граф «Общий граф»' }).click({ timeout: LOAD });
  await expect(canvas(page)).toHaveAttribute('data-state', 'ready', { timeout: LOAD });
  await expect(page.getByTestId('graph-read-only')).toHaveText('У вас есть право только читать этот граф.');
  await expect(page.getByTestId('graph-counts')).toHaveText('Узлов: 2, связей: 1');
  await expect(page.getByTestId('graph-save')).toHaveCount(0);
  await expect(page.getByTestId('graph-add-node')).toHaveCount(0);

  const put = await page.request.put(`/api/graphs/${graph.id}`, {
    headers: auth(reader.token),
    data: { json: { nodes: [], edges: [] } },
  });
  expect(put.status()).toBe(403);
  const after = (await (
    await page.request.get(`/api/graphs/${graph.id}`, { headers: auth(owner.token) })
  ).json()) as GraphDto;
  expect(after.json).toEqual(graph.json);
});
