import { apiRequest, replyDone, replyJson, type HttpClient } from '@ontobench/sdk';
import { COURSES_API, type CourseDetail, type CourseInput, type CourseSummary } from '../../common/courses/api.ts';

/** The courses pages' calls (common/courses/api.ts) as the signed-in user; a 404 rejects with the SDK's NotFoundError. */
const enc = encodeURIComponent;

export const listCourses = async (http: HttpClient, signal?: AbortSignal) =>
  replyJson<CourseSummary[]>(await apiRequest(http, 'GET', COURSES_API.list, undefined, signal));

export const getCourse = async (http: HttpClient, id: string, signal?: AbortSignal) =>
  replyJson<CourseDetail>(await apiRequest(http, 'GET', COURSES_API.course(enc(id)), undefined, signal));

export const createCourse = async (http: HttpClient, input: CourseInput) =>
  replyJson<CourseDetail>(await apiRequest(http, 'POST', COURSES_API.list, input));

export const saveCourse = async (http: HttpClient, id: string, input: CourseInput) =>
  replyJson<CourseDetail>(await apiRequest(http, 'PUT', COURSES_API.course(enc(id)), input));

export async function deleteCourse(http: HttpClient, id: string): Promise<void> {
  await replyDone(await apiRequest(http, 'DELETE', COURSES_API.course(enc(id))));
}
