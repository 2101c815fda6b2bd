import {
  Button,
  Card,
  Field,
  Input,
  Select,
  Switch,
  Text,
  Textarea,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular, DeleteRegular } from '@fluentui/react-icons';
import { useT } from '@ontobench/sdk';
import type { QuestionDto } from '../../../common/units/api.ts';
import { ANSWER_TYPES, type AnswerType } from '../../../common/units/schema.ts';
import { newAnswer } from '../draft.ts';
import { AnswerRows, TemplateRows } from './AnswerRows.tsx';
import { NumberInput } from './NumberInput.tsx';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  number: { flex: '1 1 auto' },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    alignItems: 'end',
  },
  sub: { fontWeight: tokens.fontWeightSemibold },
});

export interface QuestionCardProps {
  question: QuestionDto;
  index: number;
  count: number;
  readonly: boolean;
  onChange(question: QuestionDto): void;
  onMove(by: -1 | 1): void;
  onRemove(): void;
}

/**
 * One question (domain.md §3 "Question": name, order, answer_type, mark, description, competence,
 * student_category, answersRandomOrder) with its answers (choice questions) and answer templates.
 */
export function QuestionCard(props: QuestionCardProps) {
  const { t } = useT();
  const styles = useStyles();
  const { question: q, readonly } = props;
  const set = (change: Partial<QuestionDto>) => props.onChange({ ...q, ...change });
  const choice = q.answerType === 'single' || q.answerType === 'multiple';
  const setType = (answerType: AnswerType) => {
    const nowChoice = answerType === 'single' || answerType === 'multiple';
    const answers = nowChoice ? (q.answers.length > 0 ? q.answers : [newAnswer(1), newAnswer(2)]) : [];
    set({
      answerType,
      answers:
        answerType === 'single'
          ? answers.map((a, n) => ({ ...a, isCorrect: a.isCorrect && answers.findIndex((x) => x.isCorrect) === n }))
          : answers,
    });
  };
  const no = props.index + 1;
  return (
    <Card className={styles.card} data-testid="question-card" aria-label={t('units.questions.number', { n: no })}>
      <div className={styles.head}>
        <Text weight="semibold" className={styles.number}>
          {t('units.questions.number', { n: no })}
        </Text>
        <Tooltip content={t('units.questions.up')} relationship="label">
          <Button
            size="small"
            appearance="subtle"
            icon={<ArrowUpRegular />}
            disabled={readonly || props.index === 0}
            onClick={() => props.onMove(-1)}
          />
        </Tooltip>
        <Tooltip content={t('units.questions.down')} relationship="label">
          <Button
            size="small"
            appearance="subtle"
            icon={<ArrowDownRegular />}
            disabled={readonly || props.index === props.count - 1}
            onClick={() => props.onMove(1)}
          />
        </Tooltip>
        <Tooltip content={t('units.questions.remove', { n: no })} relationship="label">
          <Button
            size="small"
            appearance="subtle"
            icon={<DeleteRegular />}
            disabled={readonly}
            onClick={props.onRemove}
            data-testid="question-remove"
          />
        </Tooltip>
      </div>
      <Field label={t('units.questions.text')} required>
        <Textarea
          value={q.name}
          readOnly={readonly}
          resize="vertical"
          rows={2}
          onChange={(_, d) => set({ name: d.value })}
          data-testid="question-text"
        />
      </Field>
      <div className={styles.grid}>
        <Field label={t('units.questions.type')}>
          <Select
            value={q.answerType}
            disabled={readonly}
            onChange={(_, d) => setType(d.value as AnswerType)}
            data-testid="question-type"
          >
            {ANSWER_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`units.types.${type}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('units.questions.mark')}>
          <NumberInput
            value={q.mark}
            readOnly={readonly}
            onValue={(mark) => set({ mark })}
            data-testid="question-mark"
          />
        </Field>
        <Field label={t('units.questions.competence')}>
          <Input value={q.competence} readOnly={readonly} onChange={(_, d) => set({ competence: d.value })} />
        </Field>
        <Field label={t('units.questions.category')}>
          <Input value={q.studentCategory} readOnly={readonly} onChange={(_, d) => set({ studentCategory: d.value })} />
        </Field>
      </div>
      <Field label={t('units.questions.description')}>
        <Textarea
          value={q.description}
          readOnly={readonly}
          resize="vertical"
          rows={2}
          onChange={(_, d) => set({ description: d.value })}
        />
      </Field>
      {choice && (
        <>
          <Switch
            label={t('units.questions.randomOrder')}
            checked={q.answersRandomOrder}
            disabled={readonly}
            onChange={(_, d) => set({ answersRandomOrder: d.checked })}
          />
          <Text className={styles.sub}>{t('units.questions.answers')}</Text>
          <AnswerRows
            answers={q.answers}
            single={q.answerType === 'single'}
            readonly={readonly}
            questionNo={no}
            onChange={(answers) => set({ answers })}
          />
        </>
      )}
      <Text className={styles.sub}>{t('units.questions.templates')}</Text>
      <TemplateRows templates={q.templates} readonly={readonly} onChange={(templates) => set({ templates })} />
    </Card>
  );
}
