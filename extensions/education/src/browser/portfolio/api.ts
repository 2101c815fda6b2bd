import { apiRequest, replyDone, replyJson, type HttpClient } from '@ontobench/sdk';
import {
  PORTFOLIO_API,
  type PortfolioProject,
  type PortfolioProjectInput,
  type PortfolioProjects,
} from '../../common/portfolio/api.ts';

/** The portfolio part's calls (common/portfolio/api.ts). */
export const portfolioApi = {
  list: async (http: HttpClient, signal?: AbortSignal) =>
    replyJson<PortfolioProjects>(await apiRequest(http, 'GET', PORTFOLIO_API.projects, undefined, signal)),
  get: async (http: HttpClient, id: string, signal?: AbortSignal) =>
    replyJson<PortfolioProject>(await apiRequest(http, 'GET', PORTFOLIO_API.project(id), undefined, signal)),
  create: async (http: HttpClient, input: PortfolioProjectInput) =>
    replyJson<PortfolioProject>(await apiRequest(http, 'POST', PORTFOLIO_API.projects, input)),
  update: async (http: HttpClient, id: string, input: PortfolioProjectInput) =>
    replyJson<PortfolioProject>(await apiRequest(http, 'PATCH', PORTFOLIO_API.project(id), input)),
  remove: async (http: HttpClient, id: string) =>
    replyDone(await apiRequest(http, 'DELETE', PORTFOLIO_API.project(id))),
};
