import type { KeyValueStorage } from '@ontobench/sdk';
import type { StudentAnswer } from '../../../common/work/api.ts';

/** Answers not yet submitted, by question id. */
export type AnswerDraft = Record<string, StudentAnswer>;

/**
 * A student's answers to a unit are kept in this browser until they are submitted (docs/education.md
 * "Answers kept until submitted"): a reload, a closed tab or a lost connection does not lose them. Per
 * student, flow and unit, so two students on one computer or two flows never see each other's.
 */
export function draftKey(studentId: string, flowId: string, unitId: string): string {
  return `ontobench.education.answers.${studentId}.${flowId}.${unitId}`;
}

/** The kept answers; what is not a well-formed answer (an old format, a hand edit) is dropped. */
export function readDraft(storage: KeyValueStorage, key: string): AnswerDraft {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(key) ?? '{}');
  } catch {
    return {};
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  const draft: AnswerDraft = {};
  for (const [questionId, value] of Object.entries(stored)) {
    const answer = wellFormed(value);
    if (answer) draft[questionId] = answer;
  }
  return draft;
}

/** Keeps the answers, or forgets the key once there are none. */
export function writeDraft(storage: KeyValueStorage, key: string, draft: AnswerDraft): void {
  if (Object.values(draft).some(hasAnswer)) storage.setItem(key, JSON.stringify(draft));
  else storage.removeItem(key);
}

/** Only the answers to questions the unit still has (a teacher may have removed one since). */
export function answersFor(draft: AnswerDraft, questionIds: readonly string[]): AnswerDraft {
  return Object.fromEntries(questionIds.filter((q) => draft[q] !== undefined).map((q) => [q, draft[q]!]));
}

export const hasAnswer = (a: StudentAnswer | undefined): boolean =>
  !!a && ((a.answers?.length ?? 0) > 0 || !!a.text?.trim());

function wellFormed(value: unknown): StudentAnswer | null {
  if (typeof value !== 'object' || value === null) return null;
  const { answers, text } = value as { answers?: unknown; text?: unknown };
  const answer: StudentAnswer = {};
  if (Array.isArray(answers) && answers.every((a) => typeof a === 'string')) answer.answers = answers as string[];
  if (typeof text === 'string') answer.text = text;
  return hasAnswer(answer) ? answer : null;
}
