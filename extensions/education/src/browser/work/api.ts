import { apiRequest, replyJson, type HttpClient } from '@ontobench/sdk';
import { WORK_API, type FlowQuestionsReply, type StudentAnswer } from '../../common/work/api.ts';

/** The student's questions of one unit of a flow (domain.md §7 `edu/flow-questions`). */
export async function loadQuestions(
  http: HttpClient,
  flowId: string,
  studentId: string,
  aoeId: string,
  signal?: AbortSignal,
): Promise<FlowQuestionsReply> {
  const query = new URLSearchParams({ flow_id: flowId, student_id: studentId, aoe_id: aoeId });
  return replyJson<FlowQuestionsReply>(
    await apiRequest(http, 'GET', `${WORK_API.flowQuestions}?${query}`, undefined, signal),
  );
}

/** Submits the unit's answers; the reply is the unit's questions marked. */
export const submitUnit = async (
  http: HttpClient,
  flowId: string,
  aoeId: string,
  answers: Record<string, StudentAnswer>,
) =>
  replyJson<FlowQuestionsReply>(
    await apiRequest(http, 'POST', WORK_API.submit(encodeURIComponent(flowId), encodeURIComponent(aoeId)), {
      answers,
    }),
  );
