/** The manuals part's page texts (en), namespace `documents.pages`. */
export const pages = {};
