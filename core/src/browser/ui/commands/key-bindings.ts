import type { KeyBindingContribution } from '../../kernel/contributions.ts';
import { chordMatches, isTypingTarget, parseChord } from '../../kernel/key-chord.ts';
import type { Registered } from '../../kernel/registry.ts';

type KeyEvent = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'target'>;

/**
 * The binding a key press triggers: the chord matches, the route (when the binding names routes) is the
 * current one, and the focus is not in a text field unless the binding asks for that.
 */
export function bindingFor(
  bindings: readonly Registered<KeyBindingContribution>[],
  event: KeyEvent,
  routeId: string | undefined,
): Registered<KeyBindingContribution> | undefined {
  const typing = isTypingTarget(event.target);
  return bindings.find(
    (b) =>
      (!typing || b.inInputs === true) &&
      (!b.routes || (routeId !== undefined && b.routes.includes(routeId))) &&
      chordMatches(parseChord(b.keys), event),
  );
}

/** The keys shown beside a command in menus and tooltips: its first binding that applies everywhere or here. */
export function keysForCommand(
  bindings: readonly Registered<KeyBindingContribution>[],
  command: string,
  routeId?: string,
): string | undefined {
  return bindings.find((b) => b.command === command && (!b.routes || (routeId && b.routes.includes(routeId))))?.keys;
}
