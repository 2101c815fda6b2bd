import { randomUUID } from 'node:crypto';
import { CLASS, PROP } from '@ontobench/core/common';
import { EDU_ROLE } from '@ontobench/ext-education/common';
import { ONTO_CLASS } from '../../extensions/ontology/src/common/schema.ts';
import type { Client } from './harness.ts';
import type { Actors } from './security-actors.ts';
import type { SetOp } from './security-data-support.ts';

/**
 * The small world the data-API fuzz plays in: objects of the user (Alice), of Bob, of the student
 * and of the administrator, two of Alice's objects assigned to the student (editor and reader), a role
 * and a life-cycle stage. The fuzz picks ids from these pools, so its operations hit real objects.
 */
export interface World {
  alice: Record<'tag' | 'onto' | 'cls' | 'prop' | 'ind' | 'sharedEdit' | 'sharedRead' | 'asgEdit' | 'asgRead', string>;
  bob: Record<'tag' | 'cls' | 'ind', string>;
  student: Record<'tag', string>;
  admin: Record<'role' | 'stage' | 'tag', string>;
}

const ids = <K extends string>(keys: readonly K[]): Record<K, string> =>
  Object.fromEntries(keys.map((k) => [k, randomUUID()])) as Record<K, string>;

export async function buildWorld(a: Actors): Promise<World> {
  const w: World = {
    alice: ids(['tag', 'onto', 'cls', 'prop', 'ind', 'sharedEdit', 'sharedRead', 'asgEdit', 'asgRead'] as const),
    bob: ids(['tag', 'cls', 'ind'] as const),
    student: ids(['tag'] as const),
    admin: ids(['role', 'stage', 'tag'] as const),
  };
  const run = async (client: Client, data: SetOp[]) => {
    const reply = await client.data({ act: 'set_data', data });
    if (reply.status !== 200) throw new Error(`fuzz world: ${reply.status} ${await reply.text()}`);
  };
  const assign = (inst: string, obj: string, user: string, code: string): SetOp[] => [
    { op: 'new', class: CLASS.Assignment, name: 'назначение', inst },
    { op: 'upd', inst, prop: PROP.obj, val: obj },
    { op: 'upd', inst, prop: PROP.user, val: user },
    { op: 'upd', inst, prop: PROP.roleCode, val: code },
  ];
  const al = w.alice;
  await run(a.clients.user, [
    { op: 'new', class: CLASS.Tag, name: 'метка', inst: al.tag },
    { op: 'new', class: ONTO_CLASS.Ontology, name: 'онтология', inst: al.onto },
    { op: 'new', class: CLASS.Class, name: 'Класс', inst: al.cls },
    { op: 'new', class: CLASS.DataProperty, name: 'заметка', inst: al.prop },
    { op: 'upd', inst: al.prop, prop: PROP.baseType, val: 'string' },
    { op: 'upd', inst: al.prop, prop: PROP.domain, val: [al.cls] },
    { op: 'new', class: al.cls, name: 'экземпляр', inst: al.ind },
    { op: 'add', inst: al.ind, prop: PROP.tags, val: al.tag },
    { op: 'new', class: ONTO_CLASS.Ontology, name: 'правит студент', inst: al.sharedEdit },
    { op: 'new', class: ONTO_CLASS.Ontology, name: 'читает студент', inst: al.sharedRead },
    // From what the student may read to what they may not: a read must stop at the first private hop.
    { op: 'add', inst: al.sharedRead, prop: PROP.tags, val: al.tag },
    { op: 'add', inst: al.tag, prop: PROP.tags, val: al.tag },
    ...assign(al.asgEdit, al.sharedEdit, a.clients.student.userId, 'editor'),
    ...assign(al.asgRead, al.sharedRead, a.clients.student.userId, 'reader'),
  ]);
  await run(a.other, [
    { op: 'new', class: CLASS.Tag, name: 'бобова метка', inst: w.bob.tag },
    { op: 'new', class: CLASS.Class, name: 'Бобов класс', inst: w.bob.cls },
    { op: 'new', class: w.bob.cls, name: 'бобов экземпляр', inst: w.bob.ind },
    { op: 'add', inst: w.bob.ind, prop: PROP.tags, val: w.bob.tag },
  ]);
  await run(a.clients.student, [{ op: 'new', class: CLASS.Tag, name: 'студенческая', inst: w.student.tag }]);
  await run(a.clients.admin, [
    { op: 'new', class: CLASS.Role, name: 'роль', inst: w.admin.role },
    { op: 'new', class: CLASS.LifeCycleStage, name: 'черновик', inst: w.admin.stage },
    { op: 'new', class: CLASS.Tag, name: 'админская', inst: w.admin.tag },
  ]);
  return w;
}

/** Instance ids the operations pick from: real objects of everyone, users, system rows. */
export function instancePool(a: Actors, w: World): string[] {
  return [
    ...Object.values(w.alice),
    ...Object.values(w.bob),
    ...Object.values(w.student),
    ...Object.values(w.admin),
    a.clients.user.userId,
    a.clients.student.userId,
    a.clients.admin.userId,
    a.other.userId,
    EDU_ROLE.teacher,
    CLASS.Tag,
    PROP.description,
  ];
}

export function classPool(w: World): string[] {
  return [
    CLASS.Tag,
    CLASS.Class,
    CLASS.DataProperty,
    CLASS.User,
    CLASS.Role,
    CLASS.Assignment,
    CLASS.LifeCycleStage,
    ONTO_CLASS.Ontology,
    w.alice.cls,
    w.bob.cls,
  ];
}

export function propertyPool(w: World): string[] {
  return [
    PROP.name,
    PROP.author,
    PROP.description,
    PROP.tags,
    PROP.lifeCycleStage,
    PROP.isAdmin,
    PROP.enabledRoutes,
    PROP.disabledRoutes,
    PROP.email,
    PROP.app,
    PROP.language,
    PROP.accessSuspended,
    PROP.obj,
    PROP.role,
    PROP.osaRole,
    PROP.user,
    PROP.roleCode,
    PROP.notActive,
    PROP.parentClass,
    PROP.baseType,
    w.alice.prop,
  ];
}
