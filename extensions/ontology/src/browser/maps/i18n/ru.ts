/**
 * Texts of the maps part (key prefix `maps.`), Russian: the route titles; the map screens' own texts are
 * in screen.ru.ts. Both are the area's page texts (i18n/pages.ru.ts).
 */
export const ru = {
  title: {
    map: 'Карта онтологии',
    plain: 'Карта',
    triplet: 'Карта триплетов',
    scenario: 'Сценарий',
    workspace: 'Карта рабочего пространства',
    taxonomy: 'Таксономия',
  },
};

export type MapsTexts = typeof ru;
