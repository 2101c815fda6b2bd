import {
  PROP,
  UUID_PATTERN,
  filterLiteral,
  inIds,
  rowRefs,
  rowText,
  rowValue,
  type InstanceRow,
} from '@ontobench/sdk/common';
import {
  HttpError,
  readRows,
  unrestrictedReader,
  updateOp,
  writeAsUser,
  type DataReader,
  type RouteRequest,
  type SeedContext,
  type ServerExtensionContext,
  type UserContext,
} from '@ontobench/sdk/node';
import { EDU_CLASS } from '../../common/classes.ts';
import {
  PORTFOLIO_API,
  type PortfolioLink,
  type PortfolioProject,
  type PortfolioProjectInput,
  type PortfolioProjectSummary,
  type PortfolioProjects,
} from '../../common/portfolio/api.ts';
import { PORTFOLIO_PROP } from '../../common/portfolio/schema.ts';
import { authorOf, projectRight, taughtStudents } from './access.ts';
import { projectInput } from './input.ts';

/** One answer for an unknown project, one the user may not read and a malformed id (docs/education.md). */
export const PROJECT_NOT_FOUND = 'Проект не найден';
const WORDS = { forbidden: 'Проект меняет только его автор', missing: PROJECT_NOT_FOUND };
const FIELDS = [PROP.author, PROP.creationDate, PORTFOLIO_PROP.description, PORTFOLIO_PROP.links];

const summary = (row: InstanceRow): PortfolioProjectSummary => {
  const author = authorOf(row);
  const created = rowValue(row, PROP.creationDate);
  return {
    id: row.id,
    name: row.name,
    description: rowText(row, PORTFOLIO_PROP.description) ?? '',
    author: { id: author?.id ?? '', name: author?.name ?? '' },
    created: created === null ? null : String(created).slice(0, 10),
    links: rowRefs(row, PORTFOLIO_PROP.links).length,
  };
};
const byName = (a: PortfolioProjectSummary, b: PortfolioProjectSummary) =>
  a.author.name.localeCompare(b.author.name, 'ru') || a.name.localeCompare(b.name, 'ru');

/**
 * The portfolio part's calls (common/portfolio/api.ts). The server decides who reads what (the author and
 * administrators edit, the student's teachers read, anyone else gets 404), then reads with the unrestricted
 * reader; writes go through the data API as the user, so the store's author rule holds as well. A link must
 * name an object the author may read.
 */
export function registerPortfolio(ctx: ServerExtensionContext): void {
  const read = unrestrictedReader(ctx.data);
  const asUser = (user: UserContext) => (request: Parameters<typeof ctx.data.run>[1]) => ctx.data.run(user, request);

  /** The project of the path and the user's right on it; a 404 when they have none. */
  async function opened(request: RouteRequest, user: UserContext) {
    const id = String(request.params.id ?? '').toLowerCase();
    const row = UUID_PATTERN.test(id)
      ? (await readRows(read, EDU_CLASS.PortfolioProject, FIELDS, { filter: `[id] = ${filterLiteral(id)}` }))[0]
      : undefined;
    const right = row ? await projectRight(read, user, authorOf(row)?.id) : null;
    if (!row || !right) throw new HttpError(404, PROJECT_NOT_FOUND);
    return { row, right };
  }

  async function detail(row: InstanceRow, editable: boolean): Promise<PortfolioProject> {
    const links: PortfolioLink[] = [];
    for (const ref of rowRefs(row, PORTFOLIO_PROP.links)) {
      const kind = await ctx.index.kindOf(ref.id);
      if (kind) links.push({ id: ref.id, name: ref.name, classId: kind.classId });
    }
    const { links: _count, ...rest } = summary(row);
    return { ...rest, links, editable };
  }

  async function reload(id: string): Promise<PortfolioProject> {
    const row = (
      await readRows(read, EDU_CLASS.PortfolioProject, FIELDS, { filter: `[id] = ${filterLiteral(id)}` })
    )[0];
    if (!row) throw new HttpError(404, PROJECT_NOT_FOUND);
    return detail(row, true);
  }

  /** The set_data of a project's fields; every link must be an object the user may read (else a 400). */
  async function writes(user: UserContext, id: string, input: PortfolioProjectInput) {
    const ops: Record<string, unknown>[] = [];
    if (input.name !== undefined) ops.push(updateOp(id, PROP.name, input.name));
    if (input.description !== undefined)
      ops.push(updateOp(id, PORTFOLIO_PROP.description, input.description === '' ? null : input.description));
    if (input.links !== undefined) {
      for (const link of input.links) await checkReadable(asUser(user), link);
      ops.push(updateOp(id, PORTFOLIO_PROP.links, input.links.length > 0 ? input.links : null));
    }
    return ops;
  }

  async function checkReadable(data: DataReader, id: string): Promise<void> {
    const kind = await ctx.index.kindOf(id);
    const seen = kind ? await readRows(data, kind.classId, [], { filter: inIds('id', [id]), limit: 1 }) : [];
    if (seen.length === 0) throw new HttpError(400, `Ссылка проекта: объект ${id} не найден или вам недоступен`);
  }

  ctx.route('GET', PORTFOLIO_API.projects, async (request): Promise<PortfolioProjects> => {
    const user = await request.user();
    const rows = await readRows(read, EDU_CLASS.PortfolioProject, FIELDS, { limit: 20_000 });
    const students = user.isAdmin ? null : await taughtStudents(read, user);
    const mine: PortfolioProjectSummary[] = [];
    const theirs: PortfolioProjectSummary[] = [];
    for (const row of rows) {
      const author = authorOf(row)?.id;
      if (author === user.id) mine.push(summary(row));
      else if (author && (students === null || students.has(author))) theirs.push(summary(row));
    }
    return { mine: mine.sort(byName), students: theirs.sort(byName) };
  });

  ctx.route('POST', PORTFOLIO_API.projects, async (request): Promise<PortfolioProject> => {
    const user = await request.user();
    const input = projectInput(request.body, false);
    const id = crypto.randomUUID();
    const rest = await writes(user, id, { ...input, name: undefined });
    await writeAsUser(
      asUser(user),
      [{ op: 'new', class: EDU_CLASS.PortfolioProject, name: input.name, inst: id }, ...rest],
      WORDS,
    );
    return reload(id);
  });

  ctx.route('GET', PORTFOLIO_API.project(':id'), async (request): Promise<PortfolioProject> => {
    const user = await request.user();
    const { row, right } = await opened(request, user);
    return detail(row, right === 'edit');
  });

  ctx.route('PATCH', PORTFOLIO_API.project(':id'), async (request): Promise<PortfolioProject> => {
    const user = await request.user();
    const { row, right } = await opened(request, user);
    if (right !== 'edit') throw new HttpError(403, WORDS.forbidden);
    const ops = await writes(user, row.id, projectInput(request.body, true));
    if (ops.length > 0) await writeAsUser(asUser(user), ops, WORDS);
    return reload(row.id);
  });

  ctx.route('DELETE', PORTFOLIO_API.project(':id'), async (request) => {
    const user = await request.user();
    const { row, right } = await opened(request, user);
    if (right !== 'edit') throw new HttpError(403, WORDS.forbidden);
    await writeAsUser(asUser(user), [{ op: 'del', inst: row.id }], WORDS);
    return undefined;
  });
}

/** The portfolio part's demo data (a new demo database only): none yet (docs/education.md "Portfolio"). */
export async function seedPortfolio(ctx: SeedContext): Promise<void> {
  void ctx;
}
