/** The courses part's page texts (namespace `education.pages`, key `courses`). */
export const pages = {};
