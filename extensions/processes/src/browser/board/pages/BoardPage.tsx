import { useState } from 'react';
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { ListStates, Page, Services, useLoad, useService, useT } from '@ontobench/sdk';
import type { BoardRef, BoardReply } from '../../../common/board/api.ts';
import { BOARD_MAX_CARDS } from '../../../common/board/api.ts';
import { loadBoard, type BoardFilter } from '../api.ts';
import { BoardFilters } from '../components/BoardFilters.tsx';
import { BoardView } from '../components/BoardView.tsx';

const NO_FILTER: BoardFilter = { classId: '', tagId: '' };

/**
 * `/lifeCycleBoard` (shell.md §2; issue 19 item 7): the objects the user reads that have a life-cycle
 * stage, one column per stage (its icon and colour), filtered by class and tag. A card moves to another
 * stage by drag and drop, Alt+←/→ or its «Переместить в…» menu; the move is written as the user, so an
 * object they may only read stays where it was, with the reason. Columns scroll sideways on a narrow screen.
 */
export default function BoardPage() {
  const { t } = useT();
  const http = useService(Services.Http);
  const [filter, setFilter] = useState<BoardFilter>(NO_FILTER);
  const [attempt, setAttempt] = useState(0);
  const [choices, setChoices] = useState<{ classes: BoardRef[]; tags: BoardRef[] }>({ classes: [], tags: [] });
  const key = `board:${filter.classId}:${filter.tagId}:${attempt}`;
  const load = useLoad(key, async (signal): Promise<BoardReply> => {
    const reply = await loadBoard(http, filter, signal);
    setChoices({ classes: reply.classes, tags: reply.tags });
    return reply;
  });
  return (
    <Page title={t('board.title')} testId="board-page">
      <BoardFilters filter={filter} classes={choices.classes} tags={choices.tags} onChange={setFilter} />
      <ListStates
        texts="board"
        testIds={{ failed: 'board-failed', empty: 'board-empty' }}
        load={load}
        isEmpty={(reply) => reply.stages.length === 0 || reply.classes.length === 0}
        onRetry={() => setAttempt((n) => n + 1)}
      >
        {(reply) => (
          <>
            {reply.truncated && (
              <MessageBar intent="warning">
                <MessageBarBody>{t('board.truncated', { count: BOARD_MAX_CARDS })}</MessageBarBody>
              </MessageBar>
            )}
            {reply.cards.length === 0 && (
              <MessageBar intent="info" data-testid="board-filtered-empty">
                <MessageBarBody>{t('board.nothingFiltered')}</MessageBarBody>
              </MessageBar>
            )}
            <BoardView key={key} reply={reply} />
          </>
        )}
      </ListStates>
    </Page>
  );
}
