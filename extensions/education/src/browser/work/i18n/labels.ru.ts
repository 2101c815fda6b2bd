/** The work part's labels (namespace `education`, key `work`). */
export const labels = {};
