import { useState } from 'react';
import { ReplyError, Services, useService, useT } from '@ontobench/sdk';
import type { BoardCard, BoardStage } from '../../common/board/api.ts';
import { moveCard } from './api.ts';

/** A message above the board: a refused move, say. */
export interface BoardNotice {
  intent: 'error' | 'success';
  text: string;
}

/**
 * The board's cards and their moves: a move shows at once and is written as the user; a refusal puts the
 * card back where it was and says why (403: the object's access rules). `announce` is for a live region.
 */
export function useMoves(initial: readonly BoardCard[], stages: readonly BoardStage[]) {
  const { t } = useT();
  const http = useService(Services.Http);
  const [cards, setCards] = useState<BoardCard[]>([...initial]);
  const [notice, setNotice] = useState<BoardNotice | null>(null);
  const [announce, setAnnounce] = useState('');
  const replace = (card: BoardCard) => setCards((list) => list.map((c) => (c.id === card.id ? card : c)));

  const move = async (card: BoardCard, stageId: string) => {
    const stage = stages.find((s) => s.id === stageId);
    if (!stage || card.stage === stageId) return;
    replace({ ...card, stage: stageId });
    setNotice(null);
    try {
      replace(await moveCard(http, card.id, stageId));
      setAnnounce(t('board.moved', { name: card.name, stage: stage.name }));
    } catch (error) {
      replace(card);
      const text =
        error instanceof ReplyError && error.status === 403
          ? t('board.moveForbidden', { name: card.name })
          : t('board.moveFailed', { name: card.name, message: error instanceof Error ? error.message : '' });
      setNotice({ intent: 'error', text });
      setAnnounce(text);
    }
  };

  /** The stage `step` columns to the left (-1) or right (+1) of the card's, or null at an edge. */
  const neighbour = (card: BoardCard, step: -1 | 1): string | null =>
    stages[stages.findIndex((s) => s.id === card.stage) + step]?.id ?? null;

  return { cards, move, neighbour, notice, dismiss: () => setNotice(null), announce };
}
