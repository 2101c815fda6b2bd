import { labels as diagrams } from '../diagrams/i18n/labels.en.ts';
import { labels as graphs } from '../graphs/i18n/labels.en.ts';

/** The area's labels, namespace `diagrams`: the menu group, and per part its menu entries, route titles and kinds. */
export const labelsEn = { menuGroup: 'Modelling', diagrams, graphs };
