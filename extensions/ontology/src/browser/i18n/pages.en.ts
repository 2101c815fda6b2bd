import { en as exchange } from '../exchange/i18n/en.ts';
import { en as explore } from '../explore/i18n/en.ts';
import { listsEn as lists } from '../lists/i18n/en.ts';
import { navEn as nav } from '../lists/ontology/i18n/en.ts';
import { en as classTree } from '../lists/tree/i18n/en.ts';
import { en as mapTitles } from '../maps/i18n/en.ts';
import { screenEn as mapScreens } from '../maps/i18n/screen.en.ts';
import { viewEditEn as viewEdit } from '../maps/i18n/view-edit.en.ts';

/** Every part's page texts (namespace `ontology.pages`), English; the labels are in en.ts. */
export const en = {
  ...lists,
  ...nav,
  maps: { ...mapTitles, ...mapScreens, viewEdit },
  classTree,
  ...exchange,
  ...explore,
};
