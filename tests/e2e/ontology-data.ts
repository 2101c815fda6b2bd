import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import { CLASS, ONTOLOGY_MODEL, PROP } from '../../core/src/common/index.ts';
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

/**
 * A class of the token's user with two string properties on it, «Размер» and «Спутники», and one
 * individual «Марс» holding both (3390, 2): the object form a class view orders (issue 21 item 3).
 */
export async function makePlanet(request: APIRequestContext, token: string, tag: string, className = `Планета ${tag}`) {
  const [planet, size, moons, mars] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  await setData(request, token, [
    { op: 'new', class: CLASS.Class, name: className, inst: planet },
    { op: 'new', class: CLASS.DataProperty, name: `Размер ${tag}`, inst: size },
    { op: 'new', class: CLASS.DataProperty, name: `Спутники ${tag}`, inst: moons },
  ]);
  await setData(request, token, [
    ...[size, moons].flatMap((p) => [
      { op: 'upd', inst: p, prop: PROP.baseType, val: 'string' },
      { op: 'add', inst: p, prop: PROP.domain, val: planet },
    ]),
    { op: 'new', class: planet, name: `Марс ${tag}`, inst: mars },
    { op: 'upd', inst: mars, prop: size, val: '3390' },
    { op: 'upd', inst: mars, prop: moons, val: '2' },
  ]);
  return { planet, size, moons, mars };
}

/**
 * A model «Кадры <tag>» of the token's user holding a class `className` with two data properties on it,
 * «Возраст» (integer) and «Принят» (date): what the CSV and Excel imports write into (issue 21 item 4).
 */
export async function makeStaffModel(request: APIRequestContext, token: string, tag: string, className: string) {
  const [model, cls, age, hired] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const prop = (id: string, name: string, type: string) => [
    { op: 'new', class: CLASS.DataProperty, name, inst: id },
    { op: 'upd', inst: id, prop: PROP.baseType, val: type },
    { op: 'upd', inst: id, prop: PROP.domain, val: [cls] },
    { op: 'add', inst: id, prop: ONTOLOGY_MODEL.memberOf, val: model },
  ];
  await setData(request, token, [
    { op: 'new', class: ONTOLOGY_MODEL.ontologyClass, name: `Кадры ${tag}`, inst: model },
    { op: 'new', class: CLASS.Class, name: className, inst: cls },
    { op: 'add', inst: cls, prop: ONTOLOGY_MODEL.memberOf, val: model },
    ...prop(age, 'Возраст', 'integer'),
    ...prop(hired, 'Принят', 'date'),
  ]);
  return { model, cls, age, hired };
}

/** The planet's object form as the class view of makePlanet's tests orders it: moons before the name, no size. */
export async function expectPlanetView(form: Locator, ids: { size: string; moons: string }): Promise<void> {
  await expect(form.getByTestId(`field-${ids.moons}`)).toBeVisible();
  await expect(form.getByTestId(`field-${ids.size}`)).toHaveCount(0);
  const order = await form
    .locator('[data-testid^="field-"]')
    .evaluateAll((list) => list.map((e) => e.getAttribute('data-testid')));
  expect(order.indexOf(`field-${ids.moons}`)).toBeLessThan(order.indexOf(`field-${PROP.name}`));
}
