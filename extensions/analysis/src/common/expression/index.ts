/** The formula language of calculated columns (domain.md §4): parse once, evaluate per row. */
export { FormulaSyntaxError, isError, type FormulaError, type Node, type Value } from './ast.ts';
export { parseFormula, formulaReferences } from './parse.ts';
export { evaluate, truthy, type RowLookup } from './evaluate.ts';
export { FUNCTIONS, type CallContext } from './functions.ts';
