import type { Migration } from './store/migrator.ts';

/**
 * The kernel's own schema, in order. Append only: an applied migration is never edited.
 * The generic ontology store schema arrives in its own migrations later.
 */
export const coreMigrations: readonly Migration[] = [
  {
    id: 'core-0001-meta',
    owner: 'core',
    // Facts about the database itself, e.g. when it was created, for diagnostics and support.
    up: `
      create table ob_meta (key text primary key, value text not null);
      insert into ob_meta (key, value) values ('created_at', now()::text);
    `,
  },
];
