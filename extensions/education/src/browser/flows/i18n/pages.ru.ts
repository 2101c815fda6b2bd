/** The flows part's page texts (namespace `education.pages`, key `flows`). */
export const pages = {};
