import type { DragEvent, KeyboardEvent } from 'react';
import {
  Badge,
  Button,
  Caption1,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { ArrowMoveRegular } from '@fluentui/react-icons';
import { useT } from '@ontobench/sdk';
import type { BoardCard, BoardStage } from '../../../common/board/api.ts';
import { StageIcon } from './StageIcon.tsx';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow2,
    cursor: 'grab',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  dragging: { opacity: 0.5 },
  head: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalXS },
  name: { flexGrow: 1, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground2 },
  tags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

export interface BoardCardViewProps {
  card: BoardCard;
  stages: readonly BoardStage[];
  dragging: boolean;
  onMove(stageId: string): void;
  /** Alt+← / Alt+→: the card to the previous or next stage. */
  onStep(step: -1 | 1): void;
  onDragStart(e: DragEvent): void;
  onDragEnd(): void;
}

/** One object on the board: name, class, tags; dragged by the mouse, moved by Alt+←/→ or its menu. */
export function BoardCardView(props: BoardCardViewProps) {
  const { card, stages } = props;
  const { t } = useT();
  const styles = useStyles();
  const className = card.className ?? t('board.unnamed');
  const stage = stages.find((s) => s.id === card.stage);
  const onKeyDown = (e: KeyboardEvent) => {
    if (!e.altKey || (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') || e.target !== e.currentTarget) return;
    e.preventDefault();
    props.onStep(e.key === 'ArrowLeft' ? -1 : 1);
  };
  return (
    <div
      className={mergeClasses(styles.card, props.dragging && styles.dragging)}
      tabIndex={0}
      draggable
      data-card-id={card.id}
      data-testid="board-card"
      aria-label={t('board.card', { name: card.name, className, stage: stage?.name ?? '' })}
      aria-describedby="board-keyboard-hint"
      onKeyDown={onKeyDown}
      onDragStart={props.onDragStart}
      onDragEnd={props.onDragEnd}
    >
      <div className={styles.head}>
        <Text className={styles.name}>{card.name}</Text>
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button
              size="small"
              appearance="subtle"
              icon={<ArrowMoveRegular />}
              title={t('board.moveTo')}
              aria-label={t('board.moveMenu', { name: card.name })}
              data-testid="board-card-move"
            />
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {stages
                .filter((s) => s.id !== card.stage)
                .map((s) => (
                  <MenuItem
                    key={s.id}
                    icon={<StageIcon icon={s.icon} color={s.color} />}
                    onClick={() => props.onMove(s.id)}
                  >
                    {s.name}
                  </MenuItem>
                ))}
            </MenuList>
          </MenuPopover>
        </Menu>
      </div>
      <Caption1 className={styles.meta} data-testid="board-card-class">
        {className}
      </Caption1>
      {(card.tags.length > 0 || card.readonly) && (
        <div className={styles.tags}>
          {card.tags.map((tag) => (
            <Badge key={tag.id} appearance="tint" size="small" data-testid="board-card-tag">
              {tag.name ?? t('board.unnamed')}
            </Badge>
          ))}
          {card.readonly && (
            <Badge appearance="outline" color="informative" size="small">
              {t('board.readOnly')}
            </Badge>
          )}
        </div>
      )}
    </div>
  );
}
