export * from './classes.ts';
export * from './routes.ts';
export * from './api.ts';
export * from './schema.ts';
export * from './scheduler/index.ts';
export * from './board/index.ts';
export * from './workflows/index.ts';
