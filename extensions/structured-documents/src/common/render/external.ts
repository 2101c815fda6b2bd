import { escapeHtml } from '@ontobench/sdk/common';
import { sourceKind } from '../content-detect.ts';

/** The settings key of external content's address (domain.md §3 "external content"). */
export const EXTERNAL_URL = 'url';

/** External content's address from its settings when it is an http(s) address, else null (nothing else is linked). */
export function externalUrlOf(settings: Record<string, unknown> | undefined): string | null {
  const url = settings?.[EXTERNAL_URL];
  return typeof url === 'string' && url.length <= 2000 && sourceKind(url.trim()) === 'url' ? url.trim() : null;
}

/** The link of an external-content element, escaped; empty when it has no http(s) address. */
export function externalLinkHtml(settings: Record<string, unknown> | undefined): string {
  const url = externalUrlOf(settings);
  if (!url) return '';
  const safe = escapeHtml(url);
  return `<p class="sdoc-external-link"><a href="${safe}" rel="noopener noreferrer nofollow" target="_blank">${safe}</a></p>`;
}
