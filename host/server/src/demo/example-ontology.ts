import { readFileSync } from 'node:fs';
import { PROP } from '@ontobench/core/common';
import type { OntobenchServer, SqlStore, UserContext } from '@ontobench/core/node';
import { importOntology } from '@ontobench/ext-ontology/node';

const SEEDED_KEY = 'demo_ontology_seeded';
const OWNER = 'user@ontobench.local';

/**
 * The demo's example ontology (issue #5): `pizza.ttl`, imported for the ordinary demo user through the
 * ontology extension's own OWL importer — the same path as a user's import, access rules included.
 * Once per database (remembered in ob_meta), like the rest of the demo.
 */
export async function seedExampleOntology(server: OntobenchServer, store: SqlStore): Promise<string | null> {
  const done = await store.query('select 1 from ob_meta where key = $1', [SEEDED_KEY]);
  if (done.rows.length > 0) return null;
  const found = await store.query<{ id: string; name: string }>(
    `select u.id, u.name from ob_instance u join ob_value e on e.inst = u.id and e.prop = $2 and e.val = $1`,
    [OWNER, PROP.email],
  );
  const owner = found.rows[0];
  if (!owner) return null;
  const user: UserContext = {
    id: owner.id,
    name: owner.name,
    email: OWNER,
    isAdmin: false,
    isBetaTester: false,
    app: 'onto',
  };
  const text = readFileSync(new URL('./pizza.ttl', import.meta.url), 'utf8');
  const result = await importOntology(
    (request) => server.data.run(user, request),
    { text, fileName: 'pizza.ttl', format: 'turtle' },
    () => {},
  );
  await store.query('insert into ob_meta (key, value) values ($1, now()::text)', [SEEDED_KEY]);
  return result.ontologyId;
}
