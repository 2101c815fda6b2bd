/** The manuals part's page texts (ru), namespace `documents.pages`. */
export const pages = {};
