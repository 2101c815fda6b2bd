/** Shell texts of the status area, Russian. Spread into shell.ru.ts; keys mirror status.en.ts. */
export const statusRu = {} as const;
