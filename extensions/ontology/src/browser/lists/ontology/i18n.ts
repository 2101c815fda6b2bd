/**
 * Texts of the ontology's own fields and of workspaces, scenarios and triplets (issue 14 item 4), in the
 * `ontology` namespace under `ontologyEdit.` and `mapViews.`; Russian first, English the same keys.
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
    title: { workspaces: 'Рабочие пространства', scenarios: 'Сценарии', triplets: 'Триплеты' },
    create: {
      workspace: 'Создать рабочее пространство',
      scenario: 'Создать сценарий',
      triplet: 'Создать триплет',
      mapRequired: 'Выберите онтологию',
    },
    column: { map: 'Онтология' },
  },
};

type Same<T> = { [K in keyof T]: T[K] extends string ? string : Same<T[K]> };

export const navEn: Same<typeof navRu> = {
  ontologyEdit: {
    action: 'Ontology properties',
    title: 'Properties of the ontology “{{name}}”',
    description: 'Description',
    baseIri: 'Base IRI',
    baseIriHint: 'For example, https://example.org/pizza#',
    baseIriInvalid: 'The base IRI must be an absolute IRI without spaces, e.g. https://example.org/pizza#',
    isPublic: 'Documentation published (open without signing in)',
    publicLink: 'Public documentation',
    save: 'Save',
    cancel: 'Cancel',
    saved: 'Ontology properties saved',
    failed: 'Could not save the ontology properties',
    loading: 'Loading…',
    loadFailed: 'Could not load the ontology properties',
  },
  mapViews: {
    menu: { workspaces: 'Workspaces', scenarios: 'Scenarios', triplets: 'Triplets' },
    title: { workspaces: 'Workspaces', scenarios: 'Scenarios', triplets: 'Triplets' },
    create: {
      workspace: 'Create a workspace',
      scenario: 'Create a scenario',
      triplet: 'Create a triplet',
      mapRequired: 'Choose an ontology',
    },
    column: { map: 'Ontology' },
  },
};
