export * from './parse.ts';
export * from './expand.ts';
export * from './render.ts';
