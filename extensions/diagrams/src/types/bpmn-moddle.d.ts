/**
 * The little of bpmn-moddle 10's API the diagrams area uses (the package ships types for its model only,
 * not for its entry). Elements are loosely typed: read them through `ModdleElement` and `$type`.
 */
declare module 'bpmn-moddle' {
  /** Any element of a BPMN model: its type (`bpmn:Task`), properties by name and unknown attributes. */
  export interface ModdleElement {
    $type: string;
    $attrs: Record<string, string>;
    $parent?: ModdleElement;
    id?: string;
    name?: string;
    [property: string]: unknown;
    get(name: string): unknown;
    set(name: string, value: unknown): void;
  }

  /** A parse warning or error: its message names the line and column. */
  export interface ModdleWarning {
    message: string;
    element?: ModdleElement;
    property?: string;
    value?: unknown;
  }

  export interface FromXmlResult {
    rootElement: ModdleElement;
    references: unknown[];
    warnings: ModdleWarning[];
    elementsById: Record<string, ModdleElement>;
  }

  /** bpmn-moddle's model of BPMN 2.0 (DI and DC included). */
  export class BpmnModdle {
    constructor(packages?: Record<string, unknown>, options?: Record<string, unknown>);
    fromXML(xml: string, typeName?: string): Promise<FromXmlResult>;
    toXML(element: ModdleElement, options?: { format?: boolean; preamble?: boolean }): Promise<{ xml: string }>;
    create(type: string, attrs?: Record<string, unknown>): ModdleElement;
  }
}
