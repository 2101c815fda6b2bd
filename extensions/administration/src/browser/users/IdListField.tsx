import { Combobox, Option, Tag, TagGroup, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';

const useStyles = makeStyles({
  combobox: { width: '100%' },
  // A long list (every menu entry of the product) scrolls inside a box, not over the whole window.
  listbox: { maxHeight: '320px', overflowY: 'auto' },
  chosen: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, marginTop: tokens.spacingVerticalXS },
});

export interface IdOption {
  value: string;
  text: string;
}

/**
 * A list of ids picked from `options` (a multi-select combobox, the picked ones as dismissible tags). A
 * value no option has any more (a plugin since removed) is still shown as a tag, so it can be removed.
 */
export function IdListField(props: {
  options: readonly IdOption[];
  value: string[];
  onChange: (value: string[]) => void;
  label: string;
  placeholder: string;
  testId: string;
}) {
  const { t } = useT();
  const styles = useStyles();
  const textOf = new Map(props.options.map((o) => [o.value, o.text]));
  return (
    <div>
      <Combobox
        className={styles.combobox}
        listbox={{ className: styles.listbox }}
        // Fluent sizes the list to all the room there is (an inline max-height); ours is the box above.
        positioning={{ autoSize: 'width' }}
        multiselect
        aria-label={props.label}
        placeholder={props.placeholder}
        expandIcon={{ 'aria-label': t('users.dialog.showOptions') }}
        selectedOptions={props.value}
        onOptionSelect={(_, data) => props.onChange(data.selectedOptions)}
        data-testid={props.testId}
      >
        {props.options.map((o) => (
          <Option key={o.value} value={o.value} text={o.text}>
            {o.text}
          </Option>
        ))}
      </Combobox>
      {props.value.length > 0 && (
        <TagGroup
          className={styles.chosen}
          aria-label={props.label}
          onDismiss={(_, data) => props.onChange(props.value.filter((v) => v !== data.value))}
        >
          {props.value.map((value) => (
            <Tag
              key={value}
              value={value}
              dismissible
              dismissIcon={{ 'aria-label': `${t('shared.delete')} ${textOf.get(value) ?? value}` }}
              size="small"
            >
              {textOf.get(value) ?? value}
            </Tag>
          ))}
        </TagGroup>
      )}
    </div>
  );
}
