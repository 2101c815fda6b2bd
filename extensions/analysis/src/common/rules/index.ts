export * from './model.ts';
export * from './validate.ts';
export * from './text.ts';
export * from './join.ts';
export * from './schema.ts';
export * from './api.ts';
