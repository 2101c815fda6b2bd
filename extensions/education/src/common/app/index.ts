export * from './roles.ts';
export * from './routes.ts';
