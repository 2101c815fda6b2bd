import { useT, type DocumentComponentProps } from '@ontobench/sdk';
import type { ColumnSettings } from '../../../common/defaults.ts';
import { ChoiceSetting, NumberSetting } from './SettingFields.tsx';
import { useFormStyles } from './styles.ts';
import { useSettingsForm } from './use-settings-form.ts';

const ALIGNS: readonly ColumnSettings['align'][] = ['left', 'center', 'right', 'justify'];
const WIDTH_TYPES: readonly ColumnSettings['widthType'][] = ['px', 'percent'];

/** A table column's settings (domain.md §5 "Column defaults": left align, width type px, value −1 = none). */
export default function ColumnEditor(props: DocumentComponentProps) {
  const { t } = useT();
  const styles = useFormStyles();
  const form = useSettingsForm('tableColumn', props);
  const { values, off, problems } = form;
  return (
    <div className={styles.root} data-testid="sdoc-kind-editor-tableColumn">
      <ChoiceSetting
        label={t('kindEditors.column.align')}
        value={values.align}
        options={ALIGNS}
        optionLabel={(a) => t(`kindEditors.column.aligns.${a}`)}
        disabled={off}
        problem={problems.align}
        testId="sdoc-setting-align"
        onChange={(align) => form.set('align', align, 'kindEditors.refused')}
      />
      <div className={styles.row}>
        <NumberSetting
          label={t('kindEditors.column.width')}
          hint={t('kindEditors.column.widthHint')}
          value={values.width}
          disabled={off}
          problem={problems.width}
          invalidKey="kindEditors.column.widthInvalid"
          testId="sdoc-setting-width"
          onChange={(n) => form.set('width', n, 'kindEditors.column.widthInvalid')}
          onInvalid={(key) => form.refuse('width', key)}
        />
        <ChoiceSetting
          label={t('kindEditors.column.widthType')}
          value={values.widthType}
          options={WIDTH_TYPES}
          optionLabel={(w) => t(`kindEditors.column.widthTypes.${w}`)}
          disabled={off}
          problem={problems.widthType}
          testId="sdoc-setting-widthType"
          onChange={(widthType) => form.set('widthType', widthType, 'kindEditors.refused')}
        />
      </div>
    </div>
  );
}
