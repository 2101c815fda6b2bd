import { Button, Checkbox, Input, Radio, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowDownRegular, ArrowUpRegular, DeleteRegular } from '@fluentui/react-icons';
import { useT } from '@ontobench/sdk';
import type { AnswerDto, TemplateDto } from '../../../common/units/api.ts';
import { moved, newAnswer, newTemplate } from '../draft.ts';
import { NumberInput } from './NumberInput.tsx';

const useStyles = makeStyles({
  table: { width: '100%', borderCollapse: 'collapse' },
  head: {
    textAlign: 'left',
    fontWeight: tokens.fontWeightSemibold,
    padding: tokens.spacingVerticalXS,
    fontSize: tokens.fontSizeBase200,
  },
  cell: { padding: tokens.spacingVerticalXXS, verticalAlign: 'middle' },
  text: { minWidth: '180px', width: '100%' },
  small: { width: '80px' },
  scroll: { overflowX: 'auto' },
});

/** Order buttons and delete of one row. */
function RowActions(props: {
  index: number;
  count: number;
  readonly: boolean;
  onMove(by: -1 | 1): void;
  onRemove(): void;
  what: string;
}) {
  const { t } = useT();
  return (
    <>
      <Tooltip content={t('units.answers.up')} relationship="label">
        <Button
          size="small"
          appearance="subtle"
          icon={<ArrowUpRegular />}
          disabled={props.readonly || props.index === 0}
          onClick={() => props.onMove(-1)}
        />
      </Tooltip>
      <Tooltip content={t('units.answers.down')} relationship="label">
        <Button
          size="small"
          appearance="subtle"
          icon={<ArrowDownRegular />}
          disabled={props.readonly || props.index === props.count - 1}
          onClick={() => props.onMove(1)}
        />
      </Tooltip>
      <Tooltip content={t('units.answers.remove', { what: props.what })} relationship="label">
        <Button
          size="small"
          appearance="subtle"
          icon={<DeleteRegular />}
          disabled={props.readonly}
          onClick={props.onRemove}
          data-testid="answer-remove"
        />
      </Tooltip>
    </>
  );
}

/**
 * A choice question's answers (domain.md §3 "Answer": name, order, is_correct, mark, answer_group,
 * student_category): a single-choice question marks its correct answer with a radio, a multiple-choice
 * one with checkboxes.
 */
export function AnswerRows(props: {
  answers: AnswerDto[];
  single: boolean;
  readonly: boolean;
  questionNo: number;
  onChange(answers: AnswerDto[]): void;
}) {
  const { t } = useT();
  const styles = useStyles();
  const { answers, readonly } = props;
  const set = (index: number, change: Partial<AnswerDto>) =>
    props.onChange(answers.map((a, n) => (n === index ? { ...a, ...change } : a)));
  const correct = (index: number, checked: boolean) =>
    props.onChange(
      answers.map((a, n) =>
        n === index ? { ...a, isCorrect: checked } : props.single && checked ? { ...a, isCorrect: false } : a,
      ),
    );
  return (
    <div className={styles.scroll}>
      <table className={styles.table} data-testid="answers-table">
        <thead>
          <tr>
            <th className={styles.head}>{t('units.answers.correct')}</th>
            <th className={styles.head}>{t('units.answers.text')}</th>
            <th className={styles.head}>{t('units.answers.mark')}</th>
            <th className={styles.head}>{t('units.answers.group')}</th>
            <th className={styles.head}>{t('units.answers.category')}</th>
            <th className={styles.head} aria-label={t('units.answers.actions')} />
          </tr>
        </thead>
        <tbody>
          {answers.map((a, n) => {
            const label = t('units.answers.correctOf', { n: n + 1, q: props.questionNo });
            return (
              <tr key={a.id} data-testid="answer-row">
                <td className={styles.cell}>
                  {props.single ? (
                    <Radio
                      checked={a.isCorrect}
                      disabled={readonly}
                      aria-label={label}
                      onChange={() => correct(n, true)}
                      data-testid="answer-correct"
                    />
                  ) : (
                    <Checkbox
                      checked={a.isCorrect}
                      disabled={readonly}
                      aria-label={label}
                      onChange={(_, d) => correct(n, d.checked === true)}
                      data-testid="answer-correct"
                    />
                  )}
                </td>
                <td className={styles.cell}>
                  <Input
                    className={styles.text}
                    value={a.name}
                    readOnly={readonly}
                    aria-label={t('units.answers.textOf', { n: n + 1 })}
                    onChange={(_, d) => set(n, { name: d.value })}
                    data-testid="answer-text"
                  />
                </td>
                <td className={styles.cell}>
                  <NumberInput
                    className={styles.small}
                    value={a.mark}
                    readOnly={readonly}
                    aria-label={t('units.answers.mark')}
                    onValue={(mark) => set(n, { mark })}
                    data-testid="answer-mark"
                  />
                </td>
                <td className={styles.cell}>
                  <Input
                    className={styles.small}
                    value={a.answerGroup}
                    readOnly={readonly}
                    aria-label={t('units.answers.group')}
                    onChange={(_, d) => set(n, { answerGroup: d.value })}
                  />
                </td>
                <td className={styles.cell}>
                  <Input
                    className={styles.small}
                    value={a.studentCategory}
                    readOnly={readonly}
                    aria-label={t('units.answers.category')}
                    onChange={(_, d) => set(n, { studentCategory: d.value })}
                  />
                </td>
                <td className={styles.cell}>
                  <RowActions
                    index={n}
                    count={answers.length}
                    readonly={readonly}
                    what={t('units.answers.answer')}
                    onMove={(by) => props.onChange(moved(answers, n, by))}
                    onRemove={() => props.onChange(answers.filter((_, i) => i !== n))}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {!readonly && (
        <Button
          size="small"
          icon={<AddRegular />}
          onClick={() => props.onChange([...answers, newAnswer(answers.length + 1)])}
          data-testid="answer-add"
        >
          {t('units.answers.add')}
        </Button>
      )}
    </div>
  );
}

/** A question's answer templates (domain.md §3 "Answer template": template, is_correct, mark, order). */
export function TemplateRows(props: {
  templates: TemplateDto[];
  readonly: boolean;
  onChange(templates: TemplateDto[]): void;
}) {
  const { t } = useT();
  const styles = useStyles();
  const { templates, readonly } = props;
  const set = (index: number, change: Partial<TemplateDto>) =>
    props.onChange(templates.map((x, n) => (n === index ? { ...x, ...change } : x)));
  return (
    <div className={styles.scroll}>
      {templates.length > 0 && (
        <table className={styles.table} data-testid="templates-table">
          <thead>
            <tr>
              <th className={styles.head}>{t('units.templates.correct')}</th>
              <th className={styles.head}>{t('units.templates.template')}</th>
              <th className={styles.head}>{t('units.templates.mark')}</th>
              <th className={styles.head} aria-label={t('units.answers.actions')} />
            </tr>
          </thead>
          <tbody>
            {templates.map((x, n) => (
              <tr key={x.id}>
                <td className={styles.cell}>
                  <Checkbox
                    checked={x.isCorrect}
                    disabled={readonly}
                    aria-label={t('units.templates.correct')}
                    onChange={(_, d) => set(n, { isCorrect: d.checked === true })}
                  />
                </td>
                <td className={styles.cell}>
                  <Input
                    className={styles.text}
                    value={x.template}
                    readOnly={readonly}
                    aria-label={t('units.templates.template')}
                    onChange={(_, d) => set(n, { template: d.value })}
                    data-testid="template-text"
                  />
                </td>
                <td className={styles.cell}>
                  <NumberInput
                    className={styles.small}
                    value={x.mark}
                    readOnly={readonly}
                    aria-label={t('units.templates.mark')}
                    onValue={(mark) => set(n, { mark })}
                  />
                </td>
                <td className={styles.cell}>
                  <RowActions
                    index={n}
                    count={templates.length}
                    readonly={readonly}
                    what={t('units.templates.one')}
                    onMove={(by) => props.onChange(moved(templates, n, by))}
                    onRemove={() => props.onChange(templates.filter((_, i) => i !== n))}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {!readonly && (
        <Button
          size="small"
          icon={<AddRegular />}
          onClick={() => props.onChange([...templates, newTemplate(templates.length + 1)])}
          data-testid="template-add"
        >
          {t('units.templates.add')}
        </Button>
      )}
    </div>
  );
}
