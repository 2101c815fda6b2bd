import { Caption1 } from '@fluentui/react-components';
import { useT, type DocumentComponentProps } from '@ontobench/sdk';
import type { TableSettings } from '../../../common/defaults.ts';
import { BoolSetting, ChoiceSetting, NumberSetting } from './SettingFields.tsx';
import { useFormStyles } from './styles.ts';
import { useSettingsForm } from './use-settings-form.ts';

const BORDERS: readonly TableSettings['border'][] = ['all', 'outer', 'inner', 'horizontal', 'none'];
const FLAGS = ['showTitle', 'maxWidth', 'showHeaders', 'showInTableList'] as const;

/**
 * A table's settings (domain.md §5 "Table defaults": title shown, not max width, border all with size 1,
 * headers shown, shown in the table list, markdown header level 0).
 */
export default function TableEditor(props: DocumentComponentProps) {
  const { t } = useT();
  const styles = useFormStyles();
  const form = useSettingsForm('table', props);
  const { values, off, problems } = form;
  return (
    <div className={styles.root} data-testid="sdoc-kind-editor-table">
      {FLAGS.map((flag) => (
        <BoolSetting
          key={flag}
          label={t(`kindEditors.table.${flag}`)}
          checked={values[flag]}
          disabled={off}
          testId={`sdoc-setting-${flag}`}
          onChange={(checked) => form.set(flag, checked, 'kindEditors.refused')}
        />
      ))}
      {FLAGS.some((flag) => problems[flag]) && <Caption1 role="alert">{t('kindEditors.refused')}</Caption1>}
      <div className={styles.row}>
        <ChoiceSetting
          label={t('kindEditors.table.border')}
          value={values.border}
          options={BORDERS}
          optionLabel={(b) => t(`kindEditors.table.borders.${b}`)}
          disabled={off}
          problem={problems.border}
          testId="sdoc-setting-border"
          onChange={(border) => form.set('border', border, 'kindEditors.refused')}
        />
        <NumberSetting
          label={t('kindEditors.table.borderSize')}
          value={values.borderSize}
          disabled={off || values.border === 'none'}
          problem={problems.borderSize}
          invalidKey="kindEditors.table.borderSizeInvalid"
          testId="sdoc-setting-borderSize"
          onChange={(n) => form.set('borderSize', n, 'kindEditors.table.borderSizeInvalid')}
          onInvalid={(key) => form.refuse('borderSize', key)}
        />
      </div>
      <NumberSetting
        label={t('kindEditors.table.markdownHeaderLevel', { format: 'Markdown' })}
        value={values.markdownHeaderLevel}
        disabled={off}
        problem={problems.markdownHeaderLevel}
        invalidKey="kindEditors.table.markdownHeaderLevelInvalid"
        testId="sdoc-setting-markdownHeaderLevel"
        onChange={(n) => form.set('markdownHeaderLevel', n, 'kindEditors.table.markdownHeaderLevelInvalid')}
        onInvalid={(key) => form.refuse('markdownHeaderLevel', key)}
      />
    </div>
  );
}
