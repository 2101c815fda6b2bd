import { ru as exchange } from '../exchange/i18n/ru.ts';
import { ru as explore } from '../explore/i18n/ru.ts';
import { listsRu as lists } from '../lists/i18n/ru.ts';
import { navRu as nav } from '../lists/ontology/i18n/ru.ts';
import { ru as classTree } from '../lists/tree/i18n/ru.ts';
import { ru as mapTitles } from '../maps/i18n/ru.ts';
import { screenRu as mapScreens } from '../maps/i18n/screen.ru.ts';
import { viewEditRu as viewEdit } from '../maps/i18n/view-edit.ru.ts';

/** Every part's page texts (namespace `ontology.pages`), Russian (the default); the labels are in ru.ts. */
export const ru = {
  ...lists,
  ...nav,
  maps: { ...mapTitles, ...mapScreens, viewEdit },
  classTree,
  ...exchange,
  ...explore,
};
