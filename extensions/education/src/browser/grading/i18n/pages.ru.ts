/** The grading part's page texts (namespace `education.pages`, key `grading`). */
export const pages = {};
