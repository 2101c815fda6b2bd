/**
 * Where the education area's pages open (shell.md §2 "Education app only", and `/analysis-students`,
 * `/portfolio-projects`, `/portfolio-project/{id}`). `/edu/flow` and `/edu/flow-summary` take the query
 * `flow_id` and `course_id` as the spec says.
 */
export const eduPath = {
  courses: '/edu/courses',
  course: (id: string) => `/edu/courses?course_id=${encodeURIComponent(id)}`,
  units: '/edu/alu',
  unit: (id: string) => `/edu/alu?aoe_id=${encodeURIComponent(id)}`,
  flows: '/edu/flows',
  flow: (flowId: string, courseId?: string) =>
    `/edu/flow?flow_id=${encodeURIComponent(flowId)}${courseId ? `&course_id=${encodeURIComponent(courseId)}` : ''}`,
  flowSummary: (flowId: string, courseId?: string) =>
    `/edu/flow-summary?flow_id=${encodeURIComponent(flowId)}${courseId ? `&course_id=${encodeURIComponent(courseId)}` : ''}`,
  flowCards: '/edu/flow-cards',
  rating: '/edu/users_rating',
  awaitingGrades: '/edu/awaiting-grades',
  activeStudents: '/edu/active-students',
  analysis: '/analysis-students',
  portfolio: '/portfolio-projects',
  portfolioProject: (id: string) => `/portfolio-project/${id}`,
};

/** The browser paths of the area's pages, handed to the server so that no runtime plugin takes one. */
export const EDU_ROUTE_PATHS: readonly string[] = [
  '/edu/courses',
  '/edu/alu',
  '/edu/flows',
  '/edu/flow',
  '/edu/flow-summary',
  '/edu/flow-cards',
  '/edu/users_rating',
  '/edu/awaiting-grades',
  '/edu/active-students',
  '/analysis-students',
  '/portfolio-projects',
  '/portfolio-project/:id',
];
