/** The diagrams part's page texts (namespace `diagrams.pages`, key `diagrams`). */
export const pages = {};
