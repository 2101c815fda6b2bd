export * from './roles.ts';
export * from './routes.ts';
export * from './student-ontology.ts';
export * from './api.ts';
