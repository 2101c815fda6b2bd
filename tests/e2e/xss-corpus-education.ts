import type { APIRequestContext } from '@playwright/test';
import { COURSES_API } from '../../extensions/education/src/common/courses/api.ts';
import { UNITS_API } from '../../extensions/education/src/common/units/api.ts';
import { PAYLOADS } from './xss-corpus.ts';

/** The corpus's education objects (issue 20 items 1, 2): a course and a learning unit of the corpus's user. */
export interface EducationCorpus {
  eduCourse: string;
  eduUnit: string;
}

/**
 * Stores a course (name, code, description, a structure item) and a learning unit (its fields, a question
 * with two answers and an answer template) whose texts are all payloads, so `/edu/courses`, `/edu/alu` and
 * the course's and the unit's pages carry them.
 */
export async function storeEducationCorpus(
  request: APIRequestContext,
  token: string,
  mark: string,
): Promise<EducationCorpus> {
  const P = PAYLOADS;
  const send = async (method: 'post' | 'put', path: string, data: unknown) => {
    const reply = await request[method](`/api/${path}`, { headers: { authorization: `Bearer ${token}` }, data });
    if (!reply.ok()) throw new Error(`the corpus's ${path}: ${reply.status()} ${await reply.text()}`);
    return ((await reply.json()) as { id: string }).id;
  };
  const text = (n: number) => `${mark} ${P[n % P.length]}`;
  const eduUnit = await send('post', UNITS_API.list, {
    name: text(0),
    code: text(1),
    description: text(2),
    skill: text(3),
    questions: [
      {
        id: crypto.randomUUID(),
        name: text(4),
        answerType: 'single',
        mark: 1,
        description: text(5),
        competence: text(6),
        answers: [
          { id: crypto.randomUUID(), name: text(7), isCorrect: true, mark: 1 },
          { id: crypto.randomUUID(), name: text(8), isCorrect: false, mark: 0 },
        ],
        templates: [{ id: crypto.randomUUID(), template: text(1), isCorrect: true, mark: 1 }],
      },
    ],
  });
  const course = { name: text(2), code: text(3), description: text(4), status: null };
  const eduCourse = await send('post', COURSES_API.list, course);
  await send('put', COURSES_API.course(eduCourse), {
    ...course,
    items: [{ id: crypto.randomUUID(), name: text(5), parent: null, order: 1, notActive: false, unit: eduUnit }],
  });
  return { eduCourse, eduUnit };
}
