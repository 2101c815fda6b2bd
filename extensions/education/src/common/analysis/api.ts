/**
 * `/analysis-students` (shell.md §2 "student profiles analysis"; issue 20 item 6): each student's profile by
 * competence across flows. A unit's competences are its `t_comp` (domain.md §3 "Learning unit": the
 * competences it trains), one per line or comma; a student's score in a competence is what their marked
 * work on its units earned of what it could (the unit's `max_point`, else the sum of its questions' marks).
 */
export interface CompetenceScore {
  /** Marks earned on the competence's units, and the most they could give. */
  earned: number;
  max: number;
  /** Marked units counted. */
  units: number;
}

export interface StudentProfile {
  id: string;
  name: string;
  /** The flows (ids) the profile's work was done in. */
  flows: string[];
  /** By competence ('' for units that name none). */
  scores: Record<string, CompetenceScore>;
}

export interface AnalysisFlow {
  id: string;
  name: string;
  courseName: string;
}

export interface StudentsAnalysis {
  /** The flows the user may analyse (a teacher: of their courses, §6; an administrator: all; a student: theirs). */
  flows: AnalysisFlow[];
  /** Every competence met, sorted; '' last when present. */
  competences: string[];
  /** Sorted by name. */
  students: StudentProfile[];
}

export const ANALYSIS_API = {
  /** GET `?flow_id=` (optional: every flow the user may analyse) → StudentsAnalysis. */
  students: 'edu/analysis-students',
} as const;

/** The analysis part's calls, mounted under `/api/` (paths without it). */
export const ANALYSIS_API_PATHS: readonly string[] = [ANALYSIS_API.students];
