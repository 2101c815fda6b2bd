export * from './classes.ts';
export * from './routes.ts';
