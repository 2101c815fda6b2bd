export * from './classes.ts';
export * from './schema.ts';
export * from './search-config.ts';
export * from './search-table.ts';
