/** The flows part's labels (namespace `education`, key `flows`). */
export const labels = {};
