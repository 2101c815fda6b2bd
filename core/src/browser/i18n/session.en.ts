import type { DeepStringRecord } from './types.ts';
import type { sessionRu } from './session.ru.ts';

/** Shell texts of the session area, English, typed against the Russian set. */
export const sessionEn: DeepStringRecord<typeof sessionRu> = {};
