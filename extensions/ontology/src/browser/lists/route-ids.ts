/** Route ids of the lists part (route names of shell.md §2, prefixed `ontology.`). */
export const LIST_ROUTE = {
  ontologies: 'ontology.list',
  classes: 'ontology.classes',
  props: 'ontology.props',
  scalars: 'ontology.scalars',
  individuals: 'ontology.individuals',
  workspaceItems: 'ontology.workspaceItems',
  workspaceItem: 'ontology.workspaceItem',
} as const;
