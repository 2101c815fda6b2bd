/**
 * The education area's fixed ids (domain.md §3 "Education"; docs/education.md). Ids never change; new ones
 * take the next number. Classes 0x001–0x0ff; properties by part: courses 0x100–0x1ff, learning units
 * (units, questions, answers, answer templates) 0x200–0x2ff, flows and the work on them 0x300–0x3ff,
 * portfolio 0x400–0x4ff.
 */
export const eduId = (n: number) => `ed0c0000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

export const EDU_CLASS = {
  /** §3 "Course": code, name, description, status, flows, author, date_create, assignments, … */
  Course: eduId(0x001),
  /** §3 "Course structure item": name, parent, course, order, not_active, aoe. */
  CourseStructureItem: eduId(0x002),
  /** §3 "Flow": code, name, course, assignments, goal, approval, selfRegistrationThreshold, … */
  Flow: eduId(0x003),
  /** §3 "Flow instance": a student's work on one unit of a flow (mark, questions_completed, checked, …). */
  FlowInstance: eduId(0x004),
  /** §3 "Learning unit (aoe)". */
  LearningUnit: eduId(0x005),
  /** §3 "Question". */
  Question: eduId(0x006),
  /** §3 "Answer": name, question, order, is_correct, mark, student_category, answer_group. */
  Answer: eduId(0x007),
  /** §3 "Answer template": name, template, is_correct, mark, order. */
  AnswerTemplate: eduId(0x008),
  /** §3 Course "status (id, name)": the statuses are instances of this class. */
  CourseStatus: eduId(0x009),
  /** A student's portfolio project (shell.md §2 `/portfolio-projects`, issue 20 item 6). */
  PortfolioProject: eduId(0x00a),
} as const;
