import { apiRequest, replyJson, type HttpClient } from '@ontobench/sdk';
import { ANALYSIS_API, type StudentsAnalysis } from '../../common/analysis/api.ts';

/** The students' profiles by competence, of one flow or ('' ) of every flow the user may analyse. */
export async function loadAnalysis(http: HttpClient, flowId: string, signal?: AbortSignal): Promise<StudentsAnalysis> {
  const path = flowId ? `${ANALYSIS_API.students}?flow_id=${encodeURIComponent(flowId)}` : ANALYSIS_API.students;
  return replyJson<StudentsAnalysis>(await apiRequest(http, 'GET', path, undefined, signal));
}
