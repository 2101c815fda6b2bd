import { evaluate } from 'feelin';

/** A condition or a payload value that cannot be evaluated, in the diagram author's words. */
export class ExpressionError extends Error {}

const WHOLE = /^\$\{([\s\S]*)\}$/;
const PART = /\$\{([^}]*)\}/g;

/** One FEEL expression over the instance's variables (`result = "approve"`, `escalation.outputs[1].escalate`). */
export function feel(expression: string, variables: Record<string, unknown>): unknown {
  try {
    return evaluate(expression, variables).value ?? null;
  } catch (error) {
    throw new ExpressionError(`Не удалось вычислить выражение «${expression}»: ${(error as Error).message}`);
  }
}

/**
 * A text of the diagram resolved on the instance's variables (docs/processes.md "Expressions"): `${…}` alone
 * is its FEEL value (a gateway's condition, a payload value), `${…}` inside text is replaced by its value as
 * text, anything else stays as written (a timer's duration `PT1M`).
 */
export function resolve(text: unknown, variables: Record<string, unknown>): unknown {
  if (typeof text !== 'string') return text;
  const whole = WHOLE.exec(text.trim());
  if (whole && !whole[1]!.includes('${')) return feel(whole[1]!, variables);
  if (!text.includes('${')) return text;
  return text.replace(PART, (_, expression: string) => String(feel(expression, variables) ?? ''));
}

/** A JSON template (a service task's payload) with every string value resolved. */
export function resolveTemplate(value: unknown, variables: Record<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveTemplate(item, variables));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveTemplate(v, variables)]));
  return resolve(value, variables);
}
