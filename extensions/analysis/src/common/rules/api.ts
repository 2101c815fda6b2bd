import type { RuleModel } from './model.ts';

/** The rows a run shows (§9 "Rule results show first 50 rows"). */
export const RULE_RESULT_ROWS = 50;

/** An OWL rule as the calls carry it (domain.md §3). */
export interface OwlRuleDto {
  id: string;
  name: string;
  author: string | null;
  /** §3 `date_create`, YYYY-MM-DD. */
  dateCreate: string | null;
  subjectArea: string | null;
  model: RuleModel;
  ruleText: string;
  swrl: string;
  noConnectionToComputedProp: boolean;
}

/** The body of `POST analysis/rules` and `PUT analysis/rules/:id`. */
export interface OwlRuleInput {
  name: string;
  /** The model, or `json_str` as text. */
  model: RuleModel | string;
  subjectArea?: string | null;
  noConnectionToComputedProp?: boolean;
}

/** A run's reply: the first 50 matches (one column per variable, display texts) and how many there are. */
export interface RuleRunReply {
  columns: { code: string; title: string }[];
  rows: (string | number | boolean | null)[][];
  /** Matches of the body. */
  total: number;
  /** Distinct statements the output triad infers, and how many of them are not in the store yet. */
  inferred: number;
  missing: number;
}

/** `POST analysis/rules/:id/apply`: the application (to undo) and how many statements it added. */
export interface RuleApplyReply {
  applicationId: string | null;
  added: number;
}

/** `POST analysis/rule-applications/:id/undo`: how many of the added statements it removed. */
export interface RuleUndoReply {
  removed: number;
}
