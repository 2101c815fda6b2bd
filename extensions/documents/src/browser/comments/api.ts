import { replyJson, type HttpClient } from '@ontobench/sdk';
import {
  DOCUMENTS_API,
  type CommentEntry,
  type CommentView,
  type DiscussionCounts,
  type DocumentRange,
} from '../../common/api.ts';

/** The comments calls of common/api.ts, over the shell's HTTP client. */
const json = (http: HttpClient, path: string, method = 'GET', body?: unknown) =>
  http.request(`/api/${path}`, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });

export const fetchComments = async (http: HttpClient, documentId: string) =>
  replyJson<CommentView[]>(await json(http, DOCUMENTS_API.comments(documentId)));

export const addComment = async (
  http: HttpClient,
  documentId: string,
  body: { text: string; parentId?: string; documentRange?: DocumentRange },
) => replyJson<CommentView>(await json(http, DOCUMENTS_API.comments(documentId), 'POST', body));

export const changeComment = async (http: HttpClient, id: string, body: { text?: string; completed?: boolean }) =>
  replyJson<CommentView>(await json(http, DOCUMENTS_API.comment(id), 'PATCH', body));

export const removeComment = async (http: HttpClient, id: string) =>
  replyJson<{ removed: string[] }>(await json(http, DOCUMENTS_API.comment(id), 'DELETE'));

export const fetchAllComments = async (http: HttpClient) =>
  replyJson<CommentEntry[]>(await json(http, DOCUMENTS_API.allComments));

export const fetchDiscussions = async (http: HttpClient, documentIds: readonly string[]) =>
  replyJson<DiscussionCounts>(await json(http, DOCUMENTS_API.fetchDiscussions, 'POST', { documentIds }));
