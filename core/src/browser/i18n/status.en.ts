import type { DeepStringRecord } from './types.ts';
import type { statusRu } from './status.ru.ts';

/** Shell texts of the status area, English, typed against the Russian set. */
export const statusEn: DeepStringRecord<typeof statusRu> = {};
