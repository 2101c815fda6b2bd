import type { labelsRu } from './labels.ru.ts';

export const labelsEn: typeof labelsRu = {
  menuGroup: 'Import',
  csv: {
    menu: 'CSV import',
    indexTitle: 'CSV import',
    newTitle: 'CSV import into a new model',
    existingTitle: 'CSV import into an existing model',
  },
  excel: { menu: 'Import from Excel', title: 'Import from Excel' },
};
