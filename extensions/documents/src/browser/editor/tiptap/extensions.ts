import { Extension, type AnyExtension } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import { isSafeImageSrc, isSafeLinkHref, isSafeStoredImageSrc } from '../../../common/content/safe-url.ts';

/** What the editor's own shortcuts do; the page supplies them. */
export interface EditorShortcuts {
  /** Ctrl+K: the link dialog (the shortcut of the word processors people know). */
  openLink(): void;
  /** Ctrl+Shift+K: the reference picker. */
  openReference(): void;
}

/**
 * The editor's schema and behaviour: StarterKit (headings, marks incl. underline and link, lists, quote,
 * code block, undo/redo with TipTap's shortcuts), tables, images. Links pass only http(s):, mailto: and
 * in-app paths (also when pasted or typed: `isAllowedUri` is asked every time); images only http(s):.
 * Nothing here renders HTML from the stored JSON outside ProseMirror's own schema: unknown nodes are
 * dropped by the schema when the document is loaded.
 */
export function editorExtensions(shortcuts: EditorShortcuts): AnyExtension[] {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3] },
      link: {
        openOnClick: false,
        autolink: true,
        protocols: ['mailto'],
        isAllowedUri: (url) => isSafeLinkHref(url),
        HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null },
      },
    }),
    TableKit.configure({ table: { resizable: false } }),
    Image.extend({
      // A pasted image whose address is not allowed is not an image (a data: or javascript: src).
      parseHTML() {
        return [{ tag: 'img[src]', getAttrs: (el) => (isSafeImageSrc(el.getAttribute('src') ?? '') ? null : false) }];
      },
      addAttributes() {
        const attributes = this.parent?.() ?? {};
        return {
          ...attributes,
          // Stored content is shown only with an address the renderers would show too.
          src: {
            default: null,
            renderHTML: (attrs: { src?: unknown }) =>
              typeof attrs.src === 'string' && isSafeStoredImageSrc(attrs.src) ? { src: attrs.src } : {},
          },
        };
      },
    }).configure({ allowBase64: false }),
    Extension.create({
      name: 'ontobenchShortcuts',
      addKeyboardShortcuts() {
        return {
          'Mod-k': () => {
            shortcuts.openLink();
            return true;
          },
          'Mod-Shift-k': () => {
            shortcuts.openReference();
            return true;
          },
        };
      },
    }),
  ];
}
