import { apiRequest, replyJson, type HttpClient } from '@ontobench/sdk';
import {
  GRADING_API,
  type ActiveStudent,
  type GradingRow,
  type MarkInput,
  type RatingRow,
} from '../../common/grading/api.ts';

const rows = async <T>(http: HttpClient, path: string, signal?: AbortSignal) =>
  (await replyJson<{ rows: T[] }>(await apiRequest(http, 'GET', path, undefined, signal))).rows;

export const needMarks = (http: HttpClient, signal?: AbortSignal) =>
  rows<GradingRow>(http, GRADING_API.needMarks, signal);

export const needMarksCount = async (http: HttpClient, signal?: AbortSignal) =>
  (await replyJson<{ count: number }>(await apiRequest(http, 'GET', GRADING_API.needMarksCount, undefined, signal)))
    .count;

export const rating = (http: HttpClient, signal?: AbortSignal) => rows<RatingRow>(http, GRADING_API.rating, signal);

export const activeStudents = (http: HttpClient, signal?: AbortSignal) =>
  rows<ActiveStudent>(http, GRADING_API.activeStudents, signal);

export const markWork = async (http: HttpClient, instanceId: string, input: MarkInput) =>
  replyJson<GradingRow>(await apiRequest(http, 'PUT', GRADING_API.mark(encodeURIComponent(instanceId)), input));
