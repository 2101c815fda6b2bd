import { CLASS, dataProperty, objectProperty, type SchemaDeclaration } from '@ontobench/sdk/common';
import { EDU_CLASS, eduId } from '../classes.ts';

/**
 * The flows part's properties (`eduId(0x300)`–`0x3ff`): domain.md §3 "Flow" — code, name, course,
 * assignments, role, user, author, date_create, goal, approval, selfRegistrationThreshold; "Flow instance" —
 * flow, course, aoe, student, mark, result_link, mark_comment, mark_date, questions_completed, checked.
 * A student is in a flow by an assignment with the `student` role on it (suspended while it awaits
 * approval); a flow instance is one student's work on one unit, written by the server alone
 * (docs/education.md "Who reads what").
 */
export const FLOW_PROP = {
  code: eduId(0x300),
  course: eduId(0x301),
  goal: eduId(0x302),
  /** §3 `approval`: joining waits for a teacher's approval. */
  approval: eduId(0x303),
  /** §3 `selfRegistrationThreshold`: how many students may join by themselves. */
  selfRegistrationThreshold: eduId(0x304),

  // Flow instance.
  instanceFlow: eduId(0x310),
  instanceCourse: eduId(0x311),
  instanceAoe: eduId(0x312),
  student: eduId(0x313),
  mark: eduId(0x314),
  resultLink: eduId(0x315),
  markComment: eduId(0x316),
  markDate: eduId(0x317),
  questionsCompleted: eduId(0x318),
  checked: eduId(0x319),
  /** The student's answers, JSON `{ [questionId]: { answers?: string[], text?: string } }` (§3 student_answers). */
  studentAnswers: eduId(0x31a),
  /** The check's per-item explanation (JSON), shown alike to the student and the teacher. */
  checkReport: eduId(0x31b),
  /** When the student submitted (ISO date-time). */
  submittedAt: eduId(0x31c),
} as const;

const FLOW = [EDU_CLASS.Flow];
const INSTANCE = [EDU_CLASS.FlowInstance];

/** The flows part's classes and properties. */
export const FLOWS_SCHEMA: Omit<SchemaDeclaration, 'owner'> = {
  classes: [
    { id: EDU_CLASS.Flow, name: 'Flow' },
    { id: EDU_CLASS.FlowInstance, name: 'Flow instance' },
  ],
  properties: [
    dataProperty(FLOW_PROP.code, 'code', 'string', FLOW),
    objectProperty(FLOW_PROP.course, 'course', FLOW, [EDU_CLASS.Course]),
    dataProperty(FLOW_PROP.goal, 'goal', 'string', FLOW),
    dataProperty(FLOW_PROP.approval, 'approval', 'boolean', FLOW),
    dataProperty(FLOW_PROP.selfRegistrationThreshold, 'selfRegistrationThreshold', 'integer', FLOW),
    objectProperty(FLOW_PROP.instanceFlow, 'flow', INSTANCE, FLOW),
    objectProperty(FLOW_PROP.instanceCourse, 'course', INSTANCE, [EDU_CLASS.Course]),
    objectProperty(FLOW_PROP.instanceAoe, 'aoe', INSTANCE, [EDU_CLASS.LearningUnit]),
    objectProperty(FLOW_PROP.student, 'student', INSTANCE, [CLASS.User]),
    dataProperty(FLOW_PROP.mark, 'mark', 'real', INSTANCE),
    dataProperty(FLOW_PROP.resultLink, 'result_link', 'string', INSTANCE),
    dataProperty(FLOW_PROP.markComment, 'mark_comment', 'string', INSTANCE),
    dataProperty(FLOW_PROP.markDate, 'mark_date', 'date', INSTANCE),
    dataProperty(FLOW_PROP.questionsCompleted, 'questions_completed', 'boolean', INSTANCE),
    dataProperty(FLOW_PROP.checked, 'checked', 'boolean', INSTANCE),
    dataProperty(FLOW_PROP.studentAnswers, 'student_answers', 'string', INSTANCE),
    dataProperty(FLOW_PROP.checkReport, 'check_report', 'string', INSTANCE),
    dataProperty(FLOW_PROP.submittedAt, 'submitted_at', 'string', INSTANCE),
  ],
};
