export * from './tags/index.ts';
export * from './chat/index.ts';
