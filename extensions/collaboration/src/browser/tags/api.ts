import { apiRequest, replyDone, replyJson, type HttpClient } from '@ontobench/sdk';
import { TAGS_API, type TagInput, type TagView } from '../../common/tags/api.ts';

/** The tags the user sees (their own, shared with a role they hold; all for an administrator). */
export async function listTags(http: HttpClient, signal?: AbortSignal): Promise<TagView[]> {
  return replyJson<TagView[]>(await apiRequest(http, 'GET', TAGS_API.tags, undefined, signal));
}

/** Creates a tag; a refusal rejects with the SDK's ReplyError and the server's Russian reason. */
export async function createTag(http: HttpClient, input: TagInput): Promise<TagView> {
  return replyJson<TagView>(await apiRequest(http, 'POST', TAGS_API.tags, input));
}

/** Renames, recolours or shares a tag (its author or an administrator). */
export async function updateTag(http: HttpClient, id: string, input: TagInput): Promise<TagView> {
  return replyJson<TagView>(await apiRequest(http, 'PATCH', TAGS_API.tag(encodeURIComponent(id)), input));
}

/** Deletes a tag: it leaves every object too. */
export async function deleteTag(http: HttpClient, id: string): Promise<void> {
  await replyDone(await apiRequest(http, 'DELETE', TAGS_API.tag(encodeURIComponent(id))));
}
