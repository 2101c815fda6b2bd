import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP } from '@ontobench/core/common';
import { ensureUser } from '@ontobench/core/node';
import { serverExtensions } from '../../host/server/src/extensions.ts';
import { ONTO_CLASS } from '../../extensions/ontology/src/common/schema.ts';
import { PASSWORD } from './harness.ts';
import { ROLES, startWithActors, type Actors, type Role } from './security-actors.ts';
import {
  ENDPOINTS,
  isAdminOnly,
  PROCEDURES,
  type Answer,
  type Fixtures,
  type Probe,
} from './security-endpoint-table.ts';
import { recordProcedures, registeredRoutes } from './security-routes.ts';

/**
 * Standing guard (issue 11): the authorisation matrix of the server's endpoints. The routes come from
 * the real server (every first-party server extension, the e2e-only status control on); every route ×
 * anonymous, student, teacher, user, admin gets the answer the table in security-endpoint-table.ts
 * expects. A failing test is named "METHOD /path [probe] × role".
 */
let a: Actors;
let routes: string[];
let procedureNames: string[];
const f = {} as Fixtures;

beforeAll(async () => {
  const recorded = recordProcedures(serverExtensions);
  procedureNames = recorded.names;
  a = await startWithActors(recorded.extensions, { statusControl: true });
  routes = registeredRoutes(a.t.server.app);
  const { user, admin } = a.clients;
  const ids = { bobClass: randomUUID(), aliceOntology: randomUUID(), publicOntology: randomUUID() };
  const ok = async (reply: Response | Promise<Response>, what: string) => {
    const r = await reply;
    if (!r.ok) throw new Error(`fixture ${what}: ${r.status} ${await r.text()}`);
    return r.json() as Promise<Record<string, unknown>>;
  };
  await ok(
    a.other.data({ act: 'set_data', data: [{ op: 'new', class: CLASS.Class, name: 'Боб', inst: ids.bobClass }] }),
    "Bob's class",
  );
  await ok(
    user.data({
      act: 'set_data',
      data: [
        { op: 'new', class: ONTO_CLASS.Ontology, name: 'Личная', inst: ids.aliceOntology },
        { op: 'new', class: ONTO_CLASS.Ontology, name: 'Открытая', inst: ids.publicOntology },
        { op: 'upd', inst: ids.publicOntology, prop: PROP.isPublic, val: true },
      ],
    }),
    "Alice's ontologies",
  );
  const aliceState = await ok(user.request('GET', `/api/ontology/${ids.aliceOntology}/state`), 'state');
  const file = await ok(
    fetch(`${a.t.url}/api/file`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/octet-stream' },
      body: new Uint8Array([7]),
    }),
    'file',
  );
  const deferred = await ok(admin.data({ act: 'get_data', class: CLASS.Tag, deferred: true }), 'deferred');
  const requestId = String(deferred.requestId);
  for (let i = 0; ; i++) {
    const status = await ok(admin.request('GET', `/api/data/requests/${requestId}/status`), 'deferred status');
    if (status.status === 'completed') break;
    if (i > 100) throw new Error(`fixture deferred: ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const victimEmail = 'victim@contract.test';
  const victimId = await ensureUser(a.t.temp.store, {
    email: victimEmail,
    password: PASSWORD,
    fullName: 'Жертвова Вера Павловна',
    isAdmin: false,
  });
  const menu = readFileSync(new URL('../fixtures/plugins/fixture-menu.plugin.js', import.meta.url), 'utf8');
  const plugin = await ok(admin.request('POST', '/api/app/plugin-registry/upload', { code: menu }), 'plugin');
  Object.assign(f, {
    ...ids,
    aliceState,
    adminFile: String(file.id),
    adminRequest: requestId,
    victim: { id: victimId, email: victimEmail },
    plugin: { id: String(plugin.id), version: String(plugin.version) },
    session: (role: Role) => (role === 'anonymous' ? undefined : a.clients[role].session),
  } satisfies Fixtures);
}, 120_000);

afterAll(() => a?.t.close());

function matches(status: number, answer: Answer): boolean {
  return answer === 'ok' ? status >= 200 && status < 300 : status === answer;
}

async function send(probe: Probe, role: Role, body?: unknown): Promise<Response> {
  const path = probe.path(f);
  const payload = body !== undefined ? body : probe.body?.(f, role);
  if (probe.fresh && role !== 'anonymous') {
    const client = await a.freshClient(role);
    return fetch(`${a.t.url}${path}`, {
      method: methodOf(probe),
      headers: { authorization: `Bearer ${client.token}` },
    });
  }
  return a.call(role, methodOf(probe), path, payload, probe.headers);
}

const methodByProbe = new Map<Probe, string>();
const methodOf = (probe: Probe) => methodByProbe.get(probe)!;

/** One test per route, probe and actor, in the order of ROLES (the administrator last). */
const cases: { name: string; probe: Probe; role: Role }[] = [];
for (const [key, probes] of Object.entries(ENDPOINTS)) {
  for (const probe of probes) {
    methodByProbe.set(probe, key.split(' ')[0]!);
    for (const role of ROLES)
      cases.push({ name: `${key}${probe.label ? ` [${probe.label}]` : ''} × ${role}`, probe, role });
  }
}
for (const [name, probe] of Object.entries(PROCEDURES)) {
  methodByProbe.set(probe, 'POST');
  for (const role of ROLES) cases.push({ name: `POST /api/execute {procedure: ${name}} × ${role}`, probe, role });
}

describe('every registered route is classified, and every classification names a route', () => {
  it('no route without an expectation (a new endpoint must be added to security-endpoint-table.ts)', () => {
    expect(routes.filter((r) => !(r in ENDPOINTS))).toEqual([]);
  });
  it('no expectation for a route that no longer exists', () => {
    expect(Object.keys(ENDPOINTS).filter((key) => !routes.includes(key))).toEqual([]);
  });
  it('every procedure POST /api/execute can run is classified, and no other', () => {
    expect([...procedureNames].sort()).toEqual(Object.keys(PROCEDURES).sort());
  });
});

describe('authorisation matrix: route × actor → expected answer', () => {
  it.each(cases)('$name', async ({ probe, role }) => {
    const reply = await send(probe, role);
    const expected = probe.expect[role];
    const text = matches(reply.status, expected) ? '' : await reply.text();
    expect(
      { status: matches(reply.status, expected) ? expected : reply.status, body: text.slice(0, 300) },
      `${probe.path(f)} as ${role}`,
    ).toEqual({ status: expected, body: '' });
  });
});

describe('administrator-only routes refuse before they read the body', () => {
  const adminOnlyWithBody = cases.filter(
    (c) =>
      isAdminOnly(c.probe.expect) &&
      !c.probe.notAdminOnly &&
      c.probe.body &&
      (c.role === 'user' || c.role === 'anonymous'),
  );
  // A body of the wrong shape: a route that validated it before asking who calls would answer 400.
  it.each(adminOnlyWithBody)('$name, with a body of the wrong shape', async ({ probe, role }) => {
    const reply = await send(probe, role, [{ nonsense: true }]);
    expect(reply.status, `${probe.path(f)} as ${role}: ${await reply.clone().text()}`).toBe(probe.expect[role]);
  });
  // Not JSON at all: a route that checks the caller only in its handler has the body parsed (up to
  // 1 MB) for anyone; checking in onRequest (like the plugin registry) refuses before reading it.
  it.each(adminOnlyWithBody)('$name, with a body that is not JSON', async ({ probe, role }) => {
    const reply = await send(probe, role, '{"unfinished": ');
    expect(reply.status, `${probe.path(f)} as ${role}: ${await reply.clone().text()}`).toBe(probe.expect[role]);
  });
});
