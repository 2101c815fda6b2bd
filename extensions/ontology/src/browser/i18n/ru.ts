import { ru as exchange } from '../exchange/i18n/ru.ts';
import { ru as explore } from '../explore/i18n/ru.ts';
import { listsRu as lists } from '../lists/i18n/ru.ts';
import { ru as maps } from '../maps/i18n/ru.ts';

/** Every part's texts in the `ontology` namespace, Russian (the default): a chunk fetched when first needed. */
export const ru = { ...lists, maps, ...exchange, ...explore };
