/**
 * The little of bpmn-js's element and service shapes the notation modules use (bpmn-js is typed loosely
 * for custom modules; these say what is relied on).
 */
export interface BusinessObject {
  id?: string;
  name?: string;
  get?(name: string): unknown;
  set?(name: string, value: unknown): void;
}

export interface CanvasElement {
  id: string;
  type: string;
  businessObject: BusinessObject;
  /** Set on a connection. */
  waypoints?: unknown[];
  source?: CanvasElement;
  target?: CanvasElement;
  incoming?: CanvasElement[];
  outgoing?: CanvasElement[];
  /** A label's element, and an element's external label. */
  labelTarget?: CanvasElement;
  label?: CanvasElement;
  width?: number;
  height?: number;
  x?: number;
  y?: number;
}

export interface EventBus {
  on(
    events: string | string[],
    priority: number,
    callback: (event: { context?: Record<string, unknown> }) => unknown,
  ): void;
}

export interface Injector {
  get<T>(name: string, strict?: boolean): T | null;
}

export interface ElementRegistry {
  getAll(): CanvasElement[];
}
