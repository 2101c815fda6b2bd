/** The general-search part's labels (en). */
export const labels = { title: 'Search', menu: 'Search everything' };
