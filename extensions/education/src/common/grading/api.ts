/** The grading part's calls, mounted under `/api/` (paths without it); docs/education.md "Grading". */
export const GRADING_API = {
  /** GET (domain.md §7) `[?flow_id]`: submitted work awaiting the teacher's mark. */
  needMarks: 'edu/flows-need-marks',
  /** GET `{ count }`: how much of that work there is, for the teacher's top-bar counter. */
  needMarksCount: 'edu/flows-need-marks/count',
  /** GET (domain.md §7) `[?flow_id]`: per flow, its students and their totals. */
  studentsInfo: 'edu/flows-students-info',
  /** PUT: a teacher marks a flow instance `{ mark, comment? }`. */
  mark: (instanceId: string) => `edu/flow-instances/${instanceId}/mark`,
  /** GET: totals per student and flow (a student: their own). */
  rating: 'edu/users-rating',
  /** GET: students with work in the last 14 days. */
  activeStudents: 'edu/active-students',
} as const;

export const GRADING_API_PATHS: readonly string[] = [
  GRADING_API.needMarks,
  GRADING_API.needMarksCount,
  GRADING_API.studentsInfo,
  GRADING_API.mark(':id'),
  GRADING_API.rating,
  GRADING_API.activeStudents,
];

/** The realtime channel `education/marks`: a mark sent to that student only. */
export const MARKS_CHANNEL = 'marks';

export interface MarkNotice {
  instanceId: string;
  flowId: string;
  aoeId: string;
  mark: number;
}

/**
 * The realtime channel `education/submissions`: the work awaiting a mark changed, sent to the course's
 * teachers and authors (domain.md §6's author or teacher roles, in force) and its creator; their awaiting
 * list and count update live. Work was submitted (not sent for work marked at once), or a teacher marked
 * one, so it awaits no one any more.
 */
export const SUBMISSIONS_CHANNEL = 'submissions';

/** Work that awaits a mark was submitted. */
export interface SubmissionNotice {
  kind: 'submitted';
  flowId: string;
  aoeId: string;
  studentName: string;
  unitName: string;
}

/** A teacher of the course marked a work: it awaits no one any more. */
export interface MarkedNotice {
  kind: 'marked';
  instanceId: string;
  flowId: string;
  aoeId: string;
  studentName: string;
  unitName: string;
  teacherId: string;
  teacherName: string;
}

/** What `education/submissions` says. */
export type AwaitingNotice = SubmissionNotice | MarkedNotice;

/** One submitted piece of work (a flow instance) as the grading pages show it. */
export interface GradingRow {
  instanceId: string;
  flowId: string;
  flowName: string;
  courseName: string;
  aoeId: string;
  aoeName: string;
  studentId: string;
  studentName: string;
  mark: number | null;
  maxPoint: number | null;
  comment: string;
  markDate: string | null;
  submittedAt: string | null;
  checked: boolean;
  /** The student's answers to the questions a teacher marks (free text, ontology task): question and text. */
  texts: { question: string; text: string }[];
}

/** PUT mark body. */
export interface MarkInput {
  mark: number;
  comment?: string;
}

/** GET `edu/flows-students-info`: per flow, its students with their totals. */
export interface FlowStudentsInfo {
  flowId: string;
  flowName: string;
  courseId: string;
  courseName: string;
  units: number;
  students: {
    id: string;
    name: string;
    pending: boolean;
    submitted: number;
    checked: number;
    total: number;
  }[];
}

/** One line of the rating: a student's total in one flow. */
export interface RatingRow {
  studentId: string;
  studentName: string;
  flowId: string;
  flowName: string;
  total: number;
  submitted: number;
  passed: number;
  units: number;
}

/** A student with work in the last 14 days. */
export interface ActiveStudent {
  studentId: string;
  studentName: string;
  flowId: string;
  flowName: string;
  lastWork: string;
  submitted: number;
}
