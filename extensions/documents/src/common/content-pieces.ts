import { joinContent } from '@ontobench/sdk/common';
import type { DocNode } from './api.ts';

/**
 * Stored pieces (the SDK's `splitContent`: DOC_PROP.content, publicContent, linkContent) back to the
 * content tree; null when there are none or they do not read as a node (a broken value is no content
 * rather than an error page).
 */
export function parseContent(pieces: readonly string[]): DocNode | null {
  if (pieces.length === 0) return null;
  try {
    const node: unknown = JSON.parse(joinContent(pieces));
    return typeof node === 'object' && node !== null && typeof (node as DocNode).type === 'string'
      ? (node as DocNode)
      : null;
  } catch {
    return null;
  }
}
