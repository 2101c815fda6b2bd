/** The filter language of `get_data`: text → AST → parameterised SQL. See docs/filter-language.md. */
export { compileFilter, type CompiledFilter, type FilterContext } from './compile.ts';
export { parseFilter } from './parser.ts';
export type { PropertyBaseType, PropertyInfo } from './target.ts';
export {
  containsTooShort,
  FilterError,
  MAX_FILTER_COMPARISONS,
  MAX_FILTER_DEPTH,
  MAX_FILTER_LENGTH,
  MIN_CONTAINS_LENGTH,
} from './errors.ts';
export type * from './ast.ts';
