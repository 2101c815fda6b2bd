import type { HttpClient } from '@ontobench/sdk';
import { VIEWS_API, type ClassViewDto, type ClassViewInput } from '../../common/views/api.ts';
import { callJson, callNoContent } from '../shared/call.ts';

/** The class views part's calls (common/views/api.ts). */
export const listViews = async (http: HttpClient, signal?: AbortSignal) =>
  (await callJson<{ views: ClassViewDto[] }>(http, 'GET', VIEWS_API.views, undefined, signal)).views;

export const saveView = (http: HttpClient, body: ClassViewInput) =>
  callJson<ClassViewDto>(http, 'PUT', VIEWS_API.views, body);

export const deleteView = (http: HttpClient, id: string) =>
  callNoContent(http, 'DELETE', VIEWS_API.view(encodeURIComponent(id)));
