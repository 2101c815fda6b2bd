import { en as exchange } from '../exchange/i18n/en.ts';
import { en as explore } from '../explore/i18n/en.ts';
import { listsEn as lists } from '../lists/i18n/en.ts';
import { en as maps } from '../maps/i18n/en.ts';

/** Every part's texts in the `ontology` namespace, English: a chunk fetched when first needed. */
export const en = { ...lists, maps, ...exchange, ...explore };
