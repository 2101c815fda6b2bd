import type { AnswerType } from '../units/schema.ts';
import type { StudentAnswer } from './api.ts';

/** What auto-marking needs of a question and its answers. */
export interface MarkedQuestion {
  id: string;
  type: AnswerType;
  /** The question's full mark (null: 1). */
  mark: number | null;
  answers: { id: string; isCorrect: boolean; mark: number | null }[];
}

/**
 * A question's score from the student's answer (docs/education.md "Doing the work"), or null when a teacher
 * marks it (free text; an ontology task is checked elsewhere).
 * - single: the chosen answer's mark (a correct answer without a mark scores the question's full mark);
 * - multiple: the sum of the chosen answers' marks (a correct answer without a mark scores the full mark
 *   shared among the correct answers), capped at the question's mark; **any wrong choice scores 0**
 *   (decision: otherwise ticking every box would pay);
 * never below 0.
 */
export function autoScore(question: MarkedQuestion, answer: StudentAnswer | undefined): number | null {
  if (question.type === 'free' || question.type === 'ontology') return null;
  const full = question.mark ?? 1;
  const chosen = new Set(answer?.answers ?? []);
  const picked = question.answers.filter((a) => chosen.has(a.id));
  if (picked.length === 0) return 0;
  if (question.type === 'single') {
    const a = picked[0]!;
    const value = a.mark ?? (a.isCorrect ? full : 0);
    return clamp(value, full);
  }
  if (picked.some((a) => !a.isCorrect)) return 0;
  const correct = question.answers.filter((a) => a.isCorrect).length || 1;
  const sum = picked.reduce((s, a) => s + (a.mark ?? full / correct), 0);
  return clamp(sum, full);
}

const clamp = (value: number, full: number) => Math.round(Math.max(0, Math.min(value, full)) * 100) / 100;

/** A unit passes when its mark reaches `minPositiveMark` (none given: any mark above 0). */
export const passes = (mark: number | null, minPositiveMark: number | null): boolean =>
  mark !== null && (minPositiveMark === null ? mark > 0 : mark >= minPositiveMark);
