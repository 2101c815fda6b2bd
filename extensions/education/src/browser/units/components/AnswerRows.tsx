import { Button, Checkbox, Input, Radio, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowDownRegular, ArrowUpRegular, DeleteRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
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
 * An editable list of rows as a table: the given columns, then each row's order buttons and delete, and
 * an add button below. Answers and answer templates are both edited so.
 */
function RowsTable<T extends { id: string }>(props: {
  rows: T[];
  readonly: boolean;
  onChange(rows: T[]): void;
  /** Column headings, before the actions column. */
  columns: string[];
  /** The row's cells; `set` changes this row. */
  cells(row: T, index: number, set: (change: Partial<T>) => void): ReactNode;
  /** What one row is, for the delete button's label. */
  what: string;
  create(count: number): T;
  addLabel: string;
  testIds: { table: string; add: string; row?: string };
  /** No table while there are no rows (only the add button). */
  hideWhenEmpty?: boolean;
}) {
  const { t } = useT();
  const styles = useStyles();
  const { rows, readonly } = props;
  const set = (index: number) => (change: Partial<T>) =>
    props.onChange(rows.map((x, n) => (n === index ? { ...x, ...change } : x)));
  return (
    <div className={styles.scroll}>
      {(rows.length > 0 || !props.hideWhenEmpty) && (
        <table className={styles.table} data-testid={props.testIds.table}>
          <thead>
            <tr>
              {props.columns.map((column) => (
                <th key={column} className={styles.head}>
                  {column}
                </th>
              ))}
              <th className={styles.head} aria-label={t('units.answers.actions')} />
            </tr>
          </thead>
          <tbody>
            {rows.map((row, n) => (
              <tr key={row.id} data-testid={props.testIds.row}>
                {props.cells(row, n, set(n))}
                <td className={styles.cell}>
                  <RowActions
                    index={n}
                    count={rows.length}
                    readonly={readonly}
                    what={props.what}
                    onMove={(by) => props.onChange(moved(rows, n, by))}
                    onRemove={() => props.onChange(rows.filter((_, i) => i !== n))}
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
          onClick={() => props.onChange([...rows, props.create(rows.length + 1)])}
          data-testid={props.testIds.add}
        >
          {props.addLabel}
        </Button>
      )}
    </div>
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
  const correct = (index: number, checked: boolean) =>
    props.onChange(
      answers.map((a, n) =>
        n === index ? { ...a, isCorrect: checked } : props.single && checked ? { ...a, isCorrect: false } : a,
      ),
    );
  return (
    <RowsTable
      rows={answers}
      readonly={readonly}
      onChange={props.onChange}
      columns={[
        t('units.answers.correct'),
        t('units.answers.text'),
        t('units.answers.mark'),
        t('units.answers.group'),
        t('units.answers.category'),
      ]}
      what={t('units.answers.answer')}
      create={newAnswer}
      addLabel={t('units.answers.add')}
      testIds={{ table: 'answers-table', add: 'answer-add', row: 'answer-row' }}
      cells={(a, n, set) => {
        const label = t('units.answers.correctOf', { n: n + 1, q: props.questionNo });
        return (
          <>
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
                onChange={(_, d) => set({ name: d.value })}
                data-testid="answer-text"
              />
            </td>
            <td className={styles.cell}>
              <NumberInput
                className={styles.small}
                value={a.mark}
                readOnly={readonly}
                aria-label={t('units.answers.mark')}
                onValue={(mark) => set({ mark })}
                data-testid="answer-mark"
              />
            </td>
            <td className={styles.cell}>
              <Input
                className={styles.small}
                value={a.answerGroup}
                readOnly={readonly}
                aria-label={t('units.answers.group')}
                onChange={(_, d) => set({ answerGroup: d.value })}
              />
            </td>
            <td className={styles.cell}>
              <Input
                className={styles.small}
                value={a.studentCategory}
                readOnly={readonly}
                aria-label={t('units.answers.category')}
                onChange={(_, d) => set({ studentCategory: d.value })}
              />
            </td>
          </>
        );
      }}
    />
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
  return (
    <RowsTable
      rows={templates}
      readonly={readonly}
      onChange={props.onChange}
      columns={[t('units.templates.correct'), t('units.templates.template'), t('units.templates.mark')]}
      what={t('units.templates.one')}
      create={newTemplate}
      addLabel={t('units.templates.add')}
      testIds={{ table: 'templates-table', add: 'template-add' }}
      hideWhenEmpty
      cells={(x, _n, set) => (
        <>
          <td className={styles.cell}>
            <Checkbox
              checked={x.isCorrect}
              disabled={readonly}
              aria-label={t('units.templates.correct')}
              onChange={(_, d) => set({ isCorrect: d.checked === true })}
            />
          </td>
          <td className={styles.cell}>
            <Input
              className={styles.text}
              value={x.template}
              readOnly={readonly}
              aria-label={t('units.templates.template')}
              onChange={(_, d) => set({ template: d.value })}
              data-testid="template-text"
            />
          </td>
          <td className={styles.cell}>
            <NumberInput
              className={styles.small}
              value={x.mark}
              readOnly={readonly}
              aria-label={t('units.templates.mark')}
              onValue={(mark) => set({ mark })}
            />
          </td>
        </>
      )}
    />
  );
}
