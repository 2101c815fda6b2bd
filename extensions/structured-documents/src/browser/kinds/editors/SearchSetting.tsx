import { Field, Input } from '@fluentui/react-components';
import { useT, type DocumentComponentProps } from '@ontobench/sdk';
import { SEARCH_SETTING } from '../../../common/render/search.ts';

const SEARCH_MAX = 200;

/**
 * The semantic search that feeds a generator or a search result (issue 16 item 5), by its name or id
 * (domain.md §7: "Semantic search settings are read from the semantic search class by name").
 */
export function SearchSetting(props: DocumentComponentProps & { disabled: boolean }) {
  const { t } = useT();
  const value = typeof props.settings?.[SEARCH_SETTING] === 'string' ? (props.settings[SEARCH_SETTING] as string) : '';
  return (
    <Field
      label={t('kindEditors.search.label')}
      hint={t('kindEditors.search.hint', { placeholder: `{{${t('kindEditors.search.columnTitle')}}}` })}
    >
      <Input
        value={value}
        disabled={props.disabled}
        maxLength={SEARCH_MAX}
        onChange={(_, d) => props.onChange?.({ settings: { ...props.settings, [SEARCH_SETTING]: d.value } })}
        data-testid="sdoc-setting-search"
      />
    </Field>
  );
}
