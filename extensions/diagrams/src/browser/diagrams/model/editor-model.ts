import { makeAutoObservable, observableRef } from 'mobx';
import type { DiagramDto, ElementBinding, Transition, UpdateDiagram } from '../../../common/diagram/api.ts';

/** The element selected on the canvas, as the properties panel shows it. */
export interface SelectedElement {
  id: string;
  /** The BPMN type, e.g. `bpmn:Task`. */
  type: string;
  name: string;
  documentation: string;
}

/**
 * The diagram editor's state (domain.md §3 "Diagram", issue 17 items 1, 3): the saved diagram, whether the
 * canvas changed since (bpmn-js `commandStack.changed`), the ontology bindings and transitions as edited,
 * the dependencies' patch (autobuild, tables) and the selected element. Builds the save's payload.
 */
export class DiagramEditorModel {
  diagram: DiagramDto;
  elements: ElementBinding[];
  transitions: Transition[];
  /** Changes of other fields not yet saved (the dependencies panel's `onChange`). */
  patch: UpdateDiagram = {};
  /** The canvas changed since the last save or load. */
  canvasDirty = false;
  selected: SelectedElement | null = null;
  saving = false;

  constructor(diagram: DiagramDto) {
    this.diagram = diagram;
    this.elements = [...diagram.elements];
    this.transitions = [...diagram.transitions];
    makeAutoObservable(
      this,
      {
        diagram: observableRef,
        elements: observableRef,
        transitions: observableRef,
        patch: observableRef,
        selected: observableRef,
      },
      { autoBind: true },
    );
  }

  /** A reader (`access: 'read'`) sees the viewer and a read-only panel. */
  get readOnly(): boolean {
    return this.diagram.access === 'read';
  }

  /** Something is unsaved: the canvas, a binding, a transition or a dependency. */
  get dirty(): boolean {
    return (
      this.canvasDirty ||
      Object.keys(this.patch).length > 0 ||
      JSON.stringify(this.elements) !== JSON.stringify(this.diagram.elements) ||
      JSON.stringify(this.transitions) !== JSON.stringify(this.diagram.transitions)
    );
  }

  /** The diagram as it stands, unsaved changes included (what the side panels are given). */
  get current(): DiagramDto {
    return { ...this.diagram, ...this.patch, elements: this.elements, transitions: this.transitions };
  }

  /** bpmn-js's `commandStack.changed`: the canvas was edited (or an edit undone). */
  canvasChanged(): void {
    this.canvasDirty = true;
  }

  select(element: SelectedElement | null): void {
    this.selected = element;
  }

  /** The selected element's name or documentation changed on the canvas. */
  updateSelected(change: Partial<Pick<SelectedElement, 'name' | 'documentation'>>): void {
    if (this.selected) this.selected = { ...this.selected, ...change };
  }

  bindingOf(elementId: string): ElementBinding | undefined {
    return this.elements.find((b) => b.elementId === elementId);
  }

  transitionOf(elementId: string): Transition | undefined {
    return this.transitions.find((t) => t.elementId === elementId);
  }

  /** Binds the element to an ontology class or individual; null unbinds it. */
  setBinding(elementId: string, binding: Omit<ElementBinding, 'elementId'> | null): void {
    const rest = this.elements.filter((b) => b.elementId !== elementId);
    this.elements = binding ? [...rest, { elementId, ...binding }] : rest;
  }

  /** Sets the element's child diagram (§3 transitions: target_diagram, node_type, icon); null removes it. */
  setTransition(elementId: string, nodeType: string, targetDiagram: string | null, icon: string | null = null): void {
    const rest = this.transitions.filter((t) => t.elementId !== elementId);
    this.transitions = targetDiagram ? [...rest, { elementId, targetDiagram, nodeType, icon }] : rest;
  }

  /** Merges a dependencies change (autobuild, tables, …); bindings and transitions go to their own lists. */
  merge(change: UpdateDiagram): void {
    const { elements, transitions, ...rest } = change;
    if (elements) this.elements = [...elements];
    if (transitions) this.transitions = [...transitions];
    this.patch = { ...this.patch, ...rest };
  }

  /**
   * What the save sends: the XML and SVG from bpmn-js, the bindings and transitions of elements that are
   * still on the canvas (`elementIds`; a deleted element's binding goes with it), and the pending patch.
   */
  payload(xml: string, svg: string, elementIds: ReadonlySet<string>): UpdateDiagram {
    return {
      ...this.patch,
      xml,
      svg,
      elements: this.elements.filter((b) => elementIds.has(b.elementId)),
      transitions: this.transitions.filter((t) => elementIds.has(t.elementId)),
    };
  }

  setSaving(saving: boolean): void {
    this.saving = saving;
  }

  /** The server's reply to a save: it is the saved state now; nothing is unsaved. */
  saved(diagram: DiagramDto): void {
    this.diagram = diagram;
    this.elements = [...diagram.elements];
    this.transitions = [...diagram.transitions];
    this.patch = {};
    this.canvasDirty = false;
  }
}
