export * from './references/parse.ts';
export * from './references/expand.ts';
export * from './references/render.ts';
