import { useT, type DocumentComponentProps } from '@ontobench/sdk';
import { BUILT_IN_RULES, type GeneratorMode } from '../../../common/containers.ts';
import { ChoiceSetting } from './SettingFields.tsx';
import { SearchSetting } from './SearchSetting.tsx';
import { useFormStyles } from './styles.ts';
import { useSettingsForm } from './use-settings-form.ts';

const MODES: readonly GeneratorMode[] = ['free', 'table'];

/**
 * Why a generator may not take the mode where it is (domain.md §5 "generator: free mode … or table mode
 * (a table, only while empty)"): the key of the reason, or null when it may. Asked of the common
 * container rules, the ones the save is checked with; unknown place (no `parentKind`): not refused here.
 */
export function modeRefusal(mode: GeneratorMode, parentKind: string | undefined, siblingCount = 0): string | null {
  if (parentKind === undefined) return null;
  if (BUILT_IN_RULES.canContain(parentKind, 'generator', { generatorMode: mode, parentIsEmpty: siblingCount === 0 }))
    return null;
  return mode === 'table' ? 'kindEditors.generator.tableOnlyInEmptyTable' : 'kindEditors.generator.tableNeedsTableMode';
}

/** A generator's settings: its mode (free or filling an empty table, §5) and the semantic search that feeds it. */
export default function GeneratorEditor(props: DocumentComponentProps) {
  const { t } = useT();
  const styles = useFormStyles();
  const form = useSettingsForm('generator', props);
  const setMode = (mode: GeneratorMode) => {
    const refusal = modeRefusal(mode, props.parentKind, props.siblingCount);
    if (refusal) form.refuse('mode', refusal);
    else form.set('mode', mode, 'kindEditors.refused');
  };
  return (
    <div className={styles.root} data-testid="sdoc-kind-editor-generator">
      <ChoiceSetting
        label={t('kindEditors.generator.mode')}
        value={form.values.mode}
        options={MODES}
        optionLabel={(m) => t(`kindEditors.generator.modes.${m}`)}
        disabled={form.off}
        problem={form.problems.mode}
        testId="sdoc-setting-mode"
        onChange={setMode}
      />
      <SearchSetting {...props} disabled={form.off} />
    </div>
  );
}
