import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import { AppLink, useT } from '@ontobench/sdk';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

/**
 * An editor page's actions: back to the list, and (unless read-only) «Сохранить», «Сохранение…» while it
 * saves. `texts` is the part's key prefix: its `editor.back`, `editor.save` and `editor.saving`.
 */
export function EditorActions(props: {
  texts: string;
  backHref: string;
  readonly: boolean;
  saving: boolean;
  onSave: () => void;
  saveTestId: string;
}) {
  const { t } = useT();
  const styles = useStyles();
  return (
    <div className={styles.actions}>
      <AppLink href={props.backHref}>{t(`${props.texts}.editor.back`)}</AppLink>
      {!props.readonly && (
        <Button
          appearance="primary"
          icon={<SaveRegular />}
          disabled={props.saving}
          onClick={props.onSave}
          data-testid={props.saveTestId}
        >
          {props.saving ? t(`${props.texts}.editor.saving`) : t(`${props.texts}.editor.save`)}
        </Button>
      )}
    </div>
  );
}
