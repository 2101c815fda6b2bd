/** The public part's labels (en): menu entries, quick-launch and command names (namespace `documents`). */
export const labels = {};
