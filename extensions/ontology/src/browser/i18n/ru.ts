/**
 * The area's labels, Russian (the `ontology` namespace): what the main menu, quick launch, recent links
 * and commands show on every page with the menu, so the first page fetches only these. The texts of the
 * area's own screens and dialogs are its page texts (pages.ru.ts, namespace `ontology.pages`), fetched with
 * the first of them (docs/extensions.md, "Labels and page texts").
 */
export const labelsRu = {
  lists: {
    menuGroup: 'Онтологии',
    menu: {
      ontologies: 'Онтологии',
      classes: 'Классы',
      props: 'Объектные свойства',
      scalars: 'Свойства-значения',
      individuals: 'Экземпляры',
      workspaces: 'Рабочие пространства',
      scenarios: 'Сценарии',
      triplets: 'Триплеты',
      workspaceItems: 'Элементы рабочих пространств',
    },
  },
  exchange: {
    menu: { import: 'Импорт OWL', compare: 'Сравнение онтологий', diff: 'Различия онтологий' },
    command: { import: 'Импорт OWL', export: 'Экспорт онтологии' },
  },
  explore: {
    menu: {
      factExplorer: 'Обозреватель фактов',
      search: 'Поиск по онтологиям',
      matchings: 'Мои сопоставления',
      glossary: 'Глоссарий',
      doc: 'Документация онтологии',
    },
    kind: {
      ontology: 'Онтология',
      class: 'Класс',
      objectProperty: 'Объектное свойство',
      dataProperty: 'Свойство-значение',
      individual: 'Экземпляр',
      other: 'Объект',
    },
    recent: { ontology: 'Онтология' },
    quickLaunch: { ontology: 'Карта онтологии' },
  },
};
