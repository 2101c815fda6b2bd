/** The query-history part's labels (en). */
export const labels = { title: 'Query history', menu: 'Query history' };
