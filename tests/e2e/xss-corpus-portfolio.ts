import type { APIRequestContext } from '@playwright/test';
import { PORTFOLIO_API } from '../../extensions/education/src/common/portfolio/api.ts';
import { PAYLOADS } from './xss-corpus.ts';

/** The corpus's portfolio project (issue 20 item 6). */
export interface PortfolioCorpus {
  portfolioProject: string;
}

/**
 * Stores a portfolio project of the corpus's user whose name and description are payloads and which links
 * to the corpus's class (itself named with one), so `/portfolio-projects` and the project's page carry them.
 */
export async function storePortfolioCorpus(
  request: APIRequestContext,
  token: string,
  mark: string,
  ids: { cls: string },
): Promise<PortfolioCorpus> {
  const reply = await request.post(`/api/${PORTFOLIO_API.projects}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name: `${mark} проект ${PAYLOADS[1]}`, description: `${mark} ${PAYLOADS[4]}`, links: [ids.cls] },
  });
  if (!reply.ok()) throw new Error(`the corpus's portfolio project: ${reply.status()} ${await reply.text()}`);
  return { portfolioProject: ((await reply.json()) as { id: string }).id };
}
