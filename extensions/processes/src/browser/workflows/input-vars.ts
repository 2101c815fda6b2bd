/** Why a start's input variables cannot be sent (domain.md §3 "input vars": a JSON object), or null. */
export type InputVarsProblem = 'notJson' | 'notObject' | null;

/** Checks the input variables before sending: empty is fine, else a JSON object (not an array, not a scalar). */
export function checkInputVars(text: string): InputVarsProblem {
  if (!text.trim()) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'notJson';
  }
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? null : 'notObject';
}
