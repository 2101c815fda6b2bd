import { labels as diagrams } from '../diagrams/i18n/labels.ru.ts';
import { labels as graphs } from '../graphs/i18n/labels.ru.ts';

/** The area's labels, namespace `diagrams`: the menu group, and per part its menu entries, route titles and kinds. */
export const labelsRu = { menuGroup: 'Моделирование', diagrams, graphs };
