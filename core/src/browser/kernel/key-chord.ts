/** A parsed key chord: `Ctrl+Shift+I` → ctrl, shift, key "i". */
export interface KeyChord {
  ctrl: boolean;
  alt: boolean;
  shift: boolean;
  /** The key, lower case: a letter, a digit, or a named key (`f2`, `enter`, `escape`, …). */
  key: string;
}

const MODIFIERS = new Set(['ctrl', 'alt', 'shift']);

/** Why `keys` is not a chord we can bind, or undefined when it is. */
export function keyBindingProblem(keys: string): string | undefined {
  const parts = keys.split('+').map((p) => p.trim().toLowerCase());
  const key = parts.at(-1) ?? '';
  if (key === '' || MODIFIERS.has(key)) return `"${keys}" has no key after its modifiers`;
  const unknown = parts.slice(0, -1).filter((p) => !MODIFIERS.has(p));
  if (unknown.length > 0) return `"${keys}" has an unknown modifier "${unknown[0]}" (use Ctrl, Alt, Shift)`;
  if (new Set(parts).size !== parts.length) return `"${keys}" repeats a modifier`;
  return undefined;
}

export function parseChord(keys: string): KeyChord {
  const problem = keyBindingProblem(keys);
  if (problem) throw new Error(problem);
  const parts = keys.split('+').map((p) => p.trim().toLowerCase());
  return {
    ctrl: parts.includes('ctrl'),
    alt: parts.includes('alt'),
    shift: parts.includes('shift'),
    key: parts.at(-1)!,
  };
}

type KeyEvent = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

/** The key an event names, layout-independent for letters and digits (a Russian layout still gives KeyI). */
function eventKey(event: KeyEvent): string {
  if (/^Key[A-Z]$/.test(event.code)) return event.code.slice(3).toLowerCase();
  if (/^Digit\d$/.test(event.code)) return event.code.slice(5);
  return event.key.toLowerCase();
}

export function chordMatches(chord: KeyChord, event: KeyEvent): boolean {
  return (
    chord.ctrl === (event.ctrlKey || event.metaKey) &&
    chord.alt === event.altKey &&
    chord.shift === event.shiftKey &&
    chord.key === eventKey(event)
  );
}

/** How a chord is shown in menus and tooltips: `Ctrl+Shift+I`, with ⌘ for Ctrl on a Mac. */
export function formatChord(keys: string, mac = isMac()): string {
  const chord = parseChord(keys);
  const key = chord.key.length === 1 ? chord.key.toUpperCase() : chord.key[0]!.toUpperCase() + chord.key.slice(1);
  const parts = [chord.ctrl && (mac ? '⌘' : 'Ctrl'), chord.alt && (mac ? '⌥' : 'Alt'), chord.shift && 'Shift', key];
  return parts.filter(Boolean).join('+');
}

function isMac(): boolean {
  return typeof navigator !== 'undefined' && /Mac/i.test(navigator.platform);
}

/** Whether the key press happened while typing: in a text field, a text area, a select or editable content. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(type);
}
