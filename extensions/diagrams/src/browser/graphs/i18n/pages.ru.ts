/** The graphs part's page texts (namespace `diagrams.pages`, key `graphs`). */
export const pages = {};
