/**
 * Texts of the ontology's own fields and of workspaces, scenarios and triplets (issue 14 item 4), in the
 * area's page texts under `ontologyEdit.` and `mapViews.`, Russian (the default). Keys mirror en.ts.
 */
export const navRu = {
  ontologyEdit: {
    action: 'Свойства онтологии',
    title: 'Свойства онтологии «{{name}}»',
    description: 'Описание',
    baseIri: 'Базовый IRI',
    baseIriHint: 'Например, https://example.org/pizza#',
    baseIriInvalid: 'Базовый IRI должен быть абсолютным IRI без пробелов, например https://example.org/pizza#',
    isPublic: 'Документация опубликована (открыта без входа)',
    publicLink: 'Публичная документация',
    save: 'Сохранить',
    cancel: 'Отмена',
    saved: 'Свойства онтологии сохранены',
    failed: 'Не удалось сохранить свойства онтологии',
    loading: 'Загрузка…',
    loadFailed: 'Не удалось загрузить свойства онтологии',
  },
  mapViews: {
    menu: { workspaces: 'Рабочие пространства', scenarios: 'Сценарии', triplets: 'Триплеты' },
    views: 'Виды карт онтологий',
    title: { workspaces: 'Рабочие пространства', scenarios: 'Сценарии', triplets: 'Триплеты' },
    create: {
      workspaces: 'Создать рабочее пространство',
      scenarios: 'Создать сценарий',
      triplets: 'Создать триплет',
      mapRequired: 'Выберите онтологию',
    },
    column: { map: 'Онтология' },
  },
};
