import { describe, expect, it } from 'vitest';
import { DiagramEditorModel } from './editor-model.ts';
import { diagramDto } from './test-diagram.ts';

const C = '11111111-1111-4111-8111-111111111111';
const CHILD = '22222222-2222-4222-8222-222222222222';

describe('the diagram editor model (domain.md §3 "Diagram": elements, transitions; issue 17 items 1, 3)', () => {
  it('is clean when opened; a canvas edit, a binding or a transition makes it dirty', () => {
    const model = new DiagramEditorModel(diagramDto());
    expect(model.dirty).toBe(false);
    model.canvasChanged();
    expect(model.dirty).toBe(true);

    const bound = new DiagramEditorModel(diagramDto());
    bound.setBinding('Task_1', { objectId: C, objectName: 'Заказ', kind: 'class' });
    expect(bound.dirty).toBe(true);
    bound.setBinding('Task_1', null);
    expect(bound.dirty).toBe(false);

    const linked = new DiagramEditorModel(diagramDto());
    linked.setTransition('Sub_1', 'bpmn:SubProcess', CHILD);
    expect(linked.dirty).toBe(true);
    expect(linked.transitionOf('Sub_1')).toEqual({
      elementId: 'Sub_1',
      targetDiagram: CHILD,
      nodeType: 'bpmn:SubProcess',
      icon: null,
    });
  });

  it('keeps one binding per element: binding again replaces it', () => {
    const model = new DiagramEditorModel(diagramDto());
    model.setBinding('Task_1', { objectId: C, objectName: 'Заказ', kind: 'class' });
    model.setBinding('Task_1', { objectId: CHILD, objectName: 'Заказ №5', kind: 'individual' });
    expect(model.elements).toEqual([
      { elementId: 'Task_1', objectId: CHILD, objectName: 'Заказ №5', kind: 'individual' },
    ]);
    expect(model.bindingOf('Task_1')?.kind).toBe('individual');
  });

  it('the save payload carries XML, SVG, and only the bindings and transitions of elements still drawn', () => {
    const model = new DiagramEditorModel(diagramDto());
    model.setBinding('Task_1', { objectId: C, objectName: 'Заказ', kind: 'class' });
    model.setBinding('Task_gone', { objectId: C, objectName: 'Заказ', kind: 'class' });
    model.setTransition('Sub_gone', 'bpmn:SubProcess', CHILD);
    const payload = model.payload('<xml/>', '<svg/>', new Set(['Task_1', 'Sub_1']));
    expect(payload).toEqual({
      xml: '<xml/>',
      svg: '<svg/>',
      elements: [{ elementId: 'Task_1', objectId: C, objectName: 'Заказ', kind: 'class' }],
      transitions: [],
    });
  });

  it('a dependencies change is merged into the payload; the server’s reply makes it clean again', () => {
    const model = new DiagramEditorModel(diagramDto());
    model.merge({ tables: [{ ss: C, filterCellType: null, name: 'Т', nodeType: null }] });
    expect(model.dirty).toBe(true);
    expect(model.current.tables).toHaveLength(1);
    expect(model.payload('<x/>', '<s/>', new Set()).tables).toHaveLength(1);
    model.canvasChanged();
    const reply = diagramDto({ elements: [{ elementId: 'Task_1', objectId: C, objectName: 'Заказ', kind: 'class' }] });
    model.saved(reply);
    expect(model.dirty).toBe(false);
    expect(model.bindingOf('Task_1')?.objectName).toBe('Заказ');
  });

  it('a reader’s diagram (access read) is read-only (issue 17 item 4)', () => {
    expect(new DiagramEditorModel(diagramDto({ access: 'read' })).readOnly).toBe(true);
    expect(new DiagramEditorModel(diagramDto()).readOnly).toBe(false);
  });

  it('the selected element follows the canvas: renaming it on the canvas updates the panel', () => {
    const model = new DiagramEditorModel(diagramDto());
    model.select({ id: 'Task_1', type: 'bpmn:Task', name: '', documentation: '' });
    model.updateSelected({ name: 'Проверить заказ' });
    expect(model.selected?.name).toBe('Проверить заказ');
    model.select(null);
    model.updateSelected({ name: 'x' });
    expect(model.selected).toBeNull();
  });
});
