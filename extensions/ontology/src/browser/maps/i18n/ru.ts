/**
 * Texts of the maps part that the area's text chunk carries (key prefix `maps.`), Russian: only the
 * route titles (menu, page titles). The map screens' own texts come with the map chunk (screen.ru.ts).
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
