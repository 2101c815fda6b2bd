export * from './api.ts';
export * from './cron.ts';
export * from './schema.ts';
