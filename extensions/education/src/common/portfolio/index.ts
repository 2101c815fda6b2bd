export * from './schema.ts';
export * from './api.ts';
