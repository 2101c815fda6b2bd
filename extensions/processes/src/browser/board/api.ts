import { apiRequest, replyJson, type HttpClient } from '@ontobench/sdk';
import { BOARD_API, type BoardCard, type BoardReply, type MoveCard } from '../../common/board/api.ts';

/** The board's filters as the page keeps them: '' for none. */
export interface BoardFilter {
  classId: string;
  tagId: string;
}

/** The board as the signed-in user sees it, filtered by class and tag. */
export async function loadBoard(http: HttpClient, filter: BoardFilter, signal?: AbortSignal): Promise<BoardReply> {
  const query = new URLSearchParams();
  if (filter.classId) query.set('class', filter.classId);
  if (filter.tagId) query.set('tag', filter.tagId);
  const path = query.size > 0 ? `${BOARD_API.board}?${query.toString()}` : BOARD_API.board;
  return replyJson<BoardReply>(await apiRequest(http, 'GET', path, undefined, signal));
}

/** Sets the object's stage as the user; a refusal rejects with the SDK's ReplyError (403: no right). */
export async function moveCard(http: HttpClient, id: string, stage: string): Promise<BoardCard> {
  const body: MoveCard = { stage };
  return replyJson<BoardCard>(await apiRequest(http, 'PUT', BOARD_API.card(encodeURIComponent(id)), body));
}
