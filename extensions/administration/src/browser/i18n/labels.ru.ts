/** The area's labels, namespace `administration`: per part its menu entry and route title. */
export const labelsRu = {
  users: { title: 'Пользователи', menu: 'Пользователи' },
  roles: { title: 'Роли', menu: 'Роли' },
  assignments: { title: 'Назначения', menu: 'Назначения' },
  commands: { title: 'Команды', menu: 'Команды' },
  views: { title: 'Виды классов', menu: 'Виды классов' },
  copy: { title: 'Копирование настроек', menu: 'Копирование настроек' },
  console: { title: 'Консоль пользовательского кода', menu: 'Консоль кода' },
};
