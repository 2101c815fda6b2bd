/** The reports part's labels (ru). */
export const labels = {
  title: 'Отчёты',
  menu: 'Отчёты',
  designerTitle: 'Конструктор отчёта',
  viewerTitle: 'Отчёт',
  viewTitle: 'Отчёт для печати',
  quickLaunch: 'Отчёт',
  recent: 'Отчёт',
};
