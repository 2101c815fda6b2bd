/**
 * Texts of the triplet and scenario editors (key prefix `maps.viewEdit.`), Russian: page texts of the
 * area (i18n/pages.ru.ts), fetched with its first screen, not by the home page.
 */
export const viewEditRu = {
  editLinks: 'Изменить связи',
  editSteps: 'Изменить шаги',
  linksTitle: 'Связи триплета «{{name}}»',
  stepsTitle: 'Шаги сценария «{{name}}»',
  link: 'Связь {{n}}',
  subject: 'Субъект',
  predicate: 'Свойство',
  object: 'Объект',
  choose: '— выберите —',
  addLink: 'Добавить связь',
  upLink: 'Поднять связь {{n}}',
  downLink: 'Опустить связь {{n}}',
  removeLink: 'Удалить связь {{n}}',
  noLinks: 'Связей пока нет: добавьте первую.',
  step: 'Шаг {{n}}',
  caption: 'Подпись',
  nodes: 'Узлы',
  addNode: 'Добавить узел',
  removeNode: 'Убрать узел',
  edges: 'Связи, выделяемые на шаге',
  noEdges: 'Между узлами шага нет связей карты.',
  addStep: 'Добавить шаг',
  upStep: 'Поднять шаг {{n}}',
  downStep: 'Опустить шаг {{n}}',
  removeStep: 'Удалить шаг {{n}}',
  noSteps: 'Шагов пока нет: добавьте первый.',
  required: {
    from: 'Выберите субъект',
    prop: 'Выберите свойство',
    to: 'Выберите объект',
    nodes: 'Выберите хотя бы один узел',
  },
  fix: 'Исправьте отмеченные поля: ничего не сохранено.',
  save: 'Сохранить',
  cancel: 'Отмена',
  saved: 'Сохранено',
  saveFailed: 'Не удалось сохранить',
  fieldLinks: 'Связи триплета',
  fieldSteps: 'Шаги сценария',
  edgeKind: {
    subclass: 'подкласс',
    instanceOf: 'экземпляр класса',
    objectProperty: 'свойство',
    dataProperty: 'свойство-данные',
    link: 'связь',
  },
};

export type ViewEditTexts = typeof viewEditRu;
