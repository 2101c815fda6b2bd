import type { APIRequestContext } from '@playwright/test';
import { CHAT_API, objectConversationId } from '../../extensions/collaboration/src/common/chat/api.ts';
import { PAYLOADS } from './xss-corpus.ts';

/**
 * Stores the chat's part of the XSS corpus (issue 21 item 7) as the corpus's user: messages with payloads
 * in the conversation of the corpus's class (itself named with one), so `/chat` shows a conversation
 * title, an author's name and a last message that all carry payloads, and the drawer the history.
 */
export async function storeCollaborationCorpus(
  request: APIRequestContext,
  token: string,
  mark: string,
  ids: { cls: string },
): Promise<void> {
  const conversation = objectConversationId(ids.cls);
  for (const text of [`${mark} сообщение ${PAYLOADS[0]}`, `${PAYLOADS[4]}\n${mark} ${PAYLOADS[8]}`]) {
    const reply = await request.post(`/api/${CHAT_API.messages(conversation)}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { text },
    });
    if (!reply.ok()) throw new Error(`the corpus's chat message: ${reply.status()} ${await reply.text()}`);
  }
}
