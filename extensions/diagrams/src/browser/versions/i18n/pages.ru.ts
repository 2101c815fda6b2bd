/** The versions part's page texts (namespace `diagrams.pages`, key `versions`). */
export const pages = {};
