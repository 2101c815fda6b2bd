/** The analysis part's page texts (namespace `education.pages`, key `analysis`). */
export const pages = {
  title: 'Анализ профилей студентов',
  intro:
    'Профиль студента по компетенциям: какую долю возможных баллов принесли его оценённые работы по единицам, развивающим компетенцию (t_comp), во всех выбранных потоках.',
  flow: 'Поток',
  allFlows: 'Все потоки',
  flowOption: '{{name}} ({{course}})',
  loading: 'Загрузка профилей…',
  failed: 'Не удалось загрузить профили студентов. {{message}}',
  retry: 'Повторить',
  empty: 'Оценённых работ пока нет',
  emptyHint: 'Профили появятся, когда преподаватель оценит работы студентов в потоках ваших курсов.',
  student: 'Студент',
  average: 'В среднем по группе',
  noCompetence: 'Без компетенции',
  score: '{{percent}} %',
  scoreTitle: '{{competence}}: {{earned}} из {{max}} баллов, оценённых единиц: {{units}}',
  noScore: 'нет оценённых работ',
  tableCaption: 'Профили студентов по компетенциям, доля набранных баллов',
  summary: 'Студентов: {{students}}, компетенций: {{competences}}',
};
