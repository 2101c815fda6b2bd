/**
 * What "a compatible browser" means here: one that has every platform feature the shell and its
 * libraries rely on (roughly Chrome/Edge 98+, Firefox 94+, Safari 15.4+). Checked by feature, never
 * by user-agent string, so an unknown but capable browser passes.
 */
type Scope = {
  ResizeObserver?: unknown;
  AbortController?: unknown;
  structuredClone?: unknown;
  CSS?: { supports?: (property: string, value: string) => boolean };
  Intl?: { PluralRules?: unknown };
};

const FEATURES: { name: string; present: (scope: Scope) => boolean }[] = [
  { name: 'ResizeObserver', present: (s) => typeof s.ResizeObserver === 'function' },
  { name: 'AbortController', present: (s) => typeof s.AbortController === 'function' },
  { name: 'structuredClone', present: (s) => typeof s.structuredClone === 'function' },
  { name: 'Array.prototype.at', present: () => typeof Array.prototype.at === 'function' },
  { name: 'Object.hasOwn', present: () => typeof Object.hasOwn === 'function' },
  { name: 'Intl.PluralRules', present: (s) => typeof s.Intl?.PluralRules === 'function' },
  { name: 'CSS grid', present: (s) => s.CSS?.supports?.('display', 'grid') === true },
  { name: 'CSS inset', present: (s) => s.CSS?.supports?.('inset', '0') === true },
];

/** The names of the features this browser lacks; empty means compatible. */
export function missingBrowserFeatures(scope: Scope = globalThis as Scope): string[] {
  return FEATURES.filter((f) => {
    try {
      return !f.present(scope);
    } catch {
      return true;
    }
  }).map((f) => f.name);
}
