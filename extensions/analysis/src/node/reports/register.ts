import {
  fileReply,
  HttpError,
  type DataReader,
  type ServerExtensionContext,
  type UserContext,
  dataAs,
} from '@ontobench/sdk/node';
import type { RenderReply, ReportDto } from '../../common/reports/api.ts';
import { REPORTS_API } from '../../common/reports/api.ts';
import { renderReport, TemplateError } from '../../common/reports/template/index.ts';
import { XLSX_TYPE } from '../search/export.ts';
import { reportDocx } from './docx.ts';
import { runSources } from './sources.ts';
import { checkPreview, readReportRow, readReportRows, reportDto, reportWrites } from './store.ts';
import { reportXlsx } from './xlsx.ts';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A file name from a report's name: without the characters file systems refuse. */
const fileName = (name: string, ext: string) => `${name.replace(/[\\/:*?"<>|\n\r\t]/g, ' ').trim() || 'Отчёт'}.${ext}`;

/**
 * The reports' calls (domain.md §3 "Report"; issue 18 item 3): list, create, read, change and delete a
 * report; render it (or an unsaved one: the designer's preview) to safe HTML; export it as .docx and
 * .xlsx. Everything runs as the signed-in user through the data API: another user's report is not found
 * (404), each source search runs as the user and one they may not read shows §8's text in its place.
 */
export function registerReports(ctx: ServerExtensionContext): void {
  const reader = (user: UserContext): DataReader => dataAs(ctx.data, user);

  /** Runs the sources and renders; a name the template uses that the sources lack is a 400 at its place. */
  async function render(read: DataReader, report: Pick<ReportDto, 'name' | 'annotation' | 'template' | 'sources'>) {
    const ran = await runSources(read, ctx.log, report.sources);
    const data = ran.map((r) => r.data);
    try {
      const today = new Date().toISOString().slice(0, 10);
      const out = renderReport(report.template, { report, today, sources: data });
      const reply: RenderReply = { html: out.html, sources: ran.map((r) => r.info) };
      return { ...out, reply, data };
    } catch (error) {
      if (error instanceof TemplateError) throw new HttpError(400, error.message);
      throw error;
    }
  }

  const stored = async (request: { params: Readonly<Record<string, string>>; user(): Promise<UserContext> }) => {
    const read = reader(await request.user());
    return { read, report: reportDto(await readReportRow(read, request.params.id ?? '')) };
  };

  ctx.route('GET', REPORTS_API.list, async (request) => {
    const rows = await readReportRows(reader(await request.user()));
    return { reports: rows.map(reportDto) };
  });

  ctx.route('POST', REPORTS_API.list, async (request) => {
    const user = await request.user();
    const { id, data } = await reportWrites(reader(user), null, request.body);
    await ctx.data.run(user, { act: 'set_data', data });
    return reportDto(await readReportRow(reader(user), id));
  });

  ctx.route('GET', REPORTS_API.report(':id'), async (request) => (await stored(request)).report);

  ctx.route('PUT', REPORTS_API.report(':id'), async (request) => {
    const user = await request.user();
    const row = await readReportRow(reader(user), request.params.id ?? '');
    const { data } = await reportWrites(reader(user), row.id, request.body);
    await ctx.data.run(user, { act: 'set_data', data });
    return reportDto(await readReportRow(reader(user), row.id));
  });

  ctx.route('DELETE', REPORTS_API.report(':id'), async (request) => {
    const user = await request.user();
    const row = await readReportRow(reader(user), request.params.id ?? '');
    await ctx.data.run(user, { act: 'set_data', data: [{ op: 'del', inst: row.id, del_force: true }] });
    return undefined;
  });

  ctx.route('POST', REPORTS_API.render(':id'), async (request): Promise<RenderReply> => {
    const { read, report } = await stored(request);
    return (await render(read, report)).reply;
  });

  ctx.route('POST', REPORTS_API.preview, async (request): Promise<RenderReply> => {
    const read = reader(await request.user());
    const body = checkPreview(request.body);
    return (await render(read, { ...body, name: body.name ?? '', annotation: body.annotation ?? '' })).reply;
  });

  ctx.route('GET', REPORTS_API.docx(':id'), async (request) => {
    const { read, report } = await stored(request);
    const { blocks, notes } = await render(read, report);
    const body = await reportDocx(report.name, blocks, notes);
    return fileReply(new Uint8Array(body), { contentType: DOCX_TYPE, fileName: fileName(report.name, 'docx') });
  });

  ctx.route('GET', REPORTS_API.xlsx(':id'), async (request) => {
    const { read, report } = await stored(request);
    const { blocks, notes, data } = await render(read, report);
    const body = await reportXlsx(blocks, notes, data);
    return fileReply(new Uint8Array(body), { contentType: XLSX_TYPE, fileName: fileName(report.name, 'xlsx') });
  });
}
