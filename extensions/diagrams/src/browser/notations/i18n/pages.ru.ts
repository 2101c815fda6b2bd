/** The notations part's page texts (namespace `diagrams.pages`, key `notations`). */
export const pages = {};
