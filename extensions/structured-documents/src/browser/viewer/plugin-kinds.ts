import type { DocumentComponentProps } from '@ontobench/sdk';

/** The area's own id: its built-in kinds are rendered by the server, not mounted. */
export const OWN_EXTENSION_ID = 'structured-documents';

/** One element of the rendered HTML that a plugin kind renders: where, which kind, and its props. */
export interface PluginSlot {
  target: HTMLElement;
  kind: string;
  props: DocumentComponentProps;
}

function settingsOf(raw: string | null): Record<string, unknown> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The element's own text, paragraph by paragraph: not its title, not the elements it holds. */
function contentOf(target: HTMLElement): string {
  return [...target.children]
    .filter((child) => !child.classList.contains('sdoc-title') && !child.hasAttribute('data-element'))
    .map((child) => child.textContent ?? '')
    .join('\n\n');
}

/** Slots made already: a later scan (another kind registered) keeps them, and what React mounted in them. */
const made = new WeakMap<HTMLElement, PluginSlot>();

/**
 * The elements of a rendered document whose `data-kind` is one of `kinds` (those other extensions
 * contribute to the document-component point): each becomes an empty slot the kind's renderer is mounted
 * in, read-only, with the element's own text as its content and its `data-settings` as its settings. Nested
 * plugin elements are left to the outer one's renderer. A slot is emptied once; later scans keep it.
 */
export function pluginSlots(root: HTMLElement, kinds: ReadonlySet<string>): PluginSlot[] {
  const slots: PluginSlot[] = [];
  for (const target of root.querySelectorAll<HTMLElement>('[data-kind]')) {
    const kind = target.dataset.kind ?? '';
    const known = made.get(target);
    if (known) {
      if (kinds.has(kind)) slots.push(known);
      continue;
    }
    if (!kinds.has(kind) || !root.contains(target) || target.parentElement?.closest('[data-plugin-slot]')) continue;
    const props: DocumentComponentProps = {
      elementId: target.dataset.element ?? '',
      readOnly: true,
      content: contentOf(target),
      settings: settingsOf(target.getAttribute('data-settings')),
    };
    target.setAttribute('data-plugin-slot', kind);
    target.replaceChildren();
    const slot = { target, kind, props };
    made.set(target, slot);
    slots.push(slot);
  }
  return slots;
}
