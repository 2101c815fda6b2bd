import { randomUUID } from 'node:crypto';
import { CLASS, PROP } from '../../core/src/common/ontology/system-ontology.ts';
import { dataApi, expect, registerFreshUser, signInWithToken, test } from './fixtures.ts';

/**
 * Issue 18 items 6, 7 in the real product: a fresh user's object with a Russian name found by another
 * word form (Russian stemming) and by a misspelling (trigrams), then opened; the administrator finds the
 * slowest calls in the query history; an ordinary user is refused the history.
 */
test.describe('general search', () => {
  test.use({ account: 'fresh' });

  test('finds an object by another word form and by a misspelling, and opens it', async ({ page, signedIn }) => {
    const call = await dataApi(page.request, signedIn.token);
    const klass = randomUUID();
    const note = randomUUID();
    const inst = randomUUID();
    await call({
      act: 'set_data',
      data: [
        { op: 'new', class: CLASS.Class, name: 'Лабораторная установка', inst: klass },
        { op: 'new', class: CLASS.DataProperty, name: 'Назначение', inst: note },
        { op: 'upd', inst: note, prop: PROP.baseType, val: 'string' },
        { op: 'add', inst: note, prop: PROP.domain, val: klass },
      ],
    });
    await call({
      act: 'set_data',
      data: [
        { op: 'new', class: klass, name: 'Криогенная ферментация', inst },
        { op: 'upd', inst, prop: note, val: 'Опыты с <script>alert(1)</script> низкими температурами' },
      ],
    });

    await page.goto('/search');
    const box = page.getByTestId('general-search-input');
    await expect(box).toBeFocused();
    await box.fill('криогенной ферментации');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=/);
    const group = page.getByTestId('general-search-group').filter({ hasText: 'Лабораторная установка' });
    await expect(group.getByTestId('general-search-hit')).toHaveCount(1);
    await expect(group.locator('mark')).toHaveText(['Криогенная', 'ферментация']);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: '/tmp/h4-search-1440.png' });

    // A value's words, the markup in it shown as text.
    await box.fill('температура');
    await box.press('Enter');
    await expect(page.getByTestId('general-search-hit')).toContainText('Назначение: Опыты с <script>alert(1)</script>');

    // A misspelling: found by trigrams, marked as a similar spelling.
    await box.fill('ферментацыя');
    await box.press('Enter');
    const hit = page.getByTestId('general-search-hit').filter({ hasText: 'Криогенная ферментация' });
    await expect(hit).toContainText('похожее написание');
    await page.setViewportSize({ width: 800, height: 900 });
    await page.screenshot({ path: '/tmp/h4-search-800.png' });
    await hit.getByRole('link', { name: 'Открыть «Криогенная ферментация»' }).click();
    await expect(page).toHaveURL(new RegExp(`/examp_list/${klass}\\?inst=${inst}$`));
  });
});

test('the administrator finds the slowest calls in the query history; an ordinary user is refused', async ({
  page,
  browser,
  signedIn,
}) => {
  expect(signedIn.email).toBe('admin@ontobench.local');
  await page.goto('/queryHistory');
  await expect(page.getByTestId('query-history-row').first()).toBeVisible();
  await page.getByTestId('query-history-minDuration').fill('0');
  await page.getByTestId('query-history-sort').selectOption('duration');
  await page.getByTestId('query-history-minDuration').press('Enter');
  await expect(page.getByTestId('query-history-row').first()).toBeVisible();
  const durations = (await page.getByTestId('query-history-duration').allTextContents()).map((t) =>
    Number(t.replace(/\D/g, '')),
  );
  expect(durations.length).toBeGreaterThan(0);
  expect(durations).toEqual([...durations].sort((a, b) => b - a));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: '/tmp/h4-history-1440.png' });
  await page.getByTestId('query-history-row').first().getByRole('button').click();
  await expect(page.getByTestId('query-call-request')).toBeVisible();
  await page.setViewportSize({ width: 800, height: 900 });
  await page.screenshot({ path: '/tmp/h4-history-800.png' });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('query-call-request')).toHaveCount(0);

  const context = await browser.newContext();
  const user = await context.newPage();
  const fresh = await registerFreshUser(user.request, 'e2e-history');
  await signInWithToken(user, fresh.token);
  await user.goto('/search');
  await expect(user.getByTestId('general-search-input')).toBeVisible();
  await expect(user.getByTestId('drawer').getByRole('link', { name: 'История запросов' })).toHaveCount(0);
  await user.goto('/queryHistory');
  await expect(user).toHaveURL(/\/access-denied\?path=%2FqueryHistory$/);
  await context.close();
});
