/** The board part's page texts (namespace `processes.pages`, key `board`). */
export const pages = {};
