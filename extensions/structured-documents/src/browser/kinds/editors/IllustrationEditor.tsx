import { Caption1 } from '@fluentui/react-components';
import { useT, type DocumentComponentProps } from '@ontobench/sdk';
import { detectIllustration } from '../../../common/content-detect.ts';
import { NumberSetting } from './SettingFields.tsx';
import { useFormStyles } from './styles.ts';
import { useSettingsForm } from './use-settings-form.ts';

/** Format names stay as they are in every language. */
const FORMATS: Record<string, string> = { markdownImage: 'Markdown', mermaid: 'Mermaid' };

/**
 * An illustration's settings (§9 "Illustration width 200 px") and what its content is recognised as, live
 * (§5 illustration detection: markdown image, URL, data image, relative path, mermaid, taxonomy,
 * discourse, diagram — or unknown, shown as text).
 */
export default function IllustrationEditor(props: DocumentComponentProps) {
  const { t } = useT();
  const styles = useFormStyles();
  const form = useSettingsForm('illustration', props);
  const type = detectIllustration(props.content ?? '').type;
  return (
    <div className={styles.root} data-testid="sdoc-kind-editor-illustration">
      <Caption1 data-testid="sdoc-illustration-detected" data-type={type}>
        {t('kindEditors.illustration.detected', {
          type: t(`kindEditors.illustration.types.${type}`, { format: FORMATS[type] ?? '' }),
        })}
      </Caption1>
      <NumberSetting
        label={t('kindEditors.illustration.width')}
        value={form.values.width}
        disabled={form.off}
        problem={form.problems.width}
        invalidKey="kindEditors.illustration.widthInvalid"
        testId="sdoc-setting-illustrationWidth"
        onChange={(n) => form.set('width', n, 'kindEditors.illustration.widthInvalid')}
        onInvalid={(key) => form.refuse('width', key)}
      />
    </div>
  );
}
