import { useEffect, useState } from 'react';
import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular, SaveRegular, SubtractRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { EmptyState, Services, useService, useT } from '@ontobench/sdk';
import { NUMBER_FORMATS, formatNumber, type NumberFormat } from '../../../common/number-formats.ts';
import { MAX_LEVEL } from '../../../common/numbering.ts';
import { numberingApi } from '../numbering-api.ts';
import { NumberingModel } from '../numbering-model.ts';

const useStyles = makeStyles({
  root: { display: 'grid', gridTemplateColumns: 'minmax(180px, 240px) 1fr', gap: tokens.spacingHorizontalXL },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '2px' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'end' },
  level: {
    display: 'grid',
    gridTemplateColumns: '80px minmax(160px, 1fr) minmax(140px, 1fr) 120px',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
  },
  preview: { fontFamily: tokens.fontFamilyMonospace, paddingBottom: tokens.spacingVerticalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/** A format's name with its first numbers as the example: «Римские цифры (I, II, III)». */
const formatLabel = (name: string, format: NumberFormat) =>
  format === 'none' ? name : `${name} (${[1, 2, 3].map((n) => formatNumber(n, format)).join(', ')})`;

/**
 * The level numbering sets (domain.md §3 "Level numbering": name, level, number format, level text), for
 * administrators: the sets on the left, the chosen one's levels with a preview of their labels on the
 * right; save says §8's "Нумерация компонентов сохранена".
 */
export const NumberingSetsEditor = observer(function NumberingSetsEditor() {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const notifications = useService(Services.Notifications);
  const [model] = useState(
    () =>
      new NumberingModel(numberingApi(http), {
        saved: () => notifications.show({ text: t('numbering.saved'), color: 'success' }),
        failed: (error) =>
          notifications.show({
            text: t('numbering.saveFailed', { message: error instanceof Error ? error.message : String(error) }),
          }),
      }),
  );
  useEffect(() => void model.load(), [model]);

  if (model.status === 'loading') return <Spinner label={t('numbering.loading')} />;
  if (model.status === 'failed')
    return (
      <MessageBar intent="error">
        <MessageBarBody>{t('numbering.failed')}</MessageBarBody>
      </MessageBar>
    );
  const { draft } = model;
  const problem = model.shownProblem ?? null;
  return (
    <div className={styles.root} data-testid="sdoc-numbering">
      <nav aria-label={t('numbering.sets')}>
        <ul className={styles.list}>
          {model.sets.map((set) => (
            <li key={set.id}>
              <Button
                appearance={set.id === model.editingId ? 'primary' : 'subtle'}
                onClick={() => model.edit(set.id)}
                aria-current={set.id === model.editingId ? 'true' : undefined}
              >
                {set.name}
              </Button>
            </li>
          ))}
        </ul>
        <Button icon={<AddRegular />} onClick={() => model.create()} data-testid="sdoc-numbering-create">
          {t('numbering.create')}
        </Button>
      </nav>
      {!draft ? (
        <EmptyState title={t('numbering.empty')}>{t('numbering.emptyHint')}</EmptyState>
      ) : (
        <form
          className={styles.form}
          aria-label={draft.name || t('numbering.newSet')}
          onSubmit={(e) => {
            e.preventDefault();
            void model.save();
          }}
        >
          <div className={styles.row}>
            <Field label={t('numbering.name')} required>
              <Input value={draft.name} onChange={(_, d) => model.setName(d.value)} data-testid="sdoc-numbering-name" />
            </Field>
            <Field label={t('numbering.alias')} hint={t('numbering.aliasHint')} required>
              <Input
                value={draft.alias}
                onChange={(_, d) => model.setAlias(d.value)}
                data-testid="sdoc-numbering-alias"
              />
            </Field>
          </div>
          {draft.levels.map((level, i) => (
            <div key={level.level} className={styles.level} data-testid="sdoc-numbering-level">
              <span>{t('numbering.level', { level: level.level })}</span>
              <Field label={t('numbering.format')}>
                <Select value={level.format} onChange={(_, d) => model.setFormat(i, d.value as NumberFormat)}>
                  {NUMBER_FORMATS.map((f) => (
                    <option key={f} value={f}>
                      {formatLabel(t(`numbering.formats.${f}`), f)}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label={t('numbering.levelText')} hint={i === 0 ? t('numbering.levelTextHint') : undefined}>
                <Input value={level.levelText} onChange={(_, d) => model.setLevelText(i, d.value)} />
              </Field>
              <span className={styles.preview} aria-label={t('numbering.preview')} data-testid="sdoc-numbering-preview">
                {model.previews[i]}
              </span>
            </div>
          ))}
          <div className={styles.actions}>
            <Button icon={<AddRegular />} onClick={() => model.addLevel()} disabled={draft.levels.length >= MAX_LEVEL}>
              {t('numbering.addLevel')}
            </Button>
            <Button icon={<SubtractRegular />} onClick={() => model.removeLevel()} disabled={draft.levels.length <= 1}>
              {t('numbering.removeLevel')}
            </Button>
          </div>
          {problem && (
            <MessageBar intent="error" data-testid="sdoc-numbering-problem">
              <MessageBarBody>{t(`numbering.problems.${problem.key}`, { level: problem.level })}</MessageBarBody>
            </MessageBar>
          )}
          <div className={styles.actions}>
            <Button
              appearance="primary"
              type="submit"
              icon={<SaveRegular />}
              disabled={model.busy}
              data-testid="sdoc-numbering-save"
            >
              {t('numbering.save')}
            </Button>
            <Button icon={<DeleteRegular />} onClick={() => void model.remove()} disabled={model.busy}>
              {t('numbering.delete')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
});
