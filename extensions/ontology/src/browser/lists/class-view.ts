/** Where the class list remembers its view, tree or flat list (browser storage; tree until chosen). */
export const CLASS_VIEW_KEY = 'ontology.classList.view';
