/** The grading part's labels (namespace `education`, key `grading`). */
export const labels = {};
