/** The workflows part's labels (namespace `processes`, key `workflows`). */
export const labels = {};
