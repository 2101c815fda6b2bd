/** The work part's page texts (namespace `education.pages`, key `work`). */
export const pages = {};
