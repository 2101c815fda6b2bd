import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular, DismissCircleRegular } from '@fluentui/react-icons';
import { useT } from '@ontobench/sdk';
import type { FlowQuestion } from '../../../common/work/api.ts';
import { OntologyCheckView } from '../ontology/OntologyCheckView.tsx';

const useStyles = makeStyles({
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  muted: { color: tokens.colorNeutralForeground3 },
  answer: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  right: { color: tokens.colorPaletteGreenForeground1 },
  wrong: { color: tokens.colorPaletteRedForeground1 },
  text: {
    whiteSpace: 'pre-wrap',
    borderLeft: `3px solid ${tokens.colorNeutralStroke1}`,
    paddingLeft: tokens.spacingHorizontalS,
  },
});

/** A submitted question: its score (or awaiting the teacher), the student's choices beside the right answers, their text. */
export function QuestionReview(props: { question: FlowQuestion }) {
  const { t } = useT();
  const styles = useStyles();
  const q = props.question;
  const chosen = new Set(q.student_answers?.answers ?? []);
  return (
    <li className={styles.item} data-testid="question-review">
      <Text weight="semibold">{q.name}</Text>
      <Text size={200} className={styles.muted} data-testid="question-score">
        {q.score === null || q.score === undefined
          ? t('work.scoreAwaiting')
          : t('work.score', { score: q.score, max: q.mark ?? '—' })}
      </Text>
      {q.answers.length > 0 && (
        <ul>
          {q.answers.map((a) => (
            <li key={a.id} className={styles.answer}>
              {a.is_correct ? (
                <CheckmarkCircleRegular className={styles.right} aria-label={t('work.correct')} />
              ) : (
                <DismissCircleRegular className={styles.wrong} aria-label={t('work.incorrect')} />
              )}
              <Text weight={chosen.has(a.id) ? 'semibold' : 'regular'}>
                {a.name}
                {chosen.has(a.id) && ` — ${t('work.yourChoice')}`}
              </Text>
            </li>
          ))}
        </ul>
      )}
      {q.ontology_check && <OntologyCheckView report={q.ontology_check} />}
      {q.student_answers?.text !== undefined && (
        <Text className={styles.text} data-testid="question-text">
          {q.student_answers.text || t('work.noText')}
        </Text>
      )}
    </li>
  );
}
