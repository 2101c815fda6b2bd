import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { CLASS, ObjectPicker, useT, type PickedObject } from '@ontobench/sdk';

const useStyles = makeStyles({
  list: { display: 'grid', gap: tokens.spacingVerticalXS, margin: 0, padding: 0, listStyleType: 'none' },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** The target users of a copy: a picker adds one (never the source or one already there), a button removes one. */
export function UserTargets(props: {
  value: PickedObject[];
  exclude: string[];
  onChange: (users: PickedObject[]) => void;
}) {
  const { t } = useT();
  const styles = useStyles();
  return (
    <fieldset data-testid="admin-copy-target-users">
      <legend>{t('copy.targetUsers')}</legend>
      {props.value.length === 0 ? (
        <Text>{t('copy.noTargetUsers')}</Text>
      ) : (
        <ul className={styles.list}>
          {props.value.map((u) => (
            <li key={u.id} className={styles.item}>
              <Text>{u.name}</Text>
              <Button
                size="small"
                aria-label={t('copy.removeUser', { name: u.name })}
                onClick={() => props.onChange(props.value.filter((v) => v.id !== u.id))}
              >
                {t('copy.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {/* Keyed by the count: a user added, the picker starts empty again instead of keeping their name. */}
      <ObjectPicker
        key={props.value.length}
        classIds={[CLASS.User]}
        value={null}
        exclude={[...props.exclude, ...props.value.map((u) => u.id)]}
        onChange={(u) => u && props.onChange([...props.value, u])}
        aria-label={t('copy.addUser')}
        data-testid="admin-copy-add-user"
      />
    </fieldset>
  );
}
