import type { DeepStringRecord } from './types.ts';
import type { chromeRu } from './chrome.ru.ts';

/** Shell texts of the chrome area, English, typed against the Russian set. */
export const chromeEn: DeepStringRecord<typeof chromeRu> = {};
