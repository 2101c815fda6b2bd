import { useEffect, useState } from 'react';
import { Badge, Button, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ListStates, Services, useErrorText, useLoad, useService, useT } from '@ontobench/sdk';
import type { FlowUnit } from '../../../common/flows/api.ts';
import { MARKS_CHANNEL, type MarkNotice } from '../../../common/grading/api.ts';
import type { FlowQuestionsReply, StudentAnswer } from '../../../common/work/api.ts';
import { loadQuestions, submitUnit } from '../api.ts';
import { ConfirmSubmit } from './ConfirmSubmit.tsx';
import { QuestionInput } from './QuestionInput.tsx';
import { QuestionReview } from './QuestionReview.tsx';
import { StudentOntologyBuilder } from '../ontology/StudentOntologyBuilder.tsx';
import { answersFor, draftKey, hasAnswer, readDraft, writeDraft, type AnswerDraft } from '../model/answer-draft.ts';

const useStyles = makeStyles({
  head: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  list: { listStyle: 'none', padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  comment: { marginTop: tokens.spacingVerticalS, color: tokens.colorNeutralForeground2 },
  restored: { marginBlock: tokens.spacingVerticalM },
});

/**
 * One unit of the student's flow: its questions to answer (radio, checkboxes, text) and submit after a confirm;
 * once submitted, the mark (or «awaiting the teacher»), each question's score and the right answers. The
 * answers are kept in this browser until submitted (model/answer-draft.ts), and said so when brought back.
 */
export function UnitWork(props: { flowId: string; studentId: string; unit: FlowUnit; onSubmitted: () => void }) {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const notifications = useService(Services.Notifications);
  const errorText = useErrorText();
  const { flowId, studentId, unit } = props;
  const [attempt, setAttempt] = useState(0);
  const storage = useService(Services.Storage);
  const keptUnder = draftKey(studentId, flowId, unit.id);
  const [answers, setAnswers] = useState<AnswerDraft>(() => readDraft(storage, keptUnder));
  const [restored] = useState(() => Object.keys(answers).length > 0);
  const answer = (questionId: string, value: StudentAnswer) =>
    setAnswers((all) => {
      const next = { ...all, [questionId]: value };
      writeDraft(storage, keptUnder, next);
      return next;
    });
  const [confirming, setConfirming] = useState(false);
  const [submitted, setSubmitted] = useState<FlowQuestionsReply | null>(null);
  const realtime = useService(Services.Realtime);
  const load = useLoad(`edu-unit-${flowId}-${unit.id}-${attempt}`, (signal) =>
    loadQuestions(http, flowId, studentId, unit.id, signal),
  );

  // The teacher's mark of this unit (sent to this student alone) shows at once.
  useEffect(() => {
    const sub = realtime.subscribe(`education/${MARKS_CHANNEL}`, (notice) => {
      if ((notice as MarkNotice | null)?.aoeId !== unit.id) return;
      setSubmitted(null);
      setAttempt((n) => n + 1);
    });
    return () => sub.dispose();
  }, [realtime, unit.id]);

  const submit = async (questionIds: string[]) => {
    try {
      const reply = await submitUnit(http, flowId, unit.id, answersFor(answers, questionIds));
      writeDraft(storage, keptUnder, {});
      setConfirming(false);
      setSubmitted(reply);
      notifications.show({ text: t('work.submitted'), color: 'success' });
      props.onSubmitted();
    } catch (error) {
      setConfirming(false);
      notifications.show({ text: (await errorText(error, t('work.submitFailed'))).text, color: 'error' });
    }
  };

  return (
    <section aria-labelledby="unit-work-title" data-testid="unit-work">
      <Text as="h2" id="unit-work-title" size={500} weight="semibold" block>
        {unit.name}
      </Text>
      <ListStates
        texts="work.questions"
        testIds={{ failed: 'unit-failed', empty: 'unit-empty' }}
        load={load}
        isEmpty={(reply) => reply.questions.length === 0}
        onRetry={() => setAttempt((n) => n + 1)}
      >
        {(loaded) => {
          const reply = submitted ?? loaded;
          const instance = reply.instances[0];
          if (instance?.questions_completed)
            return (
              <>
                <div className={styles.head} data-testid="unit-result">
                  {instance.checked ? (
                    <Badge appearance="filled" color={instance.passed ? 'success' : 'danger'} data-testid="unit-mark">
                      {t('work.mark', { mark: instance.mark ?? 0, max: unit.maxPoint ?? '—' })}
                    </Badge>
                  ) : (
                    <Badge appearance="tint" color="warning" data-testid="unit-awaiting">
                      {t('work.awaiting', { mark: instance.mark ?? 0 })}
                    </Badge>
                  )}
                  {instance.checked && <Text>{instance.passed ? t('work.passed') : t('work.notPassed')}</Text>}
                </div>
                {instance.mark_comment && (
                  <Text block className={styles.comment} data-testid="unit-comment">
                    {t('work.comment', { comment: instance.mark_comment })}
                  </Text>
                )}
                <ol className={styles.list}>
                  {reply.questions.map((q) => (
                    <QuestionReview key={q.question_id} question={q} />
                  ))}
                </ol>
              </>
            );
          const ontologyTasks = reply.questions.some((q) => q.answer_type === 'ontology');
          return (
            <>
              {ontologyTasks &&
                (reply.student_ontology ? (
                  <StudentOntologyBuilder ontology={reply.student_ontology} />
                ) : (
                  <Text data-testid="no-student-ontology">{t('work.ontology.noCourseOntology')}</Text>
                ))}
              {restored && (
                <MessageBar intent="info" className={styles.restored} data-testid="unit-draft-restored">
                  <MessageBarBody>{t('work.draftRestored')}</MessageBarBody>
                </MessageBar>
              )}
              <ol className={styles.list}>
                {reply.questions.map((q) => (
                  <QuestionInput
                    key={q.question_id}
                    question={q}
                    value={answers[q.question_id]}
                    onChange={(value) => answer(q.question_id, value)}
                  />
                ))}
              </ol>
              <Button appearance="primary" onClick={() => setConfirming(true)} data-testid="unit-submit">
                {t('work.submit')}
              </Button>
              {confirming && (
                <ConfirmSubmit
                  unanswered={reply.questions.filter((q) => !hasAnswer(answers[q.question_id])).length}
                  onCancel={() => setConfirming(false)}
                  onConfirm={() => submit(reply.questions.map((q) => q.question_id))}
                />
              )}
            </>
          );
        }}
      </ListStates>
    </section>
  );
}
