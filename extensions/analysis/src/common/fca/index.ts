// The FCA part's public surface (the browser's lattice view and the server's calls use these).
export * from './api.ts';
export * from './schema.ts';
export type { Concept, FormalContext } from './context.ts';
export { contextCsv } from './csv.ts';
export { conceptLattice, type ConceptLattice } from './lattice.ts';
export { hasseLayout, type Point as HassePoint } from './layout.ts';
export { TooManyConcepts } from './next-closure.ts';
export { scaleContext, type ScaledObject, type ScaledProperty, type StoreContext } from './scale.ts';
export { latticeSvg, reducedLabels } from './svg.ts';
