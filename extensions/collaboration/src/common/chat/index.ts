export * from './api.ts';
export * from './routes.ts';
export * from './schema.ts';
