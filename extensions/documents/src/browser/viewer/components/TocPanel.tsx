import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { Button, Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { TextBulletListLtrRegular } from '@fluentui/react-icons';
import { useT } from '@ontobench/sdk';
import { SHOW_ALL_EVENT } from '../../render/DocContent.tsx';
import type { Heading } from '../../render/outline.ts';

const useStyles = makeStyles({
  panel: {
    position: 'sticky',
    top: 0,
    alignSelf: 'flex-start',
    maxHeight: 'calc(100vh - 112px)',
    overflowY: 'auto',
    flexShrink: 0,
    boxSizing: 'border-box',
    paddingRight: tokens.spacingHorizontalM,
    '@media (max-width: 899px)': { position: 'static', width: '100% !important', maxHeight: '40vh' },
  },
  title: { fontWeight: tokens.fontWeightSemibold, margin: `0 0 ${tokens.spacingVerticalS}` },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  item: { margin: `${tokens.spacingVerticalXXS} 0` },
  link: {
    display: 'block',
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    borderRadius: tokens.borderRadiusMedium,
    padding: `2px ${tokens.spacingHorizontalXS}`,
    overflowWrap: 'anywhere',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, textDecoration: 'underline' },
  },
  level2: { paddingLeft: tokens.spacingHorizontalL },
  level3: { paddingLeft: tokens.spacingHorizontalXXL, fontSize: tokens.fontSizeBase200 },
  handle: {
    width: '6px',
    flexShrink: 0,
    cursor: 'col-resize',
    alignSelf: 'stretch',
    borderLeft: `1px solid ${tokens.colorNeutralStroke2}`,
    ':hover': { borderLeftColor: tokens.colorBrandStroke1 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
    '@media (max-width: 899px)': { display: 'none' },
  },
});

export const TOC_WIDTH = { min: 160, max: 560, initial: 260 } as const;

/** Scrolls the document to a heading (the table of contents' links do this instead of changing the address). */
export function scrollToHeading(id: string): void {
  // A long document may not have drawn that far yet: it draws the rest at once (synchronously) first.
  if (!document.getElementById(id)) window.dispatchEvent(new Event(SHOW_ALL_EVENT));
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ block: 'start' });
  target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/** The table of contents (domain.md §9: three heading levels): each entry scrolls to its heading. */
export function TocPanel({ headings, width }: { headings: readonly Heading[]; width: number }) {
  const { t } = useT();
  const styles = useStyles();
  return (
    <nav
      className={styles.panel}
      style={{ width }}
      aria-label={t('viewer.toc.title')}
      data-testid="doc-toc"
      data-print-hidden
    >
      <p className={styles.title}>{t('viewer.toc.title')}</p>
      {headings.length === 0 ? (
        <Caption1>{t('viewer.toc.empty')}</Caption1>
      ) : (
        <ul className={styles.list}>
          {headings.map((h) => (
            <li
              key={h.id}
              className={mergeClasses(styles.item, h.level === 2 && styles.level2, h.level >= 3 && styles.level3)}
            >
              <a
                className={styles.link}
                href={`#${h.id}`}
                onClick={(event) => {
                  event.preventDefault();
                  scrollToHeading(h.id);
                }}
              >
                {h.text || '—'}
              </a>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

/** The drag handle between the contents and the text: pointer or arrow keys change the width. */
export function TocResizeHandle({ width, onWidth }: { width: number; onWidth(width: number): void }) {
  const { t } = useT();
  const styles = useStyles();
  const start = useRef<{ x: number; width: number } | null>(null);
  const clamp = (w: number) => Math.min(TOC_WIDTH.max, Math.max(TOC_WIDTH.min, Math.round(w)));
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    start.current = { x: event.clientX, width };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current) onWidth(clamp(start.current.width + event.clientX - start.current.x));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') onWidth(clamp(width - 16));
    else if (event.key === 'ArrowRight') onWidth(clamp(width + 16));
  };
  return (
    <div
      className={styles.handle}
      role="separator"
      aria-orientation="vertical"
      aria-label={t('viewer.toc.resize')}
      aria-valuemin={TOC_WIDTH.min}
      aria-valuemax={TOC_WIDTH.max}
      aria-valuenow={width}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => (start.current = null)}
      onKeyDown={onKeyDown}
      data-print-hidden
    />
  );
}

/** The button that shows or hides the table of contents. */
export function TocToggle({ open, onToggle }: { open: boolean; onToggle(): void }) {
  const { t } = useT();
  return (
    <Button
      appearance="subtle"
      icon={<TextBulletListLtrRegular />}
      aria-pressed={open}
      onClick={onToggle}
      data-testid="doc-toc-toggle"
      data-print-hidden
    >
      {open ? t('viewer.toc.hide') : t('viewer.toc.show')}
    </Button>
  );
}
