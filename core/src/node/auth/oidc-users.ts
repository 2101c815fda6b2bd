import { randomUUID } from 'node:crypto';
import { DEFAULT_APP } from '../../common/apps.ts';
import { CLASS, PROP } from '../../common/ontology/system-ontology.ts';
import { normalizeEmail, normalizeFullName, validateEmail } from '../../common/validation/registration.ts';
import type { SqlExecutor, SqlStore } from '../store/sql-store.ts';
import type { OidcIdentity } from './oidc-verifier.ts';
import { OIDC_MESSAGES, oidcRefusal } from './oidc-messages.ts';
import { findUserIdByEmail, loadUserProfile, type UserProfile } from './users.ts';

/**
 * The user an OpenID Connect sign-in lands on: the one with the provider's e-mail, or a new one.
 * A new user is made exactly like a registered one, but without a password (like a user made through
 * the data API): it signs in through the provider, or sets a password through the reset link.
 */
export async function findOrCreateOidcUser(store: SqlStore, identity: OidcIdentity, now: Date): Promise<UserProfile> {
  if (validateEmail(identity.email) !== null) throw oidcRefusal(OIDC_MESSAGES.noEmail);
  const email = normalizeEmail(identity.email);
  const userId = await store.transaction(async (tx) => {
    // Two first sign-ins of one person at once must not make two users (PostgreSQL runs them in parallel).
    await tx.query(`select pg_advisory_xact_lock(hashtext($1))`, [`ontobench.oidc-user:${email}`]);
    return (await findUserIdByEmail(tx, email)) ?? insertExternalUser(tx, email, identity.name, now);
  });
  const profile = await loadUserProfile(store, userId);
  if (!profile) throw new Error(`findOrCreateOidcUser: user ${userId} vanished`);
  return profile;
}

async function insertExternalUser(tx: SqlExecutor, email: string, name: string, now: Date): Promise<string> {
  const id = randomUUID();
  // The provider's name may be missing or anything at all; the e-mail is always a readable name.
  const fullName = normalizeFullName(name) || email;
  await tx.query(
    `insert into ob_instance (id, class_id, name, author, created_at) values ($1, $2, $3, $1, $4::timestamptz)`,
    [id, CLASS.User, fullName, now.toISOString()],
  );
  const values: [string, string][] = [
    [PROP.email, email],
    [PROP.isAdmin, 'false'],
    [PROP.isBetaTester, 'false'],
    [PROP.app, DEFAULT_APP.id],
    [PROP.language, 'ru'],
  ];
  for (const [prop, val] of values) {
    await tx.query(`insert into ob_value (inst, prop, idx, val) values ($1, $2, 0, $3)`, [id, prop, val]);
  }
  return id;
}
