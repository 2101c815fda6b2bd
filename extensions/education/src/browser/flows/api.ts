import { apiRequest, replyDone, replyJson, type HttpClient } from '@ontobench/sdk';
import { FLOWS_API, type FlowDetail, type FlowDto, type FlowInput, type FlowSummary } from '../../common/flows/api.ts';
import { COURSES_API, type CourseSummary } from '../../common/courses/api.ts';

/** The flows pages' calls (common/flows/api.ts) as the signed-in user; a 404 rejects with the SDK's NotFoundError. */
const enc = encodeURIComponent;

export const listFlows = async (http: HttpClient, signal?: AbortSignal) =>
  (await replyJson<{ flows: FlowDto[] }>(await apiRequest(http, 'GET', FLOWS_API.flows, undefined, signal))).flows;

export const getFlow = async (http: HttpClient, id: string, signal?: AbortSignal) =>
  replyJson<FlowDetail>(await apiRequest(http, 'GET', FLOWS_API.flow(enc(id)), undefined, signal));

export const getSummary = async (http: HttpClient, id: string, signal?: AbortSignal) =>
  replyJson<FlowSummary>(await apiRequest(http, 'GET', FLOWS_API.summary(enc(id)), undefined, signal));

export const createFlow = async (http: HttpClient, input: FlowInput) =>
  replyJson<FlowDto>(await apiRequest(http, 'POST', FLOWS_API.flows, input));

export const updateFlow = async (http: HttpClient, id: string, input: FlowInput) =>
  replyJson<FlowDto>(await apiRequest(http, 'PUT', FLOWS_API.flow(enc(id)), input));

export const joinFlow = async (http: HttpClient, id: string) =>
  replyJson<{ status: 'joined' | 'pending' }>(await apiRequest(http, 'POST', FLOWS_API.join(enc(id))));

export const approveStudent = async (http: HttpClient, id: string, studentId: string) =>
  replyJson<{ status: string }>(await apiRequest(http, 'POST', FLOWS_API.student(enc(id), enc(studentId))));

export async function removeStudent(http: HttpClient, id: string, studentId: string): Promise<void> {
  await replyDone(await apiRequest(http, 'DELETE', FLOWS_API.student(enc(id), enc(studentId))));
}

/** The courses the user teaches (domain.md §6), to create a flow of one. */
export const listCourses = async (http: HttpClient, signal?: AbortSignal) =>
  replyJson<CourseSummary[]>(await apiRequest(http, 'GET', COURSES_API.list, undefined, signal));
