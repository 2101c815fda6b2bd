/** dmn-moddle ships no types; the little the decision tables use of it. */
declare module 'dmn-moddle' {
  /** A DMN model element as moddle reads it (properties by DMN's names). */
  export interface ModdleElement {
    $type: string;
    id?: string;
    name?: string;
    [key: string]: unknown;
  }
  export interface ParseResult {
    rootElement: ModdleElement;
    warnings: { message: string }[];
  }
  export interface Moddle {
    fromXML(xml: string, type: string): Promise<ParseResult>;
    toXML(element: ModdleElement, options?: { format?: boolean }): Promise<{ xml: string }>;
  }
  export function DmnModdle(): Moddle;
}
