import { useRef, useState } from 'react';
import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  picker: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  name: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
});

export interface FilePickerProps {
  /** Passed to the file input, e.g. `.ttl,.owl`. */
  accept?: string;
  disabled?: boolean;
  /** The accessible name of the file input (what a field label would say). */
  label: string;
  /**
   * Called with the chosen file (the first, with `multiple`). Cancelling the browser's dialog keeps the
   * earlier choice (the input forgets each pick, so a cancel changes nothing); null only for an empty pick.
   */
  onFile: (file: File | null) => void;
  /** Let the user choose several files; `onFiles` gets them all. */
  multiple?: boolean;
  /** Called with every chosen file (a cancelled dialog calls nothing: the earlier choice stands). */
  onFiles?: (files: File[]) => void;
  /**
   * Show no file name after a pick (an upload button that acts at once). Either way the input forgets
   * the pick, so the same file can be picked again (e.g. a CSV fixed on disk after a refusal).
   */
  resetAfterPick?: boolean;
  testId?: string;
}

/**
 * A file chooser in the app's language and look: a button and the chosen file's name. The browser's own
 * file input shows its button in the browser's language ("Choose File" in a Russian page), so it stays
 * hidden and the button opens it (keyboard included).
 */
export function FilePicker(props: FilePickerProps) {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState<string | null>(null);
  return (
    <span className={styles.picker}>
      <Button disabled={props.disabled} onClick={() => input.current?.click()}>
        {t('filePicker.choose')}
      </Button>
      <Caption1 className={styles.name}>{name ?? t('filePicker.none')}</Caption1>
      <input
        ref={input}
        type="file"
        hidden
        accept={props.accept}
        multiple={props.multiple}
        disabled={props.disabled}
        aria-label={props.label}
        data-testid={props.testId}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          const file = files[0] ?? null;
          setName(props.resetAfterPick || !file ? null : files.map((f) => f.name).join(', '));
          props.onFile(file);
          props.onFiles?.(files);
          event.target.value = '';
        }}
      />
    </span>
  );
}
