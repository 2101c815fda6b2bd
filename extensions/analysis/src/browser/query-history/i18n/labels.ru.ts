/** The query-history part's labels (ru). */
export const labels = { title: 'История запросов', menu: 'История запросов' };
