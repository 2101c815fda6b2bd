import { makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SHELL_CONSTANTS } from '../../../common/constants.ts';
import { useService } from '../../ui/kernel-context.tsx';
import { CHROME_TOKENS } from '../chrome-tokens.ts';
import { maxDrawerWidth } from './drawer-state.ts';

const useStyles = makeStyles({
  handle: {
    flexShrink: 0,
    width: `${SHELL_CONSTANTS.drawerResizeBorderPx}px`,
    cursor: 'col-resize',
    backgroundColor: tokens.colorNeutralStroke2,
    touchAction: 'none',
    ':hover': { backgroundColor: tokens.colorBrandStroke1 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, backgroundColor: tokens.colorBrandStroke1 },
  },
});

/** The drawer's 3 px resize border: drag it, or focus it and use the arrow keys, Home and End. */
export const ResizeHandle = observer(function ResizeHandle() {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const drawer = useService(CHROME_TOKENS.Drawer);
  const drag = useRef<{ startX: number; startWidth: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { startX: event.clientX, startWidth: drawer.width };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) drawer.requestWidth(drag.current.startWidth + event.clientX - drag.current.startX);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    drawer.setWidth(drag.current.startWidth + event.clientX - drag.current.startX);
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = SHELL_CONSTANTS.drawerKeyboardStepPx;
    const next: Record<string, number> = {
      ArrowLeft: drawer.width - step,
      ArrowRight: drawer.width + step,
      Home: SHELL_CONSTANTS.drawerMinWidth,
      End: maxDrawerWidth(window.innerWidth),
    };
    if (event.key in next) {
      event.preventDefault();
      drawer.setWidth(next[event.key]!);
    }
  };

  return (
    <div
      className={styles.handle}
      role="separator"
      aria-orientation="vertical"
      aria-label={t('chrome.drawer.resize')}
      aria-valuenow={drawer.width}
      aria-valuemin={SHELL_CONSTANTS.drawerMinWidth}
      aria-valuemax={maxDrawerWidth(window.innerWidth)}
      tabIndex={0}
      data-testid="drawer-resize"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
    />
  );
});
