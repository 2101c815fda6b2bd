/** The scheduler part's page texts (namespace `processes.pages`, key `scheduler`). */
export const pages = {};
