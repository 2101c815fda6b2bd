/** The diagrams area's fixed ids (domain.md §3 "Diagram", "Graph"); ids never change, new ones take the next number. */
export const diagramsId = (n: number) => `d1a90000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/** The area's classes. Properties are declared beside each part's schema (`diagram/schema.ts`, …). */
export const DIAGRAMS_CLASS = {
  /** A BPMN diagram or a diagram in another notation (domain.md §3 "Diagram"). */
  Diagram: diagramsId(0x001),
  /** A notation: a named set of notation elements (a palette and its connection rules). */
  Notation: diagramsId(0x002),
  /** One element of a notation (domain.md §3 "Notation element"). */
  NotationElement: diagramsId(0x003),
  /** A graph drawn with vis-network (domain.md §3 "Graph": name, author, date_create, json). */
  Graph: diagramsId(0x004),
} as const;
