/** The flows part's calls, mounted under `/api/` (paths without it); docs/education.md "Flows". */
export const FLOWS_API = {
  /** GET: the flows the user sees (teacher/admin: of their courses; student: theirs and those open to them); POST: a new flow. */
  flows: 'edu/flows',
  /** GET: one flow with its units and students; PUT: edit it. */
  flow: (id: string) => `edu/flows/${id}`,
  /** POST: the signed-in user joins the flow (self-registration, or a request awaiting approval). */
  join: (id: string) => `edu/flows/${id}/join`,
  /** POST: a teacher approves a student's request; DELETE: refuses it (or removes the student). */
  student: (id: string, studentId: string) => `edu/flows/${id}/students/${studentId}`,
  /** GET: the grid students × units (mark, submitted, checked). */
  summary: (id: string) => `edu/flows/${id}/summary`,
} as const;

export const FLOWS_API_PATHS: readonly string[] = [
  FLOWS_API.flows,
  FLOWS_API.flow(':id'),
  FLOWS_API.join(':id'),
  FLOWS_API.student(':id', ':studentId'),
  FLOWS_API.summary(':id'),
];

/** What the user is in a flow: a teacher of its course (or an administrator), a student, a student awaiting approval, or none. */
export type FlowRole = 'teacher' | 'student' | 'pending' | 'none';

/** A flow as the lists show it. */
export interface FlowDto {
  id: string;
  code: string;
  name: string;
  courseId: string;
  courseName: string;
  goal: string;
  approval: boolean;
  /** How many students may join by themselves; null: no limit. */
  selfRegistrationThreshold: number | null;
  authorName: string;
  dateCreate: string | null;
  /** Students in the flow (approved). */
  students: number;
  /** Requests awaiting a teacher's approval. */
  pending: number;
  role: FlowRole;
}

/** A flow's new or changed fields (POST, PUT `edu/flows`). */
export interface FlowInput {
  code: string;
  name: string;
  courseId: string;
  goal?: string;
  approval?: boolean;
  selfRegistrationThreshold?: number | null;
}

/** A learning unit of the flow's course, in the structure's order (not-active items left out). */
export interface FlowUnit {
  id: string;
  name: string;
  /** The structure's section it sits in (the parent item's name), empty at the top. */
  section: string;
  maxPoint: number | null;
  minPositiveMark: number | null;
}

/** One student's work on one unit (a flow instance), as the flow page, summary and grading show it. */
export interface UnitProgress {
  instanceId: string;
  mark: number | null;
  submitted: boolean;
  checked: boolean;
  passed: boolean;
}

export interface FlowStudent {
  id: string;
  name: string;
  /** Awaiting a teacher's approval. */
  pending: boolean;
  /** Progress by unit id (units without work are absent). */
  progress: Record<string, UnitProgress>;
}

/** GET `edu/flows/:id`: the flow, its units, and its students (a student sees only themself). */
export interface FlowDetail {
  flow: FlowDto;
  units: FlowUnit[];
  students: FlowStudent[];
}

/**
 * GET `edu/flows/:id/summary`: the grid students × units, compact for 300 × 40 (quality bar): `cells[s][u]`
 * is `[mark, submitted, checked]` or null (no work).
 */
export interface FlowSummary {
  flow: FlowDto;
  units: FlowUnit[];
  students: { id: string; name: string }[];
  cells: ([number | null, boolean, boolean] | null)[][];
}
