import { CLASS, PROP } from '@ontobench/core/common';
import type { OntobenchServer, SqlStore, UserContext } from '@ontobench/core/node';
import { ensureUser } from '@ontobench/core/node';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts.ts';
import { BulkWriter } from './bulk-writer.ts';
import { SAMPLE_CLASSES, SAMPLE_PROPERTIES, WORDS } from './sample-ontology.ts';
import { seededRandom } from './seeded-random.ts';

const SEEDED_KEY = 'demo_seeded';
/** The ordinary demo user, who owns the demo's data (the areas' too). */
const DEMO_OWNER = 'user@ontobench.local';

/** The classes whose individuals are people (named with full names, with a birth date). */
const PEOPLE = [
  'professor',
  'docent',
  'assistant',
  'researcher',
  'administrator',
  'bachelor',
  'master',
  'postgraduate',
];

/** How many individuals of each class the demo has (500 in all). */
const POPULATION: Record<string, number> = {
  university: 1,
  building: 6,
  faculty: 6,
  department: 18,
  laboratory: 6,
  company: 5,
  room: 30,
  discipline: 12,
  course: 40,
  professor: 15,
  docent: 25,
  assistant: 20,
  researcher: 12,
  administrator: 10,
  bachelor: 150,
  master: 50,
  postgraduate: 20,
  article: 40,
  monograph: 8,
  thesis: 6,
  project: 12,
  grant: 4,
  conference: 4,
};

export interface SeedReport {
  seeded: boolean;
  instances: number;
  values: number;
}

/**
 * Seeds a new database with the demo: four accounts, a sample model of 50 classes with properties
 * and 500 individuals, tags, life-cycle stages, and a stored command. Runs once per
 * database (remembered in ob_meta), so removing demo objects does not bring them back.
 */
export async function seedDemo(store: SqlStore): Promise<SeedReport> {
  const done = await store.query('select 1 from ob_meta where key = $1', [SEEDED_KEY]);
  if (done.rows.length > 0) return { seeded: false, instances: 0, values: 0 };

  const users: Record<string, string> = {};
  for (const a of DEMO_ACCOUNTS) {
    users[a.email] = await ensureUser(store, {
      email: a.email,
      password: DEMO_PASSWORD,
      fullName: a.fullName,
      isAdmin: a.isAdmin,
      app: a.app,
    });
  }
  const owner = users[DEMO_OWNER]!;
  const admin = users['admin@ontobench.local']!;
  const random = seededRandom(20261121);
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
    hex[12] = '4';
    hex[16] = '89ab'[Math.floor(random() * 4)]!;
    const s = hex.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const w = new BulkWriter();

  // Classes and properties: instances of the meta-classes, authored by the ordinary demo user.
  const classId: Record<string, string> = {};
  for (const c of SAMPLE_CLASSES) classId[c.key] = w.instance(uuid(), CLASS.Class, c.name, owner);
  for (const c of SAMPLE_CLASSES)
    for (const p of c.parents) w.value(classId[c.key]!, PROP.parentClass, classId[p]!, 'object');
  const propId: Record<string, string> = {};
  for (const p of SAMPLE_PROPERTIES) {
    const id = w.instance(uuid(), p.kind === 'data' ? CLASS.DataProperty : CLASS.ObjectProperty, p.name, owner);
    propId[p.key] = id;
    if (p.baseType) w.value(id, PROP.baseType, p.baseType);
    w.value(id, PROP.multiple, p.multiple ?? false);
    for (const d of p.domain) w.value(id, PROP.domain, classId[d]!, 'object');
    for (const r of p.range ?? []) w.value(id, PROP.range, classId[r]!, 'object');
  }

  // Individuals.
  const members: Record<string, string[]> = {};
  const personName = () => {
    const female = random() < 0.5;
    const surname = pick(WORDS.surnames) + (female ? 'а' : '');
    return `${surname} ${pick(female ? WORDS.femaleNames : WORDS.maleNames)} ${pick(WORDS.patronymics)}${female ? 'на' : 'ич'}`;
  };
  const nameFor = (key: string, n: number): string => {
    if (PEOPLE.includes(key)) return personName();
    if (key === 'discipline') return WORDS.disciplines[n % WORDS.disciplines.length]!;
    if (key === 'course' || key === 'project')
      return `${key === 'course' ? 'Курс' : 'Проект'} «${pick(WORDS.topics)}» №${n + 1}`;
    if (key === 'university') return 'Демонстрационный университет';
    const label = SAMPLE_CLASSES.find((c) => c.key === key)!.name;
    return `${label} №${n + 1}`;
  };
  for (const [key, count] of Object.entries(POPULATION)) {
    members[key] = Array.from({ length: count }, (_, n) => w.instance(uuid(), classId[key]!, nameFor(key, n), owner));
  }
  const all = (...keys: string[]) => keys.flatMap((k) => members[k] ?? []);
  const link = (from: string[], prop: string, to: string[], each = 1) => {
    for (const inst of from) for (let i = 0; i < each; i++) w.value(inst, propId[prop]!, pick(to), 'object');
  };
  const dateBetween = (from: number, to: number) => {
    const d = new Date(
      Date.UTC(from + Math.floor(random() * (to - from)), Math.floor(random() * 12), 1 + Math.floor(random() * 28)),
    );
    return d.toISOString().slice(0, 10);
  };

  link(all('faculty', 'laboratory'), 'partOf', all('university'));
  link(all('department'), 'partOf', all('faculty'));
  link(all('room', 'faculty', 'department'), 'locatedIn', all('building'));
  link(
    all('professor', 'docent', 'assistant', 'researcher', 'administrator'),
    'worksIn',
    all('department', 'laboratory'),
  );
  link(all('bachelor', 'master', 'postgraduate'), 'studiesAt', all('faculty'));
  link(all('professor', 'docent', 'assistant'), 'teaches', all('course'), 2);
  link(all('bachelor', 'master'), 'attends', all('course'), 3);
  link(all('course', 'project', 'article', 'monograph', 'thesis'), 'field', all('discipline'));
  link(all('professor', 'docent', 'researcher', 'postgraduate'), 'authorOf', all('article', 'monograph', 'thesis'));
  for (const p of all(...PEOPLE)) {
    w.value(p, propId.birthDate!, dateBetween(1955, 2006));
  }
  for (const e of all('professor', 'docent', 'assistant', 'researcher', 'administrator'))
    w.value(e, propId.rate!, pick([0.25, 0.5, 0.75, 1, 1.5]));
  for (const r of all('professor', 'docent', 'researcher')) w.value(r, propId.hIndex!, Math.floor(random() * 40));
  for (const s of all('bachelor', 'master')) {
    w.value(s, propId.year!, 1 + Math.floor(random() * 4));
    w.value(s, propId.scholarship!, random() < 0.4);
  }
  for (const c of all('course')) w.value(c, propId.credits!, pick([2, 3, 4, 5, 6]));
  for (const r of all('room')) w.value(r, propId.capacity!, pick([20, 30, 60, 120, 200]));
  for (const p of all('article', 'monograph', 'thesis')) w.value(p, propId.published!, dateBetween(2005, 2026));

  // Tags, life-cycle stages, a subject area and a stored command.
  for (const [name, color] of [
    ['Важное', '#c50f1f'],
    ['Черновик', '#8a8886'],
    ['Для студентов', '#0f6cbd'],
  ] as const) {
    w.value(w.instance(uuid(), CLASS.Tag, name, owner), PROP.color, color);
  }
  const stages = [
    ['Черновик', 'Edit', '#8a8886'],
    ['На согласовании', 'Clock', '#bc4b09'],
    ['Утверждено', 'Checkmark', '#107c10'],
  ] as const;
  for (const [n, [name, icon, color]] of stages.entries()) {
    const stage = w.instance(uuid(), CLASS.LifeCycleStage, name, admin);
    w.value(stage, PROP.icon, icon);
    w.value(stage, PROP.color, color);
    // The order of the life-cycle board's columns.
    w.value(stage, PROP.code, String(n + 1));
  }
  const area = w.instance(uuid(), CLASS.SubjectArea, 'Университет', owner);
  for (const c of Object.values(classId)) w.value(c, PROP.subjectArea, area, 'object');
  const command = w.instance(uuid(), CLASS.Command, 'demo-courses', admin);
  w.value(
    command,
    PROP.json,
    JSON.stringify({ class: classId.course, fields: [{ prop: propId.credits, sort: 'desc' }], limit: 100 }),
  );

  // The demo teacher's and student's assignments are the education area's demo (its seed hook): the
  // teacher on its two courses, the student in a flow (extensions/education, docs/education.md "Demo").

  // The areas' own demo data (the ontology area gathers this model into an ontology) comes from their
  // `seed` hooks, run after this by `seedAreas`.

  const counts = w.counts;
  await store.transaction(async (tx) => {
    await w.flush(tx);
    await tx.query('insert into ob_meta (key, value) values ($1, now()::text)', [SEEDED_KEY]);
  });
  return { seeded: true, ...counts };
}

/**
 * The areas' demo data: each started extension's `seed` hook (server extension API v2), once per
 * database, writing as the ordinary demo user. The host knows no area: it only names the user.
 */
export async function seedAreas(server: OntobenchServer, store: SqlStore): Promise<string[]> {
  const found = await store.query<{ id: string; name: string }>(
    `select u.id, u.name from ob_instance u join ob_value e on e.inst = u.id and e.prop = $2 and e.val = $1`,
    [DEMO_OWNER, PROP.email],
  );
  const owner = found.rows[0];
  if (!owner) return [];
  const user: UserContext = {
    id: owner.id,
    name: owner.name,
    email: DEMO_OWNER,
    isAdmin: false,
    isBetaTester: false,
    app: 'onto',
  };
  return server.seedExtensions(user);
}
