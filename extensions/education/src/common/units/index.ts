export * from './schema.ts';
export * from './api.ts';
export * from './validate.ts';
