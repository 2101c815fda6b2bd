import { randomUUID } from 'node:crypto';
import { CLASS, PROP } from '../../core/src/common/ontology/system-ontology.ts';
import { EDU_ROLE } from '../../extensions/education/src/common/app/roles.ts';
import { CLASS_VIEW_KEY } from '../../extensions/ontology/src/browser/lists/class-view.ts';
import { dataApi, expect, presetStorage, registerFreshUser, test, uniqueWord } from './fixtures.ts';

/**
 * The roles an object's assignment panel offers come from the server (docs/architecture.md "Roles the
 * assignment panel offers"; shell.md §5 "An assignment is added only if the role code is known"): the
 * Role instances the started areas declare (the education roles, by their names) and the code-only roles
 * of their access policies (the diagrams area's «Читатель»), never a code. An assignment to a Role
 * instance points at it; a code-only one carries the code alone.
 */
// The administrator: an ordinary user's user picker finds only the users they may read.
test.use({ account: 'admin', viewport: { width: 1440, height: 900 } });

test('the panel offers the server’s roles by name and assigns an instance role and a code-only one', async ({
  page,
  signedIn,
}) => {
  await presetStorage(page, { [CLASS_VIEW_KEY]: 'list' });
  const surname = uniqueWord('Назначаемая');
  const assignee = await registerFreshUser(page.request, 'assignee', `${surname} Анна Сергеевна`);
  const thing = randomUUID();
  const call = await dataApi(page.request, signedIn.token);
  await call({
    act: 'set_data',
    data: [{ op: 'new', class: CLASS.Class, name: `Назначаемый ${surname}`, inst: thing }],
  });

  await page.goto(`/class_list/${thing}`);
  const panel = page.getByTestId('object-assignments');
  await expect(panel.getByText('Назначений нет')).toBeVisible();
  const role = panel.getByRole('combobox', { name: 'Роль' });
  await role.click();
  const names = await page.getByRole('option').allTextContents();
  // The education roles (instances, by name; «Редактор» is the education editor, whose code the diagrams'
  // code-only editor shares) and the diagrams' code-only reader.
  expect(names).toEqual(
    expect.arrayContaining(['Преподаватель', 'Студент', 'Создатель курсов', 'Редактор', 'Читатель']),
  );
  // Each role once by name (other tests on the same server add roles of their own, so no exact count).
  expect(new Set(names).size).toBe(names.length);
  for (const code of ['teacher', 'reader', 'editor', 'course_creator']) expect(names).not.toContain(code);

  const assign = async (roleName: string) => {
    await role.click();
    await page.getByRole('option', { name: roleName, exact: true }).click();
    await expect(role).toContainText(roleName);
    await panel.getByRole('combobox', { name: 'Пользователь' }).fill(surname);
    await page.getByRole('option', { name: new RegExp(surname) }).click();
    await panel.getByRole('button', { name: 'Назначить' }).click();
    await expect(panel.getByRole('row').filter({ hasText: roleName })).toHaveCount(1);
  };
  await page.keyboard.press('Escape');
  await assign('Читатель');
  await assign('Преподаватель');

  // What was stored: the code, and the role instance only for the instance role.
  const rows = (await call({
    act: 'get_data',
    class: CLASS.Assignment,
    filter: `[${PROP.obj}] = '${thing}'`,
    fields: [{ prop: PROP.roleCode }, { prop: PROP.role }, { prop: PROP.user }],
  })) as { rows: { inst: string; prop: string; val: string | null }[] };
  const byInst = new Map<string, Record<string, string | null>>();
  for (const r of rows.rows) byInst.set(r.inst, { ...byInst.get(r.inst), [r.prop]: r.val });
  const stored = [...byInst.values()].map((v) => [v[PROP.roleCode], v[PROP.role] ?? null, v[PROP.user]]);
  expect(stored.sort()).toEqual(
    [
      ['reader', null, assignee.id],
      ['teacher', EDU_ROLE.teacher, assignee.id],
    ].sort(),
  );
});
