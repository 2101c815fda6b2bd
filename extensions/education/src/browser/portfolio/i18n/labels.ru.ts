/** The portfolio part's labels (namespace `education`, key `portfolio`). */
export const labels = {};
