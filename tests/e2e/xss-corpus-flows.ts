import type { APIRequestContext } from '@playwright/test';
import { FLOWS_API } from '../../extensions/education/src/common/flows/api.ts';
import { PAYLOADS } from './xss-corpus.ts';

/** The corpus's flow (issue 20 item 3): a flow of the corpus's course. */
export interface FlowsCorpus {
  eduFlow: string;
}

/**
 * Stores a flow of the corpus's course (its author teaches it) whose name, code and goal are payloads, so
 * `/edu/flows`, the flow's page, its summary and its cards carry them beside the course's payload name.
 */
export async function storeFlowsCorpus(
  request: APIRequestContext,
  token: string,
  mark: string,
  eduCourse: string,
): Promise<FlowsCorpus> {
  const P = PAYLOADS;
  const reply = await request.post(`/api/${FLOWS_API.flows}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name: `${mark} поток ${P[6]}`, code: `${mark} ${P[7]}`, goal: `${mark} ${P[8]}`, courseId: eduCourse },
  });
  if (!reply.ok()) throw new Error(`the corpus's flow: ${reply.status()} ${await reply.text()}`);
  return { eduFlow: ((await reply.json()) as { id: string }).id };
}
