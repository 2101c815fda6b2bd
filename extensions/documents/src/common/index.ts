export * from './schema.ts';
export * from './routes.ts';
export * from './api.ts';
export * from './doc-schema.ts';
export * from './content-pieces.ts';
