import type { labelsRu } from './labels.ru.ts';

/** The area's labels (English), namespace `structured-documents`: menu entries and route titles. */
export const labelsEn: typeof labelsRu = {
  list: { title: 'Structured documents', menu: 'Structured documents' },
  editor: { title: 'Structured document editor' },
};
