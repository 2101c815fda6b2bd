/** Shell texts of the session area, Russian. Spread into shell.ru.ts; keys mirror session.en.ts. */
export const sessionRu = {} as const;
