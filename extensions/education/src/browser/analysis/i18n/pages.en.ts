import type { pages as ru } from './pages.ru.ts';

/** The analysis part's page texts in English. */
export const pages: typeof ru = {
  title: 'Student profile analysis',
  intro:
    "A student's profile by competence: the share of the possible points their marked work earned on the units that train the competence (t_comp), across the chosen flows.",
  flow: 'Flow',
  allFlows: 'All flows',
  flowOption: '{{name}} ({{course}})',
  loading: 'Loading profiles…',
  failed: 'Could not load the student profiles. {{message}}',
  retry: 'Retry',
  empty: 'No marked work yet',
  emptyHint: 'Profiles appear once a teacher marks the students’ work in the flows of your courses.',
  student: 'Student',
  average: 'Group average',
  noCompetence: 'No competence',
  score: '{{percent}} %',
  scoreTitle: '{{competence}}: {{earned}} of {{max}} points, marked units: {{units}}',
  noScore: 'no marked work',
  tableCaption: 'Student profiles by competence, share of points earned',
  summary: 'Students: {{students}}, competences: {{competences}}',
};
