import { Dropdown, Option } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import type { SearchChoice } from '../api.ts';

/** A semantic search to bind, by name (the user's searches, `listSearches`). */
export function SearchPicker(props: {
  value: string;
  searches: SearchChoice[];
  disabled: boolean;
  onChange: (id: string) => void;
  testId: string;
}) {
  const { t } = useT();
  const current = props.searches.find((s) => s.id === props.value);
  return (
    <Dropdown
      aria-label={t('versions.dependencies.search')}
      placeholder={t('versions.dependencies.chooseSearch')}
      value={current?.name ?? (props.value ? t('versions.dependencies.unknownSearch') : '')}
      selectedOptions={props.value ? [props.value] : []}
      disabled={props.disabled}
      onOptionSelect={(_, data) => data.optionValue && props.onChange(data.optionValue)}
      data-testid={props.testId}
    >
      {props.searches.map((search) => (
        <Option key={search.id} value={search.id}>
          {search.name}
        </Option>
      ))}
    </Dropdown>
  );
}
