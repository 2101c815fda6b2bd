import { describe, expect, it } from 'vitest';
import type { GraphDto } from '../../../common/graph/api.ts';
import { checkGraphJson } from '../../../common/graph/validate.ts';
import { GraphEditorModel } from './graph-editor.ts';

const graph = (access: 'edit' | 'read' = 'edit'): GraphDto => ({
  id: 'g1',
  name: 'Граф',
  author: null,
  dateCreate: null,
  access,
  json: {
    nodes: [
      { id: 'n1', label: 'Студент', x: 0, y: 0 },
      { id: 'n2', label: 'Курс', x: 100, y: 0 },
    ],
    edges: [{ id: 'e1', from: 'n1', to: 'n2', label: 'изучает' }],
  },
});

describe('issue 17 item 7: the graph page model (add, relabel, remove, move, save)', () => {
  it('opens clean; a new node takes the next free id and its place, and makes the graph dirty', () => {
    const model = new GraphEditorModel(graph());
    expect(model.dirty).toBe(false);
    const id = model.addNode('  Преподаватель ', { x: 10.456, y: 20 });
    expect(id).toBe('n3');
    expect(model.nodes.at(-1)).toEqual({ id: 'n3', label: 'Преподаватель', x: 10.46, y: 20 });
    expect(model.selectedNodes).toEqual(['n3']);
    expect(model.dirty).toBe(true);
    expect(model.revision).toBe(1);
  });

  it('an edge joins two nodes of the graph and none other; its empty label is no label', () => {
    const model = new GraphEditorModel(graph());
    expect(model.addEdge('n1', 'zz', '')).toBeNull();
    expect(model.addEdge('n2', 'n1', ' ')).toBe('e2');
    expect(model.edges.at(-1)).toEqual({ id: 'e2', from: 'n2', to: 'n1' });
    expect(model.selectedEdge?.id).toBe('e2');
  });

  it('relabels nodes and edges', () => {
    const model = new GraphEditorModel(graph());
    model.rename('n1', 'Учащийся');
    model.rename('e1', '');
    expect(model.nodes[0]!.label).toBe('Учащийся');
    expect(model.edges[0]).toEqual({ id: 'e1', from: 'n1', to: 'n2' });
  });

  it('removing a node removes its edges too', () => {
    const model = new GraphEditorModel(graph());
    model.select(['n2'], []);
    model.removeSelected();
    expect(model.nodes.map((n) => n.id)).toEqual(['n1']);
    expect(model.edges).toEqual([]);
    expect(model.hasSelection).toBe(false);
  });

  it('a drag records positions; moving back to where it was is clean again', () => {
    const model = new GraphEditorModel(graph());
    model.moved({ n1: { x: 50.001, y: 60 } });
    expect(model.nodes[0]).toMatchObject({ x: 50, y: 60 });
    expect(model.dirty).toBe(true);
    model.moved({ n1: { x: 0, y: 0 } });
    expect(model.dirty).toBe(false);
  });

  it('a first layout of a graph without positions is kept without making it dirty', () => {
    const bare = graph();
    bare.json.nodes = bare.json.nodes.map(({ id, label }) => ({ id, label }));
    const model = new GraphEditorModel(bare);
    expect(model.placed).toBe(false);
    model.settle({ n1: { x: 1, y: 2 }, n2: { x: 3, y: 4 } });
    expect(model.placed).toBe(true);
    expect(model.dirty).toBe(false);
    model.forgetPositions();
    expect(model.placed).toBe(false);
    expect(model.dirty).toBe(true);
  });

  it('what it saves is a json the server accepts as it is, and the saved answer is the new baseline', () => {
    const model = new GraphEditorModel(graph());
    model.addNode('Новый', { x: 1, y: 1 });
    model.addEdge('n3', 'n1', 'связь');
    expect(checkGraphJson(JSON.parse(JSON.stringify(model.json)))).toEqual(model.json);
    model.markSaved({ ...graph(), json: JSON.parse(JSON.stringify(model.json)) });
    expect(model.dirty).toBe(false);
  });

  it('a reader is never dirty (nothing of theirs to save)', () => {
    const model = new GraphEditorModel(graph('read'));
    model.moved({ n1: { x: 9, y: 9 } });
    expect(model.readOnly).toBe(true);
    expect(model.dirty).toBe(false);
  });
});
