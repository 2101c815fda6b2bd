/** The general-search part's labels (ru). */
export const labels = { title: 'Поиск', menu: 'Поиск по всему' };
