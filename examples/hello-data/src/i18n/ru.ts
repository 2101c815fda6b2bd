/** Russian texts (the default and fallback language). */
export const ru = {
  title: 'Привет, данные',
  menu: 'Привет, данные',
  lead: 'Классы онтологии, которые вам видны, прочитанные через API данных.',
  loading: 'Загрузка классов…',
  empty: 'Вам пока не виден ни один класс',
  error: 'Не удалось прочитать классы: {{message}}',
  retry: 'Повторить',
  count_one: 'Виден {{count}} класс',
  count_few: 'Видно {{count}} класса',
  count_many: 'Видно {{count}} классов',
  count_other: 'Видно {{count}} класса',
  shown: 'Показаны первые {{shown}}',
  unnamed: '(без имени)',
};
