import { Checkbox, Radio, RadioGroup, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import type { FlowQuestion, StudentAnswer } from '../../../common/work/api.ts';

const useStyles = makeStyles({
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground3 },
  options: { display: 'flex', flexDirection: 'column' },
});

/** One question to answer: radio buttons (one choice), checkboxes (several), or a text (free text, ontology task). */
export function QuestionInput(props: {
  question: FlowQuestion;
  value: StudentAnswer | undefined;
  onChange: (value: StudentAnswer) => void;
}) {
  const { t } = useT();
  const styles = useStyles();
  const { question: q, value } = props;
  const labelId = `q-${q.question_id}`;
  const chosen = value?.answers ?? [];
  return (
    <li className={styles.item} data-testid="question">
      <Text id={labelId} weight="semibold">
        {q.name}
      </Text>
      {q.description && <Text className={styles.muted}>{q.description}</Text>}
      <Text size={200} className={styles.muted}>
        {t(`work.types.${q.answer_type}`)}
        {q.mark !== null && ` · ${t('work.points', { count: q.mark })}`}
      </Text>
      {q.answer_type === 'single' && (
        <RadioGroup
          aria-labelledby={labelId}
          value={chosen[0] ?? ''}
          onChange={(_, d) => props.onChange({ answers: [d.value] })}
        >
          {q.answers.map((a) => (
            <Radio key={a.id} value={a.id} label={a.name} data-testid="answer-radio" />
          ))}
        </RadioGroup>
      )}
      {q.answer_type === 'multiple' && (
        <div className={styles.options} role="group" aria-labelledby={labelId}>
          {q.answers.map((a) => (
            <Checkbox
              key={a.id}
              label={a.name}
              checked={chosen.includes(a.id)}
              onChange={(_, d) =>
                props.onChange({
                  answers: d.checked === true ? [...chosen, a.id] : chosen.filter((id) => id !== a.id),
                })
              }
              data-testid="answer-check"
            />
          ))}
        </div>
      )}
      {(q.answer_type === 'free' || q.answer_type === 'ontology') && (
        <Textarea
          aria-labelledby={labelId}
          value={value?.text ?? ''}
          resize="vertical"
          onChange={(_, d) => props.onChange({ text: d.value })}
          data-testid="answer-text"
        />
      )}
    </li>
  );
}
