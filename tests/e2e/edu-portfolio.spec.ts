import { randomUUID } from 'node:crypto';
import { CLASS, PROP } from '../../core/src/common/ontology/system-ontology.ts';
import { EDU_ROLE } from '../../extensions/education/src/common/app/roles.ts';
import { EDU_CLASS } from '../../extensions/education/src/common/classes.ts';
import { FLOW_PROP } from '../../extensions/education/src/common/flows/schema.ts';
import { ONTO_CLASS } from '../../extensions/ontology/src/common/schema.ts';
import {
  DEMO_ACCOUNTS,
  apiSignIn,
  dataApi,
  expect,
  forgiveConsoleErrors,
  registerFreshUser,
  secondBrowser,
  signInWithToken,
  test,
  uniqueWord,
} from './fixtures.ts';

/**
 * The portfolio in the real product (issue 20 item 6; shell.md §2 `/portfolio-projects`,
 * `/portfolio-project/{id}`): a student makes a project, describes it, links her ontology with the object
 * picker and opens it by its kind; her teacher (a teacher of the course whose flow she is
 * in) sees it among the students' projects, read only, in a second browser.
 */
test.use({ viewport: { width: 1440, height: 900 } });

test('a student’s project with a link, read by her teacher', async ({ page, browser, consoleErrors }) => {
  test.slow();
  const tag = uniqueWord('Портфолио');
  const student = await registerFreshUser(page.request, 'pf-student', `${tag} Мария Сергеевна`);
  const teacher = await registerFreshUser(page.request, 'pf-teacher', `${uniqueWord('Учитель')} Иван Петрович`);
  const admin = await dataApi(page.request, await apiSignIn(page.request, DEMO_ACCOUNTS.admin));
  const [course, flow] = [randomUUID(), randomUUID()];
  const assign = (user: string, obj: string, code: 'teacher' | 'student') => {
    const inst = randomUUID();
    return [
      { op: 'new', class: CLASS.Assignment, name: code, inst },
      { op: 'upd', inst, prop: PROP.obj, val: obj },
      { op: 'upd', inst, prop: PROP.user, val: user },
      { op: 'upd', inst, prop: PROP.role, val: EDU_ROLE[code] },
      { op: 'upd', inst, prop: PROP.roleCode, val: code },
    ];
  };
  await admin({
    act: 'set_data',
    data: [
      { op: 'new', class: EDU_CLASS.Course, name: `Курс ${tag}`, inst: course },
      { op: 'new', class: EDU_CLASS.Flow, name: `Поток ${tag}`, inst: flow },
      { op: 'upd', inst: flow, prop: FLOW_PROP.course, val: course },
      ...assign(teacher.id, course, 'teacher'),
      ...assign(student.id, flow, 'student'),
    ],
  });
  // The student's own objects to link: an ontology and a class of the ontology workbench.
  const [thing, onto] = [randomUUID(), randomUUID()];
  const asStudent = await dataApi(page.request, student.token);
  await asStudent({
    act: 'set_data',
    data: [
      { op: 'new', class: CLASS.Class, name: `Класс ${tag}`, inst: thing },
      { op: 'new', class: ONTO_CLASS.Ontology, name: `Онтология ${tag}`, inst: onto },
    ],
  });

  await signInWithToken(page, student.token);
  await page.goto('/portfolio-projects');
  await expect(page.getByText('Проектов пока нет')).toBeVisible();
  await page.getByTestId('portfolio-new-name').fill(`Проект ${tag}`);
  await page.getByRole('button', { name: 'Новый проект' }).click();
  await expect(page).toHaveURL(/\/portfolio-project\/[0-9a-f-]{36}$/);
  await page.getByTestId('portfolio-description').fill('Онтология кафедры, курсовая');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Сохранено')).toBeVisible();
  await expect(page.getByTestId('portfolio-no-links')).toBeVisible();
  const url = page.url();

  // The object picker offers the linked kinds (documents, ontologies, diagrams): her ontology, then opened
  // by its kind. A workbench class linked through the API opens by its own kind (the object page).
  await page.getByRole('combobox', { name: 'Документ, онтология или диаграмма' }).fill(tag);
  await page.getByRole('option', { name: new RegExp(`Онтология ${tag}`) }).click();
  await page.getByRole('button', { name: 'Добавить ссылку' }).click();
  const links = page.getByTestId('portfolio-links');
  await expect(links.getByRole('link', { name: `Онтология ${tag}` })).toHaveAttribute('href', `/ontologies/${onto}`);
  const projectId = url.split('/').at(-1)!;
  const patched = await page.request.patch(`/api/edu/portfolio-projects/${projectId}`, {
    headers: { authorization: `Bearer ${student.token}` },
    data: { links: [onto, thing] },
  });
  expect(patched.status()).toBe(200);
  await page.reload();
  await expect(links.getByRole('link', { name: `Класс ${tag}` })).toHaveAttribute(
    'href',
    `/object/${CLASS.Class}/${thing}`,
  );
  await links.getByRole('link', { name: `Онтология ${tag}` }).click();
  await expect(page).toHaveURL(new RegExp(`/ontologies/${onto}$`));

  // The teacher: the project among the students', read only.
  const second = await secondBrowser(browser, new URL(url).origin);
  await signInWithToken(second.page, teacher.token);
  await second.page.goto('/portfolio-projects');
  const theirs = second.page.getByTestId('portfolio-students');
  await expect(theirs.getByRole('row').filter({ hasText: `Проект ${tag}` })).toContainText(`${tag} Мария Сергеевна`);
  await theirs.getByRole('link', { name: `Проект ${tag}` }).click();
  await expect(second.page.getByTestId('portfolio-read-only')).toHaveText(
    `Проект студента ${tag} Мария Сергеевна: только просмотр`,
  );
  await expect(second.page.getByText('Онтология кафедры, курсовая')).toBeVisible();
  await expect(second.page.getByTestId('portfolio-name')).toHaveCount(0);
  await expect(second.page.getByTestId('portfolio-links').getByText(`Класс ${tag}`)).toBeVisible();
  expect(second.errors).toEqual([]);
  await second.context.close();

  // Anyone else: not found (the server's 404, which the browser logs).
  const stranger = await registerFreshUser(page.request, 'pf-stranger');
  const third = await secondBrowser(browser, new URL(url).origin);
  await signInWithToken(third.page, stranger.token);
  await third.page.goto(url);
  await expect(third.page.getByTestId('portfolio-project-failed')).toHaveText('Проект не найден или недоступен');
  expect(forgiveConsoleErrors(third.errors, /status of 404/)).toBe(1);
  expect(third.errors).toEqual([]);
  await third.context.close();
  expect(consoleErrors).toEqual([]);
});
