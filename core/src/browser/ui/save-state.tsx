import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { ReplyError } from '../services/reply.ts';

/**
 * Why a save failed: someone else saved a newer version (`conflict`: reload to go on), the user may not
 * change it (`forbidden`: autosave is off), or anything else with the server's text (`failed`; `network`
 * when the server was not reached).
 */
export type SaveFailure =
  | { kind: 'conflict'; message: string }
  | { kind: 'forbidden'; message: string }
  | { kind: 'failed'; message: string; network?: boolean };

/** What a failed save was: a conflict (409), a refusal (403) or anything else, with the server's text. */
export function classifySaveError(error: unknown): SaveFailure {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof ReplyError && error.status === 409) return { kind: 'conflict', message };
  if (error instanceof ReplyError && error.status === 403) return { kind: 'forbidden', message };
  // Not a reply at all (fetch's TypeError in the browser's language): the server was not reached.
  if (!(error instanceof ReplyError)) return { kind: 'failed', message, network: true };
  return { kind: 'failed', message };
}

/** An autosaving editor's state (domain.md §4 "Editor snapshots"), as its save-state line shows it. */
export type SaveStatus =
  | { status: 'loading' }
  | { status: 'loadFailed' }
  | { status: 'readOnly' }
  | { status: 'saved'; savedAt: string | null }
  | { status: 'dirty'; savedAt: string | null }
  | { status: 'saving'; savedAt: string | null }
  | { status: 'failed'; savedAt: string | null; failure: SaveFailure };

/** The words of the save-state line, in the area's language (its own wording: "your text", "your changes"). */
export interface SaveStateTexts {
  saved: string;
  /** With the time of the last save, when known; `saved` otherwise. */
  savedAt?(time: string): string;
  saving: string;
  dirty: string;
  readOnly?: string;
  failed(reason: string): string;
  network: string;
  /** After a conflict (someone else changed it): the server's text is given. */
  conflict(message: string): string;
  forbidden: string;
  retry: string;
  reload: string;
}

export interface SaveStateProps {
  status: SaveStatus;
  texts: SaveStateTexts;
  onRetry(): void;
  onReload(): void;
  /** Test ids of the line and its buttons, `<prefix>-save-state`, `<prefix>-retry`, `<prefix>-reload`. */
  testIdPrefix: string;
  /** The time of day a save happened at, in the interface's language. */
  formatTime?(iso: string): string;
}

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '32px' },
  failed: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * The save-state line of an autosaving editor: «Сохранено» (with the time of the last save), the save
 * under way, a change waiting, or why the last save failed with what to do: retry (the user's work stays
 * in the editor), reload after a conflict. Announced politely to screen readers.
 */
export function SaveState({ status, texts, onRetry, onReload, testIdPrefix, formatTime }: SaveStateProps) {
  const styles = useStyles();
  const button = (label: string, onClick: () => void, id: string, subtle = false) => (
    <Button
      size="small"
      appearance={subtle ? 'subtle' : undefined}
      onClick={onClick}
      data-testid={`${testIdPrefix}-${id}`}
    >
      {label}
    </Button>
  );
  let text: string;
  let actions: ReactNode = null;
  switch (status.status) {
    case 'saved': {
      const time = status.savedAt && formatTime ? formatTime(status.savedAt) : null;
      text = time && texts.savedAt ? texts.savedAt(time) : texts.saved;
      break;
    }
    case 'saving':
      text = texts.saving;
      break;
    case 'dirty':
      text = texts.dirty;
      break;
    case 'readOnly':
      if (!texts.readOnly) return null;
      text = texts.readOnly;
      break;
    case 'failed': {
      const { failure } = status;
      if (failure.kind === 'conflict') {
        text = texts.conflict(failure.message);
        actions = button(texts.reload, onReload, 'reload');
      } else if (failure.kind === 'forbidden') {
        text = texts.forbidden;
      } else {
        text = texts.failed(failure.network ? texts.network : failure.message);
        actions = (
          <>
            {button(texts.retry, onRetry, 'retry')}
            {button(texts.reload, onReload, 'reload', true)}
          </>
        );
      }
      break;
    }
    default:
      return null;
  }
  return (
    <div className={styles.root}>
      <Text
        role="status"
        aria-live="polite"
        className={status.status === 'failed' ? styles.failed : undefined}
        data-testid={`${testIdPrefix}-save-state`}
        data-state={status.status}
      >
        {text}
      </Text>
      {actions}
    </div>
  );
}
