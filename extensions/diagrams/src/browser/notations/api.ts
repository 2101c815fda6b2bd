import { apiRequest, replyJson, type HttpClient } from '@ontobench/sdk';
import { NOTATION_API, type NotationDto, type NotationInput } from '../../common/notation/api.ts';

export { listNotations } from '../diagrams/api.ts';

/**
 * The notation editor's writes (common/notation/api.ts); listing and reading are the diagram pages' calls.
 * A refusal rejects with the SDK's ReplyError carrying the server's Russian text.
 */

export const createNotation = async (http: HttpClient, input: NotationInput) =>
  replyJson<NotationDto>(await apiRequest(http, 'POST', NOTATION_API.list, input));

export const saveNotation = async (http: HttpClient, id: string, input: NotationInput) =>
  replyJson<NotationDto>(await apiRequest(http, 'PUT', NOTATION_API.notation(encodeURIComponent(id)), input));

export async function deleteNotation(http: HttpClient, id: string): Promise<void> {
  const reply = await apiRequest(http, 'DELETE', NOTATION_API.notation(encodeURIComponent(id)));
  if (!reply.ok) await replyJson<unknown>(reply);
}
