/** The board part's labels (namespace `processes`, key `board`). */
export const labels = {};
