import { describe, expect, it } from 'vitest';
import {
  GRAPH_MAX_EDGES,
  GRAPH_MAX_LABEL,
  GRAPH_MAX_NODES,
  GraphInputError,
  checkGraphJson,
  checkGraphName,
  parseStoredGraph,
} from './validate.ts';

const OBJ = 'A1B2C3D4-0000-4000-8000-000000000001';
const two = () => ({
  nodes: [
    { id: 'a', label: 'Студент', x: 10.123, y: -20, objectId: OBJ, group: 'class', extra: 'dropped' },
    { id: 'b', label: 'Курс' },
  ],
  edges: [{ id: 'e1', from: 'a', to: 'b', label: 'изучает' }],
});

const problem = (value: unknown) => {
  try {
    checkGraphJson(value);
  } catch (error) {
    expect(error).toBeInstanceOf(GraphInputError);
    return (error as Error).message;
  }
  throw new Error('accepted');
};

describe('domain.md §3 "Graph" json: what may be stored (issue 17 item 7)', () => {
  it('keeps nodes and edges with their known fields; ids lowered, positions rounded to 0.01', () => {
    expect(checkGraphJson(two())).toEqual({
      nodes: [
        { id: 'a', label: 'Студент', group: 'class', x: 10.12, y: -20, objectId: OBJ.toLowerCase() },
        { id: 'b', label: 'Курс' },
      ],
      edges: [{ id: 'e1', from: 'a', to: 'b', label: 'изучает' }],
    });
  });

  it('an empty graph is a graph; integer ids become text', () => {
    expect(checkGraphJson({ nodes: [], edges: [] })).toEqual({ nodes: [], edges: [] });
    expect(checkGraphJson({ nodes: [{ id: 1, label: 'x' }], edges: [{ id: 2, from: 1, to: 1 }] })).toEqual({
      nodes: [{ id: '1', label: 'x' }],
      edges: [{ id: '2', from: '1', to: '1' }],
    });
  });

  it.each([
    ['not an object', [1], 'Граф должен быть объектом с полями nodes и edges'],
    ['no nodes list', { edges: [] }, 'Поле nodes графа должно быть списком узлов'],
    ['no edges list', { nodes: [] }, 'Поле edges графа должно быть списком связей'],
    ['a node without an id', { nodes: [{ label: 'x' }], edges: [] }, 'Узел 1: нет идентификатора'],
    ['a node without a label', { nodes: [{ id: 'a' }], edges: [] }, 'Узел 1: нет подписи'],
    ['a label that is a number', { nodes: [{ id: 'a', label: 5 }], edges: [] }, 'Узел 1: подпись должна быть строкой'],
    [
      'a repeated node id',
      {
        nodes: [
          { id: 'a', label: '1' },
          { id: 'a', label: '2' },
        ],
        edges: [],
      },
      'Идентификатор узла «a» повторяется',
    ],
    [
      'an edge to a missing node',
      { nodes: [{ id: 'a', label: '1' }], edges: [{ id: 'e', from: 'a', to: 'zz' }] },
      'Связь 1 ведёт к узлу «zz», которого в графе нет',
    ],
    [
      'a repeated edge id',
      {
        nodes: [{ id: 'a', label: '1' }],
        edges: [
          { id: 'e', from: 'a', to: 'a' },
          { id: 'e', from: 'a', to: 'a' },
        ],
      },
      'Идентификатор связи «e» повторяется',
    ],
    [
      'half a position',
      { nodes: [{ id: 'a', label: '1', x: 5 }], edges: [] },
      'Узел 1: у положения должны быть обе координаты, x и y',
    ],
    [
      'a position that is not finite',
      { nodes: [{ id: 'a', label: '1', x: 1e9, y: 0 }], edges: [] },
      'Узел 1: координата x должна быть числом не больше 1000000 по модулю',
    ],
    [
      'an object id that is not a UUID',
      { nodes: [{ id: 'a', label: '1', objectId: 'class-1' }], edges: [] },
      'Узел 1: неверный идентификатор объекта онтологии',
    ],
    [
      'a label that is too long',
      { nodes: [{ id: 'a', label: 'я'.repeat(GRAPH_MAX_LABEL + 1) }], edges: [] },
      `Узел 1: подпись длиннее ${GRAPH_MAX_LABEL} символов`,
    ],
  ])('refuses %s with a Russian reason', (_, value, message) => {
    expect(problem(value)).toBe(message);
  });

  it('bounds the sizes: at most GRAPH_MAX_NODES nodes and GRAPH_MAX_EDGES edges', () => {
    const nodes = Array.from({ length: GRAPH_MAX_NODES + 1 }, (_, i) => ({ id: `n${i}`, label: '' }));
    expect(problem({ nodes, edges: [] })).toBe(`В графе не больше ${GRAPH_MAX_NODES} узлов`);
    const edges = Array.from({ length: GRAPH_MAX_EDGES + 1 }, (_, i) => ({ id: `e${i}`, from: 'n0', to: 'n0' }));
    expect(problem({ nodes: nodes.slice(0, 1), edges })).toBe(`В графе не больше ${GRAPH_MAX_EDGES} связей`);
  });

  it('a name is required, trimmed and bounded', () => {
    expect(checkGraphName('  Граф  ')).toBe('Граф');
    expect(() => checkGraphName('   ')).toThrow('Укажите название графа');
    expect(() => checkGraphName(undefined)).toThrow('Укажите название графа');
    expect(() => checkGraphName(7)).toThrow('Название графа должно быть строкой');
    expect(() => checkGraphName('я'.repeat(GRAPH_MAX_LABEL + 1))).toThrow(`длиннее ${GRAPH_MAX_LABEL}`);
  });

  it('a stored json that no longer parses or checks reads as an empty graph', () => {
    expect(parseStoredGraph('')).toEqual({ nodes: [], edges: [] });
    expect(parseStoredGraph('{oops')).toEqual({ nodes: [], edges: [] });
    expect(parseStoredGraph(JSON.stringify({ nodes: [{ id: 'a' }], edges: [] }))).toEqual({ nodes: [], edges: [] });
    expect(parseStoredGraph(JSON.stringify(two())).nodes).toHaveLength(2);
  });
});
