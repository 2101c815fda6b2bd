export * from './classes.ts';
export * from './schema.ts';
export * from './api.ts';
export * from './routes.ts';
