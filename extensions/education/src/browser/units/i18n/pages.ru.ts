/** The units part's page texts (namespace `education.pages`, key `units`). */
export const pages = {};
