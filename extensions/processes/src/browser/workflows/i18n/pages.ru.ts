/** The workflows part's page texts (namespace `processes.pages`, key `workflows`). */
export const pages = {};
