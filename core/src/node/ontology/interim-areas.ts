import { INTERIM_AREAS } from '../../common/interim-areas/index.ts';
import type { SqlExecutor } from '../store/sql-store.ts';
import { AccessPolicies } from '../data/access-policies.ts';
import { installSchema } from './install-schema.ts';

/**
 * The fixed rows of the areas not built yet (the education roles), owned by the area's id as its
 * extension will own them (core/src/common/interim-areas/interim-area.ts says why they are here).
 */
export async function installInterimSchemas(tx: SqlExecutor): Promise<void> {
  for (const area of INTERIM_AREAS) if (area.schema) await installSchema(tx, { ...area.schema, owner: area.id });
}

/** A fresh access-policy point holding the policies of the areas not built yet, as the server starts with. */
export function interimAccessPolicies(): AccessPolicies {
  return new AccessPolicies(
    INTERIM_AREAS.flatMap((area) => (area.accessPolicy ? [{ owner: area.id, policy: area.accessPolicy }] : [])),
  );
}
