import { kinds } from '../editor/i18n/kinds.en.ts';
import type { labelsRu } from './labels.ru.ts';

/** The area's labels (English), namespace `structured-documents`: menu entries and route titles. */
export const labelsEn: typeof labelsRu = {
  list: { title: 'Structured documents', menu: 'Structured documents' },
  /** The component kinds' names: the `labelKey`s of the kinds the area contributes (contributions/kinds.ts). */
  kinds,
  editor: { title: 'Structured document editor' },
  viewer: { title: 'Structured document', elementTitle: 'Going to a document element' },
  compare: { title: 'Compare publications' },
  publicDoc: { title: 'Published document' },
  builder: { title: 'Structured document builder', menu: 'Document builder' },
};
