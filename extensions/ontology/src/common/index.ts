export { ONTO_CLASS, ONTO_PROP, ONTOLOGY_SCHEMA } from './schema.ts';
export * from './state.ts';
export { ONTOLOGY_ROUTE_PATHS } from './routes.ts';
