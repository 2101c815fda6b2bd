import { describe, expect, it } from 'vitest';
import { CLASS, PROP, type GetDataReply } from '@ontobench/sdk/common';
import { layeredLayout, ontologyGraph, type GraphDataReader } from './from-ontology.ts';
import { checkGraphJson } from './validate.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const [PERSON, STUDENT, TEACHER, COURSE, FOREIGN] = [1, 2, 3, 4, 9].map(id) as [string, string, string, string, string];

/** A get_data reply of rows: each `{ id, name, refs: { prop: [target ids] } }`. */
function reply(rows: { id: string; name: string; refs?: Record<string, string[]> }[]): GetDataReply {
  const cells: GetDataReply['rows'] = [];
  rows.forEach((row, n) => {
    cells.push({ row: n, inst: row.id, prop: PROP.name, val: row.name, cap: row.name, readonly: false });
    for (const [prop, targets] of Object.entries(row.refs ?? {}))
      for (const target of targets) cells.push({ row: n, inst: row.id, prop, val: target, cap: target });
  });
  return { rows: cells, count_rows: rows.length };
}

describe("issue 17 item 7: a graph made from the user's ontology", () => {
  it('classes become bound nodes, parent classes and object properties become edges, laid out in levels', async () => {
    const asked: unknown[] = [];
    const read: GraphDataReader = async (query) => {
      asked.push(query);
      if (query.class === CLASS.Class)
        return reply([
          { id: PERSON, name: 'Человек' },
          { id: STUDENT, name: 'Студент', refs: { [PROP.parentClass]: [PERSON] } },
          { id: TEACHER, name: 'Преподаватель', refs: { [PROP.parentClass]: [PERSON, FOREIGN] } },
          { id: COURSE, name: 'Курс' },
        ]);
      return reply([
        { id: id(20), name: 'изучает', refs: { [PROP.domain]: [STUDENT], [PROP.range]: [COURSE] } },
        { id: id(21), name: 'чужое', refs: { [PROP.domain]: [FOREIGN], [PROP.range]: [COURSE] } },
      ]);
    };
    const graph = await ontologyGraph(read, 'подкласс');
    expect(asked).toEqual([
      expect.objectContaining({ class: CLASS.Class, filter: '[author] = #user#' }),
      expect.objectContaining({ class: CLASS.ObjectProperty, filter: '[author] = #user#' }),
    ]);
    expect(graph.nodes.map((n) => [n.label, n.objectId])).toEqual([
      ['Человек', PERSON],
      ['Студент', STUDENT],
      ['Преподаватель', TEACHER],
      ['Курс', COURSE],
    ]);
    expect(graph.edges.map((e) => [e.from, e.to, e.label])).toEqual([
      [STUDENT, PERSON, 'подкласс'],
      [TEACHER, PERSON, 'подкласс'],
      [STUDENT, COURSE, 'изучает'],
    ]);
    const y = Object.fromEntries(graph.nodes.map((n) => [n.label, n.y]));
    expect(y['Человек']).toBe(0);
    expect(y['Студент']).toBeGreaterThan(0);
    expect(y['Студент']).toBe(y['Преподаватель']);
    // What it makes is a graph the server stores as it is.
    expect(checkGraphJson(graph)).toEqual(graph);
  });

  it('the layout keeps given positions, survives cycles and wraps a wide level', () => {
    const nodes = Array.from({ length: 10 }, (_, i) => ({ id: `n${i}`, label: `${i}` }));
    const laid = layeredLayout(
      {
        nodes: [{ id: 'p', label: 'p', x: 7, y: 8 }, ...nodes],
        edges: [
          { id: 'a', from: 'n0', to: 'n1' },
          { id: 'b', from: 'n1', to: 'n0' },
        ],
      },
      new Set(['a', 'b']),
    );
    expect(laid.nodes[0]).toEqual({ id: 'p', label: 'p', x: 7, y: 8 });
    for (const n of laid.nodes) expect(Number.isFinite(n.x) && Number.isFinite(n.y)).toBe(true);
    const places = new Set(laid.nodes.slice(1).map((n) => `${n.x},${n.y}`));
    expect(places.size).toBe(10);
  });
});
