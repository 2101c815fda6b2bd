import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import {
  PluginTestRoot,
  createPluginTestKernel,
  disableWebAnimations,
  loadRoutePage,
  recordHttp,
  type RecordedHttpCall,
} from '@ontobench/sdk/testing';
import type { GradingRow } from '../common/grading/api.ts';
import education from './index.ts';

/**
 * What the education area's page tests share: fixed ids, JSON replies, no web animations, and a page of
 * the area rendered in a test kernel whose HTTP calls are answered and recorded. Imported by tests only.
 */
export const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** One work awaiting a mark (flow id(1), unit id(2), student id(3), instance id(30)), for the grading tests. */
export const AWAITING_ROW: GradingRow = {
  instanceId: id(30),
  flowId: id(1),
  flowName: 'Поток 2026',
  courseName: 'Основы онтологий',
  aoeId: id(2),
  aoeName: 'Классы',
  studentId: id(3),
  studentName: 'Студентова Мария',
  mark: 2,
  maxPoint: 5,
  comment: '',
  markDate: null,
  submittedAt: '2026-11-29T10:00:00Z',
  checked: false,
  texts: [{ question: 'Опишите экземпляр', text: 'Объект класса' }],
};

/** Cleans up after each test and turns web animations off for the file. */
export function setUpPageTests(): void {
  afterEach(cleanup);
  let restoreAnimations: () => void;
  beforeAll(() => (restoreAnimations = disableWebAnimations()));
  afterAll(() => restoreAnimations());
}

type TestKernel = ReturnType<typeof createPluginTestKernel>;

export interface OpenPageOptions {
  /** The signed-in user's id, when the page asks who that is. */
  userId?: string;
  /** Page params. */
  params?: Record<string, string | undefined>;
  /** More bindings or extensions, before the education area is installed. */
  setup?(kernel: TestKernel): void;
}

/** Renders the education route `routeId` at `path`; every HTTP call goes to `answer` and is recorded. */
export async function openEduPage(
  routeId: string,
  path: string,
  answer: (call: RecordedHttpCall) => Response,
  options: OpenPageOptions = {},
): Promise<{ calls: RecordedHttpCall[]; kernel: TestKernel }> {
  const kernel = createPluginTestKernel({ locale: 'ru', ...(options.userId ? { user: { id: options.userId } } : {}) });
  const calls = recordHttp(kernel, answer);
  options.setup?.(kernel);
  kernel.host.install(education);
  const Page = await loadRoutePage(kernel, routeId);
  render(
    <PluginTestRoot kernel={kernel} extensionId="education" path={path}>
      <Page params={options.params ?? {}} />
    </PluginTestRoot>,
  );
  return { calls, kernel };
}
