/** The portfolio part's page texts (namespace `education.pages`, key `portfolio`). */
export const pages = {};
