/** Shell texts of the chrome area, Russian. Spread into shell.ru.ts; keys mirror chrome.en.ts. */
export const chromeRu = {} as const;
