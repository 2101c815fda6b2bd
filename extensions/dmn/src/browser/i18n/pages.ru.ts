/** The decision tables' page texts, namespace `dmn.pages`. */
export const pagesRu = {};
