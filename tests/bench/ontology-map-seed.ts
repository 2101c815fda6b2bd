import { randomUUID } from 'node:crypto';
import { CLASS, PROP } from '../../core/src/common/ontology/system-ontology.ts';
import { ONTO_CLASS, ONTO_PROP } from '../../extensions/ontology/src/common/schema.ts';
import type { Client } from './client.ts';

/**
 * An ontology of `nodes` map nodes: a class tree (10 %), data properties (3 %) and individuals (the
 * rest), with object properties between classes (2 % of the nodes, drawn as edges) and one link per
 * individual to another. Seeded with a fixed pattern, so every run draws the same graph.
 */
export async function seedMap(admin: Client, nodes: number): Promise<{ onto: string; classes: string[] }> {
  const onto = randomUUID();
  const classes = Array.from({ length: Math.round(nodes * 0.1) }, () => randomUUID());
  const dataProps = Array.from({ length: Math.round(nodes * 0.03) }, () => randomUUID());
  const objectProps = Array.from({ length: Math.round(nodes * 0.02) }, () => randomUUID());
  const individuals = Array.from({ length: nodes - classes.length - dataProps.length }, () => randomUUID());
  const ops: object[] = [{ op: 'new', class: ONTO_CLASS.Ontology, name: `Карта ${nodes}`, inst: onto }];
  const member = (inst: string) => ({ op: 'add', inst, prop: ONTO_PROP.ontology, val: onto });
  classes.forEach((c, i) => {
    ops.push({ op: 'new', class: CLASS.Class, name: `Класс ${i}`, inst: c }, member(c));
    if (i > 0) ops.push({ op: 'add', inst: c, prop: PROP.parentClass, val: classes[Math.floor((i - 1) / 4)] });
  });
  dataProps.forEach((p, i) => {
    ops.push({ op: 'new', class: CLASS.DataProperty, name: `свойство ${i}`, inst: p }, member(p));
    ops.push({ op: 'upd', inst: p, prop: PROP.baseType, val: 'string' });
    ops.push({ op: 'upd', inst: p, prop: PROP.domain, val: [classes[(i * 7) % classes.length]] });
  });
  objectProps.forEach((p, i) => {
    ops.push({ op: 'new', class: CLASS.ObjectProperty, name: `связь ${i}`, inst: p }, member(p));
    ops.push({ op: 'upd', inst: p, prop: PROP.domain, val: [classes[(i * 3) % classes.length]] });
    ops.push({ op: 'upd', inst: p, prop: PROP.range, val: [classes[(i * 11 + 5) % classes.length]] });
  });
  individuals.forEach((x, i) => {
    ops.push({ op: 'new', class: classes[i % classes.length], name: `Экземпляр ${i}`, inst: x }, member(x));
  });
  // A link between individuals needs a property whose domain and range hold their classes: the root's.
  const link = randomUUID();
  ops.push({ op: 'new', class: CLASS.ObjectProperty, name: 'связан с', inst: link }, member(link));
  ops.push(
    { op: 'upd', inst: link, prop: PROP.domain, val: [classes[0]] },
    { op: 'upd', inst: link, prop: PROP.range, val: [classes[0]] },
  );
  individuals.forEach((x, i) => {
    if (i > 0) ops.push({ op: 'add', inst: x, prop: link, val: individuals[(i * 37) % i] });
  });
  for (let i = 0; i < ops.length; i += 5000) await admin.data({ act: 'set_data', data: ops.slice(i, i + 5000) });
  return { onto, classes };
}

/** `count` new individuals of the map's classes, made elsewhere than on the map (no positions yet). */
export async function growMap(admin: Client, map: { onto: string; classes: string[] }, count: number): Promise<void> {
  const ops = Array.from({ length: count }, (_, i) => {
    const inst = randomUUID();
    return [
      { op: 'new', class: map.classes[(i * 13) % map.classes.length], name: `Новый ${i}`, inst },
      { op: 'add', inst, prop: ONTO_PROP.ontology, val: map.onto },
    ];
  }).flat();
  await admin.data({ act: 'set_data', data: ops });
}
