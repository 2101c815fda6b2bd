import { useState } from 'react';
import { Button, Card, Field, Input, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { Services, formatDate, useErrorText, useService, useT } from '@ontobench/sdk';
import type { GradingRow } from '../../../common/grading/api.ts';
import { markWork } from '../api.ts';
import { workMarked } from '../marked.ts';

const useStyles = makeStyles({
  head: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground3 },
  answer: {
    whiteSpace: 'pre-wrap',
    borderLeft: `3px solid ${tokens.colorNeutralStroke1}`,
    paddingLeft: tokens.spacingHorizontalS,
  },
  form: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'flex-end' },
  mark: { width: '120px' },
  markInput: { minWidth: 0, width: '100%' },
  comment: { flex: '1 1 280px' },
});

/** One piece of work awaiting a mark: who, which unit, the texts to read, then the mark and a comment. */
export function GradeCard(props: { row: GradingRow; onMarked: () => void }) {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const notifications = useService(Services.Notifications);
  const errorText = useErrorText();
  const { row } = props;
  const [mark, setMark] = useState(row.mark === null ? '' : String(row.mark));
  const [comment, setComment] = useState(row.comment);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const value = Number(mark.replace(',', '.'));

  const save = async () => {
    if (!mark.trim() || !Number.isFinite(value) || value < 0 || (row.maxPoint !== null && value > row.maxPoint)) {
      setProblem(t('grading.awaiting.badMark', { max: row.maxPoint ?? 1000 }));
      return;
    }
    setBusy(true);
    try {
      await markWork(http, row.instanceId, { mark: value, comment });
      notifications.show({ text: t('grading.awaiting.saved', { name: row.studentName }), color: 'success' });
      workMarked.emit();
      props.onMarked();
    } catch (error) {
      setProblem((await errorText(error, t('grading.awaiting.saveFailed'))).text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <li>
      <Card data-testid="awaiting-row">
        <div className={styles.head}>
          <Text weight="semibold">{row.studentName}</Text>
          <Text>
            {row.aoeName} · {row.flowName} · {row.courseName}
          </Text>
          {row.submittedAt && (
            <Text size={200} className={styles.muted}>
              {t('grading.awaiting.submittedAt', { date: formatDate(row.submittedAt) })}
            </Text>
          )}
          <Text size={200} className={styles.muted}>
            {t('grading.awaiting.auto', { mark: row.mark ?? 0 })}
          </Text>
        </div>
        {row.texts.map((item, i) => (
          <div key={i}>
            <Text weight="semibold" block>
              {item.question}
            </Text>
            <Text className={styles.answer} block data-testid="awaiting-text">
              {item.text || t('grading.awaiting.noText')}
            </Text>
          </div>
        ))}
        <div className={styles.form}>
          <Field
            label={t('grading.awaiting.mark', { max: row.maxPoint ?? '—' })}
            className={styles.mark}
            validationMessage={problem ?? undefined}
            validationState={problem ? 'error' : 'none'}
          >
            <Input
              value={mark}
              inputMode="decimal"
              className={styles.markInput}
              onChange={(_, d) => {
                setMark(d.value);
                setProblem(null);
              }}
              data-testid="awaiting-mark"
            />
          </Field>
          <Field label={t('grading.awaiting.comment')} className={styles.comment}>
            <Textarea value={comment} onChange={(_, d) => setComment(d.value)} data-testid="awaiting-comment" />
          </Field>
          <Button appearance="primary" disabled={busy} onClick={() => void save()} data-testid="awaiting-save">
            {t('grading.awaiting.save')}
          </Button>
        </div>
      </Card>
    </li>
  );
}
