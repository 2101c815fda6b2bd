import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { CLASS, PROP } from '../../core/src/common/ontology/system-ontology.ts';
import { ONTO_CLASS, ONTO_PROP } from '../../extensions/ontology/src/common/schema.ts';
import { dataCall } from './fixtures.ts';

/** One set_data list through the data API as the token's user; the test fails on a refusal. */
export async function setData(request: APIRequestContext, token: string, data: object[]): Promise<void> {
  await dataCall(request, token, { act: 'set_data', data });
}

/**
 * A small ontology of its own (unique names unless `tag` is given, so parallel tests never meet): a class
 * with a description and a synonym, a lone class, an object property and a date property on it, and two
 * individuals, the first linked to the second and born on 19.11.1711.
 */
export async function makeOntology(
  request: APIRequestContext,
  token: string,
  isPublic: boolean,
  tag = randomUUID().slice(0, 6),
) {
  const ids = {
    onto: randomUUID(),
    cls: randomUUID(),
    prop: randomUUID(),
    born: randomUUID(),
    lone: randomUUID(),
    a: randomUUID(),
    b: randomUUID(),
  };
  const names = {
    onto: `Онтология ${tag}`,
    cls: `Учёный ${tag}`,
    prop: `учитель ${tag}`,
    born: `родился ${tag}`,
    lone: `Кафедра ${tag}`,
    a: `Ломоносов ${tag}`,
    b: `Менделеев ${tag}`,
  };
  const member = (inst: string) => ({ op: 'add', inst, prop: ONTO_PROP.ontology, val: ids.onto });
  await setData(request, token, [
    { op: 'new', class: ONTO_CLASS.Ontology, name: names.onto, inst: ids.onto },
    { op: 'upd', inst: ids.onto, prop: PROP.isPublic, val: isPublic },
    { op: 'new', class: CLASS.Class, name: names.cls, inst: ids.cls },
    { op: 'upd', inst: ids.cls, prop: PROP.description, val: 'Человек науки' },
    { op: 'upd', inst: ids.cls, prop: ONTO_PROP.synonym, val: [`Исследователь ${tag}`] },
    member(ids.cls),
    { op: 'new', class: CLASS.ObjectProperty, name: names.prop, inst: ids.prop },
    { op: 'upd', inst: ids.prop, prop: PROP.domain, val: [ids.cls] },
    { op: 'upd', inst: ids.prop, prop: PROP.range, val: [ids.cls] },
    member(ids.prop),
    { op: 'new', class: CLASS.DataProperty, name: names.born, inst: ids.born },
    { op: 'upd', inst: ids.born, prop: PROP.baseType, val: 'date' },
    { op: 'upd', inst: ids.born, prop: PROP.domain, val: [ids.cls] },
    member(ids.born),
    { op: 'new', class: CLASS.Class, name: names.lone, inst: ids.lone },
    member(ids.lone),
    { op: 'new', class: ids.cls, name: names.a, inst: ids.a },
    member(ids.a),
    { op: 'upd', inst: ids.a, prop: ids.born, val: '1711-11-19' },
    { op: 'new', class: ids.cls, name: names.b, inst: ids.b },
    member(ids.b),
    { op: 'add', inst: ids.a, prop: ids.prop, val: ids.b },
  ]);
  return { ids, names, tag };
}
