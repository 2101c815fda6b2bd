/**
 * The flow summary (issue 20 quality bar: a flow of 300 students × 40 questions renders its summary in ≤ 1 s): one
 * course of 8 units × 5 questions, a flow of 300 students, each with work on every unit (2,400 flow instances, marks
 * checked or awaiting). Prints `GET edu/flows/:id/summary` alone (p50, p95 of BENCH_RUNS calls), then, in Chromium,
 * from the navigation to `/edu/flow-summary?flow_id=` to the grid's 300 rows drawn ("first paint" of the grid: a
 * cold start of the whole app in a fresh context), the same navigation inside the running app (its code loaded,
 * as a teacher comes from the flows page), and from the summary's reply to that paint (the page's own render),
 * each over BENCH_RUNS fresh contexts.
 *
 *   npx vite build --outDir /tmp/web && ONTOBENCH_WEB_ROOT=/tmp/web node --import tsx tests/bench/edu-flow-summary.bench.ts
 *
 * Env: BENCH_PORT (default 4741), BENCH_RUNS (default 5), CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { chromium } from '@playwright/test';
import { CLASS, PROP } from '../../core/src/common/ontology/system-ontology.ts';
import { STORAGE_KEYS } from '../../core/src/common/storage-keys.ts';
import { EDU_ROLE } from '../../extensions/education/src/common/app/roles.ts';
import { EDU_CLASS } from '../../extensions/education/src/common/classes.ts';
import { COURSE_PROP } from '../../extensions/education/src/common/courses/schema.ts';
import { FLOW_PROP } from '../../extensions/education/src/common/flows/schema.ts';
import { UNIT_PROP } from '../../extensions/education/src/common/units/schema.ts';
import { startBenchServer } from './bench-server.ts';
import { signIn } from './client.ts';
import { markdownTable, ms, percentile } from './stats.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4741);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const URL_BASE = `http://127.0.0.1:${PORT}`;
const STUDENTS = 300;
const UNITS = 8;
const QUESTIONS_PER_UNIT = 5;

const upd = (inst: string, prop: string, val: unknown) => ({ op: 'upd', inst, prop, val });

const server = await startBenchServer(PORT, 'edu-flow-summary');
try {
  const admin = await signIn(URL_BASE, 'admin@ontobench.local', 'Ontobench-demo-1');
  const course = randomUUID();
  const units = Array.from({ length: UNITS }, () => randomUUID());
  const ops: object[] = [
    { op: 'new', class: EDU_CLASS.Course, name: 'Курс для замера', inst: course },
    upd(course, COURSE_PROP.code, 'BENCH-1'),
  ];
  units.forEach((unit, u) => {
    const item = randomUUID();
    ops.push(
      { op: 'new', class: EDU_CLASS.LearningUnit, name: `Единица ${u + 1}`, inst: unit },
      upd(unit, UNIT_PROP.maxPoint, 10),
      upd(unit, UNIT_PROP.minPositiveMark, 6),
      { op: 'new', class: EDU_CLASS.CourseStructureItem, name: `п${u + 1}`, inst: item },
      upd(item, COURSE_PROP.itemCourse, course),
      upd(item, COURSE_PROP.itemAoe, unit),
      upd(item, COURSE_PROP.itemOrder, u + 1),
    );
    for (let q = 0; q < QUESTIONS_PER_UNIT; q++) {
      const question = randomUUID();
      ops.push(
        { op: 'new', class: EDU_CLASS.Question, name: `Вопрос ${u + 1}.${q + 1}`, inst: question },
        upd(question, UNIT_PROP.questionAoe, unit),
        upd(question, UNIT_PROP.questionOrder, q + 1),
        upd(question, UNIT_PROP.answerType, q === 4 ? 'free' : 'single'),
        upd(question, UNIT_PROP.questionMark, 2),
      );
    }
  });
  await admin.data({ act: 'set_data', data: ops });
  const created = await admin.request('POST', '/api/edu/flows', { name: 'Поток 300', code: 'B-300', courseId: course });
  if (created.status !== 200) throw new Error(`POST edu/flows: ${created.status} ${JSON.stringify(created.body)}`);
  const flow = (created.body as { id: string }).id;

  const students = Array.from({ length: STUDENTS }, () => randomUUID());
  const people: object[] = [];
  students.forEach((student, s) => {
    const a = randomUUID();
    people.push(
      { op: 'new', class: CLASS.User, name: `Студент ${String(s + 1).padStart(3, '0')}`, inst: student },
      { op: 'new', class: CLASS.Assignment, name: 'student', inst: a },
      upd(a, PROP.obj, flow),
      upd(a, PROP.user, student),
      upd(a, PROP.role, EDU_ROLE.student),
      upd(a, PROP.roleCode, 'student'),
    );
  });
  await admin.data({ act: 'set_data', data: people });
  const work: object[] = [];
  const now = new Date().toISOString();
  students.forEach((student, s) =>
    units.forEach((unit, u) => {
      const inst = randomUUID();
      const checked = (s + u) % 7 !== 0;
      work.push(
        { op: 'new', class: EDU_CLASS.FlowInstance, name: `Работа ${s}.${u}`, inst },
        upd(inst, FLOW_PROP.instanceFlow, flow),
        upd(inst, FLOW_PROP.instanceCourse, course),
        upd(inst, FLOW_PROP.instanceAoe, unit),
        upd(inst, FLOW_PROP.student, student),
        upd(inst, FLOW_PROP.mark, (s * 7 + u * 3) % 11),
        upd(inst, FLOW_PROP.questionsCompleted, true),
        upd(inst, FLOW_PROP.checked, checked),
        upd(inst, FLOW_PROP.submittedAt, now),
      );
    }),
  );
  for (let i = 0; i < work.length; i += 9_000) await admin.data({ act: 'set_data', data: work.slice(i, i + 9_000) });
  console.log(
    `Flow: ${STUDENTS} students × ${UNITS} units (${UNITS * QUESTIONS_PER_UNIT} questions), ` +
      `${STUDENTS * UNITS} flow instances; ${os.cpus().length} cores\n`,
  );

  // The server's own time for the summary, outside any browser.
  const call: number[] = [];
  for (let i = 0; i < RUNS + 1; i++) {
    const started = performance.now();
    const reply = await admin.request('GET', `/api/edu/flows/${flow}/summary`);
    if (reply.status !== 200) throw new Error(`GET summary: ${reply.status}`);
    const body = reply.body as { students: unknown[]; cells: unknown[][] };
    if (body.students.length !== STUDENTS) throw new Error(`summary: ${body.students.length} students`);
    if (i > 0) call.push(performance.now() - started); // the first warms the server's caches
  }
  call.sort((a, b) => a - b);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  const paint: number[] = [];
  const render: number[] = [];
  const warm: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(
      ([key, value]) => localStorage.setItem(key!, value!),
      [STORAGE_KEYS.token, admin.credentials.token],
    );
    const page = await context.newPage();
    page.on('console', (m) => m.type() === 'error' && console.warn(`  console: ${m.text()}`));
    await page.goto(`${URL_BASE}/edu/flow-summary?flow_id=${flow}`);
    const drawn = Number(
      await (
        await page.waitForFunction(
          (rows) => document.querySelectorAll('[data-testid="summary-row"]').length === rows && performance.now(),
          STUDENTS,
          { polling: 'raf', timeout: 60_000 },
        )
      ).jsonValue(),
    );
    const replied = await page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .find((e) => e.name.includes('/summary'))
          ?.toJSON().responseEnd as number,
    );
    paint.push(drawn);
    render.push(drawn - replied);
    // Within the running app (its code loaded): from the navigation to the summary to its rows drawn.
    await page.goto(`${URL_BASE}/edu/flows`);
    await page.getByTestId('flows-table').waitFor({ timeout: 60_000 });
    const started = await page.evaluate((path) => {
      const t0 = performance.now();
      history.pushState(null, '', path);
      return t0;
    }, `/edu/flow-summary?flow_id=${flow}`);
    const inApp = Number(
      await (
        await page.waitForFunction(
          (rows) => document.querySelectorAll('[data-testid="summary-row"]').length === rows && performance.now(),
          STUDENTS,
          { polling: 'raf', timeout: 60_000 },
        )
      ).jsonValue(),
    );
    warm.push(inApp - started);
    await context.close();
  }
  await browser.close();
  paint.sort((a, b) => a - b);
  render.sort((a, b) => a - b);
  warm.sort((a, b) => a - b);
  console.log(
    markdownTable(
      ['what', 'p50, ms', 'p95, ms', 'max, ms'],
      [
        ['GET edu/flows/:id/summary (server)', ms(percentile(call, 50)), ms(percentile(call, 95)), ms(call.at(-1)!)],
        ['navigation → 300 rows drawn', ms(percentile(paint, 50)), ms(percentile(paint, 95)), ms(paint.at(-1)!)],
        [
          'in the running app: navigation → 300 rows drawn',
          ms(percentile(warm, 50)),
          ms(percentile(warm, 95)),
          ms(warm.at(-1)!),
        ],
        ['summary reply → 300 rows drawn', ms(percentile(render, 50)), ms(percentile(render, 95)), ms(render.at(-1)!)],
      ],
    ),
  );
} finally {
  await server.stop();
}
