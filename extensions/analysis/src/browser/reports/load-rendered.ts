import type { HttpClient } from '@ontobench/sdk';
import type { RenderReply, ReportDto } from '../../common/reports/api.ts';
import { getReport, renderStored } from './api.ts';

/** A stored report and its render, read together (the viewer and the blank view). */
export interface RenderedReport {
  report: ReportDto;
  rendered: RenderReply;
}

export async function loadRendered(http: HttpClient, id: string, signal?: AbortSignal): Promise<RenderedReport> {
  const [report, rendered] = await Promise.all([getReport(http, id, signal), renderStored(http, id, signal)]);
  return { report, rendered };
}
