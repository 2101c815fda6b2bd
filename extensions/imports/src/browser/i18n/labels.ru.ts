/** The area's labels, namespace `imports`: its menu group, per part its menu entry and route titles. */
export const labelsRu = {
  menuGroup: 'Импорт',
  csv: {
    menu: 'Импорт CSV',
    indexTitle: 'Импорт CSV',
    newTitle: 'Импорт CSV в новую модель',
    existingTitle: 'Импорт CSV в существующую модель',
  },
  excel: { menu: 'Импорт из Excel', title: 'Импорт из Excel' },
};
