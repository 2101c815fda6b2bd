export * from './api.ts';
export * from './schema.ts';
