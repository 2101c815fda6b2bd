export * from './api.ts';
export * from './schema.ts';
export * from './template/index.ts';
