import { describe, expect, it } from 'vitest';
import type { MapGraph } from '../../../common/maps/graph.ts';
import {
  edgeChoices,
  editableSteps,
  linkProblems,
  moveItem,
  scenarioText,
  stepProblems,
  tripletText,
  withoutNode,
} from './view-edit.ts';
import { parseScenario, parseTriplet } from './views.ts';

const MAP: MapGraph = {
  nodes: [
    { id: 'a', label: 'Животное', kind: 'class', link: null },
    { id: 'b', label: 'Собака', kind: 'class', link: null },
    { id: 'r', label: 'Рекс', kind: 'individual', link: null },
  ],
  edges: [
    { id: 'sub:b:a', from: 'b', to: 'a', kind: 'subclass' },
    { id: 'io:r:b', from: 'r', to: 'b', kind: 'instanceOf' },
    { id: 'op:p:b:a', from: 'b', to: 'a', kind: 'objectProperty', term: 'p', label: 'ест' },
  ],
};

describe('editing triplets and scenarios (issue 14, helper "links")', () => {
  it('moves an item one place, and not past either end', () => {
    expect(moveItem(['x', 'y', 'z'], 2, -1)).toEqual(['x', 'z', 'y']);
    expect(moveItem(['x', 'y', 'z'], 0, 1)).toEqual(['y', 'x', 'z']);
    expect(moveItem(['x', 'y'], 0, -1)).toEqual(['x', 'y']);
    expect(moveItem(['x', 'y'], 1, 1)).toEqual(['x', 'y']);
  });

  it('a link needs its subject, property and object; the stored JSON reads back as it was', () => {
    const links = [
      { from: 'b', prop: 'p', to: 'a' },
      { from: '', prop: 'p', to: '' },
    ];
    expect([...linkProblems(links)]).toEqual([[1, ['from', 'to']]]);
    expect(parseTriplet(tripletText(links.slice(0, 1)))).toEqual([{ from: 'b', prop: 'p', to: 'a' }]);
  });

  it('a step needs a node; steps stored by map edge id become ends, an unknown id is left out', () => {
    const stored = parseScenario(
      JSON.stringify({ steps: [{ nodes: ['a', 'b'], edges: ['op:p:b:a', 'sub:b:a', 'gone'], caption: 'Иерархия' }] }),
    );
    const steps = editableSteps(stored, MAP);
    expect(steps[0]!.edges).toEqual([
      { from: 'b', to: 'a', prop: 'p' },
      { from: 'b', to: 'a' },
    ]);
    expect(stepProblems([...steps, { caption: 'пусто', nodes: [], edges: [] }])).toEqual(new Set([1]));
    const back = parseScenario(scenarioText(steps));
    expect(back).toEqual([
      {
        nodes: ['a', 'b'],
        edges: [
          { from: 'b', to: 'a', prop: 'p' },
          { from: 'b', to: 'a' },
        ],
        caption: 'Иерархия',
      },
    ]);
  });

  it("offers the map's links among the step's nodes once each; removing a node takes its links along", () => {
    expect(edgeChoices(MAP, ['a', 'b']).map((c) => c.key)).toEqual(['b>a>', 'b>a>p']);
    expect(edgeChoices(MAP, ['a', 'r'])).toEqual([]);
    const step = {
      caption: '',
      nodes: ['a', 'b', 'r'],
      edges: [
        { from: 'b', to: 'a' },
        { from: 'r', to: 'b' },
      ],
    };
    expect(withoutNode(step, 'a')).toEqual({ caption: '', nodes: ['b', 'r'], edges: [{ from: 'r', to: 'b' }] });
  });
});
