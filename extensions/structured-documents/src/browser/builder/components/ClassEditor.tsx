import { Button, Field, Input, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, SaveRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Services, useErrorText, useService, useT } from '@ontobench/sdk';
import type { BuilderModel } from '../builder-model.ts';
import { KindChooser } from './KindChooser.tsx';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  hint: { color: tokens.colorNeutralForeground3, margin: 0 },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
});

/**
 * The chosen class: its name and offered kinds, saved together; delete while no document is of it (the
 * server refuses otherwise, and its refusal is shown translated).
 */
export const ClassEditor = observer(function ClassEditor({ model }: { model: BuilderModel }) {
  const { t } = useT();
  const styles = useStyles();
  const notifications = useService(Services.Notifications);
  const errorText = useErrorText();
  const [problem, setProblem] = useState<string | null>(null);
  const chosen = model.selected;
  if (!chosen) return null;

  const attempt = async (work: () => Promise<void>, heading: string, done: string) => {
    setProblem(null);
    try {
      await work();
      notifications.show({ text: done, color: 'success' });
    } catch (error) {
      setProblem((await errorText(error, heading)).text);
    }
  };
  const nameMissing = model.draftName.trim() === '';

  return (
    <section className={styles.panel} aria-label={chosen.name} data-testid="sdoc-builder-editor">
      <Field label={t('builder.name')} required validationMessage={nameMissing ? t('builder.nameRequired') : undefined}>
        <Input value={model.draftName} onChange={(_, d) => model.setName(d.value)} data-testid="sdoc-builder-name" />
      </Field>
      <h2 className={styles.heading}>{t('builder.kinds')}</h2>
      <p className={styles.hint}>{t('builder.kindsHint')}</p>
      {model.draftKinds.length === 0 && (
        <MessageBar intent="info" data-testid="sdoc-builder-no-kinds">
          <MessageBarBody>{t('builder.noKinds')}</MessageBarBody>
        </MessageBar>
      )}
      <KindChooser model={model} />
      {problem && (
        <MessageBar intent="error" data-testid="sdoc-builder-problem">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      )}
      {chosen.documentCount > 0 && (
        <p className={styles.hint} data-testid="sdoc-builder-in-use">
          {t('builder.inUse', { count: chosen.documentCount })}
        </p>
      )}
      <div className={styles.actions}>
        <Button
          appearance="primary"
          icon={<SaveRegular />}
          disabled={!model.dirty || nameMissing || model.busy}
          onClick={() =>
            void attempt(
              () => model.save(),
              t('builder.saveFailed'),
              t('builder.saved', { name: model.draftName.trim() }),
            )
          }
          data-testid="sdoc-builder-save"
        >
          {t('builder.save')}
        </Button>
        <Button
          icon={<DeleteRegular />}
          disabled={chosen.documentCount > 0 || model.busy}
          onClick={() =>
            void attempt(() => model.remove(), t('builder.removeFailed'), t('builder.removed', { name: chosen.name }))
          }
          data-testid="sdoc-builder-delete"
        >
          {t('builder.remove')}
        </Button>
      </div>
    </section>
  );
});
