export * from './schema.ts';
export * from './api.ts';
export * from './order.ts';
export * from './marking.ts';
