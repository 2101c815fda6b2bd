import { useState, type DragEvent, type ReactNode } from 'react';
import { CounterBadge, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import type { BoardStage } from '../../../common/board/api.ts';
import { StageIcon } from './StageIcon.tsx';

const useStyles = makeStyles({
  column: {
    flex: '0 0 272px',
    display: 'flex',
    flexDirection: 'column',
    minHeight: '240px',
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusLarge,
    borderTop: `4px solid ${tokens.colorNeutralStroke1}`,
  },
  over: { outline: `2px dashed ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    fontSize: tokens.fontSizeBase400,
  },
  title: { flexGrow: 1, fontWeight: tokens.fontWeightSemibold },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: `0 ${tokens.spacingHorizontalS} ${tokens.spacingVerticalS}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    flexGrow: 1,
  },
  hint: { color: tokens.colorNeutralForeground3, padding: tokens.spacingVerticalM, textAlign: 'center' },
});

export interface BoardColumnProps {
  stage: BoardStage;
  count: number;
  /** A card is being dragged: the column takes a drop. */
  accepting: boolean;
  onDrop(): void;
  children: ReactNode;
}

/** One stage's column: its icon, colour, name and count, and its cards; a drop target while dragging. */
export function BoardColumn(props: BoardColumnProps) {
  const { stage, count } = props;
  const { t } = useT();
  const styles = useStyles();
  const [over, setOver] = useState(false);
  const onDragOver = (e: DragEvent) => {
    if (!props.accepting) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'move';
    setOver(true);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    props.onDrop();
  };
  return (
    <section
      className={mergeClasses(styles.column, over && styles.over)}
      style={stage.color ? { borderTopColor: stage.color } : undefined}
      aria-label={t('board.column', { name: stage.name, count })}
      data-testid="board-column"
      data-stage-id={stage.id}
      onDragOver={onDragOver}
      onDragLeave={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setOver(false)}
      onDrop={onDrop}
    >
      <div className={styles.header}>
        <StageIcon icon={stage.icon} color={stage.color} />
        <Text className={styles.title} data-testid="board-column-name">
          {stage.name}
        </Text>
        <CounterBadge count={count} showZero appearance="ghost" color="informative" />
      </div>
      <ul className={styles.list}>
        {props.children}
        {count === 0 && <li className={styles.hint}>{t('board.dropHere')}</li>}
      </ul>
    </section>
  );
}
