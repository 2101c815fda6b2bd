import { useMemo, useState } from 'react';
import { Button, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { Page, Services, useErrorText, useLoad, useService, useT } from '@ontobench/sdk';
import { eduPath } from '../../../common/app/routes.ts';
import { EditorActions } from '../../shared/EditorActions.tsx';
import { EditorStates } from '../../shared/EditorStates.tsx';
import { useDraft } from '../../shared/use-draft.ts';
import { unitProblems, type UnitProblem } from '../../../common/units/validate.ts';
import { getUnit, saveUnit } from '../api.ts';
import { moved, newQuestion, toDraft, toInput, type UnitDraft } from '../draft.ts';
import { QuestionCard } from './QuestionCard.tsx';
import { UnitFields } from './UnitFields.tsx';

const useStyles = makeStyles({
  section: {
    marginTop: tokens.spacingVerticalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  heading: { display: 'block' },
  meta: { color: tokens.colorNeutralForeground3 },
  problems: { margin: 0, paddingLeft: '20px' },
});

/** A problem in the interface's language. */
function useProblemText() {
  const { t } = useT();
  return (p: UnitProblem) =>
    t(`units.problems.${p.code}`, {
      ...p.params,
      field: p.params.field ? t(`units.numberNames.${p.params.field}`) : '',
      where: p.params.n ? t(p.params.m ? 'units.problems.atAnswer' : 'units.problems.atQuestion', p.params) : '',
    });
}

/**
 * One learning unit (issue 20 item 2; domain.md §3 "Learning unit (aoe)", "Question", "Answer", "Answer
 * template"): every field, the questions with answers and templates. «Сохранить» checks the unit as the
 * server does (common/units/validate.ts) and writes it whole in one call; a refused save writes nothing.
 */
export function UnitEditor(props: { id: string }) {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const notifications = useService(Services.Notifications);
  const errorText = useErrorText();
  const problemText = useProblemText();
  const [attempt, setAttempt] = useState(0);
  const load = useLoad(`edu-unit-${props.id}-${attempt}`, (signal) => getUnit(http, props.id, signal));
  const unit = load.status === 'ready' ? load.value : null;
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const { draft, setDraft, reset } = useDraft<UnitDraft>(useMemo(() => (unit ? toDraft(unit) : null), [unit]));

  if (!unit || !draft)
    return (
      <EditorStates
        load={load}
        texts="units"
        backHref={eduPath.units}
        missingTestId="unit-missing"
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );

  const readonly = !unit.canEdit;
  const set = (change: Partial<UnitDraft>) => setDraft({ ...draft, ...change });
  const questions = draft.questions;
  const setQuestions = (list: typeof questions) => set({ questions: list });

  const save = async () => {
    const input = toInput(draft);
    const found = unitProblems(input);
    if (found.length > 0) {
      setProblems(found.map(problemText));
      return;
    }
    setSaving(true);
    setProblems([]);
    try {
      const saved = await saveUnit(http, unit.id, input);
      reset(toDraft(saved));
      notifications.show({ text: t('units.editor.saved', { name: saved.name }), color: 'success' });
    } catch (error) {
      setProblems([(await errorText(error, t('units.editor.saveFailed'))).text]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Page
      title={draft.name || unit.name}
      testId="unit-page"
      actions={
        <EditorActions
          texts="units"
          backHref={eduPath.units}
          readonly={readonly}
          saving={saving}
          onSave={() => void save()}
          saveTestId="unit-save"
        />
      }
    >
      {problems.length > 0 && (
        <MessageBar intent="error" data-testid="unit-problems">
          <MessageBarBody>
            <Text weight="semibold">{t('units.editor.notSaved')}</Text>
            <ul className={styles.problems}>
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </MessageBarBody>
        </MessageBar>
      )}
      <Text className={styles.meta} as="p" data-testid="unit-meta">
        {t('units.editor.meta', {
          author: unit.author?.name ?? '—',
          date: unit.dateCreate ? new Date(unit.dateCreate).toLocaleDateString() : '—',
          courses: unit.courses.map((c) => c.name).join(', ') || '—',
        })}
      </Text>
      <UnitFields draft={draft} readonly={readonly} onChange={set} />
      <section className={styles.section} aria-labelledby="unit-questions">
        <Text id="unit-questions" weight="semibold" size={500} className={styles.heading}>
          {t('units.questions.title', { count: questions.length })}
        </Text>
        {questions.map((q, n) => (
          <QuestionCard
            key={q.id}
            question={q}
            index={n}
            count={questions.length}
            readonly={readonly}
            onChange={(changed) => setQuestions(questions.map((x) => (x.id === q.id ? changed : x)))}
            onMove={(by) => setQuestions(moved(questions, n, by))}
            onRemove={() => setQuestions(questions.filter((x) => x.id !== q.id))}
          />
        ))}
        {!readonly && (
          <div>
            <Button
              icon={<AddRegular />}
              onClick={() => setQuestions([...questions, newQuestion(questions.length + 1)])}
              data-testid="question-add"
            >
              {t('units.questions.add')}
            </Button>
          </div>
        )}
      </section>
    </Page>
  );
}
