import { useT, type DocumentComponentProps } from '@ontobench/sdk';
import { NumberSetting } from './SettingFields.tsx';
import { useFormStyles } from './styles.ts';
import { useSettingsForm } from './use-settings-form.ts';

const SPANS = ['rowspan', 'colspan'] as const;

/** A table cell's settings (domain.md §5 "Cell defaults: rowspan 1"; colspan likewise): whole numbers from 1. */
export default function CellEditor(props: DocumentComponentProps) {
  const { t } = useT();
  const styles = useFormStyles();
  const form = useSettingsForm('tableCell', props);
  return (
    <div className={styles.row} data-testid="sdoc-kind-editor-tableCell">
      {SPANS.map((span) => (
        <NumberSetting
          key={span}
          label={t(`kindEditors.cell.${span}`)}
          value={form.values[span]}
          disabled={form.off}
          problem={form.problems[span]}
          invalidKey="kindEditors.cell.spanInvalid"
          testId={`sdoc-setting-${span}`}
          onChange={(n) => form.set(span, n, 'kindEditors.cell.spanInvalid')}
          onInvalid={(key) => form.refuse(span, key)}
        />
      ))}
    </div>
  );
}
