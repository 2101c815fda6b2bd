import { useEffect, useRef, useState } from 'react';
import {
  Button,
  Caption1,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useT } from '@ontobench/sdk';
import type { BoardCard, BoardReply } from '../../../common/board/api.ts';
import { useMoves } from '../use-moves.ts';
import { BoardCardView } from './BoardCardView.tsx';
import { BoardColumn } from './BoardColumn.tsx';

const useStyles = makeStyles({
  board: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    alignItems: 'stretch',
    overflowX: 'auto',
    paddingBottom: tokens.spacingVerticalS,
  },
  hint: { color: tokens.colorNeutralForeground3, margin: `0 0 ${tokens.spacingVerticalS}` },
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)' },
});

/** The columns of a loaded board, its cards moved by drag and drop, Alt+←/→ or a card's menu. */
export function BoardView({ reply }: { reply: BoardReply }) {
  const { t } = useT();
  const styles = useStyles();
  const { cards, move, neighbour, notice, dismiss, announce } = useMoves(reply.cards, reply.stages);
  const [dragged, setDragged] = useState<BoardCard | null>(null);
  const board = useRef<HTMLDivElement>(null);
  const [focusId, setFocusId] = useState<string | null>(null);

  // A card moved by the keyboard renders in another column: the focus follows it.
  useEffect(() => {
    if (!focusId) return;
    board.current?.querySelector<HTMLElement>(`[data-card-id="${focusId}"]`)?.focus();
  }, [focusId, cards]);

  const moveByKey = (card: BoardCard, stageId: string | null) => {
    if (!stageId) return;
    setFocusId(card.id);
    void move(card, stageId);
  };

  return (
    <>
      {notice && (
        <MessageBar intent={notice.intent} data-testid="board-notice">
          <MessageBarBody>{notice.text}</MessageBarBody>
          <MessageBarActions
            containerAction={
              <Button
                appearance="transparent"
                icon={<DismissRegular />}
                aria-label={t('board.dismiss')}
                onClick={dismiss}
              />
            }
          />
        </MessageBar>
      )}
      <Caption1 as="p" id="board-keyboard-hint" className={styles.hint} block>
        {t('board.keyboardHint')}
      </Caption1>
      <div className={styles.hidden} aria-live="polite" data-testid="board-announce">
        {announce}
      </div>
      <div className={styles.board} ref={board} data-testid="board">
        {reply.stages.map((stage) => {
          const own = cards.filter((card) => card.stage === stage.id);
          return (
            <BoardColumn
              key={stage.id}
              stage={stage}
              count={own.length}
              accepting={dragged !== null}
              onDrop={() => {
                if (dragged) void move(dragged, stage.id);
                setDragged(null);
              }}
            >
              {own.map((card) => (
                <li key={card.id}>
                  <BoardCardView
                    card={card}
                    stages={reply.stages}
                    dragging={dragged?.id === card.id}
                    onMove={(stageId) => moveByKey(card, stageId)}
                    onStep={(step) => moveByKey(card, neighbour(card, step))}
                    onDragStart={(e) => {
                      setFocusId(null);
                      e.dataTransfer.effectAllowed = 'move';
                      e.dataTransfer.setData('text/plain', card.id);
                      setDragged(card);
                    }}
                    onDragEnd={() => setDragged(null)}
                  />
                </li>
              ))}
            </BoardColumn>
          );
        })}
      </div>
    </>
  );
}
