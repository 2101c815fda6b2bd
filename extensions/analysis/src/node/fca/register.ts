import { fileReply, HttpError, type RouteRequest, type ServerExtensionContext, dataAs } from '@ontobench/sdk/node';
import { FCA_API, type FcaContextInfo } from '../../common/fca/api.ts';
import { contextCsv } from '../../common/fca/csv.ts';
import { FCA_CLASS, FCA_PROP } from '../../common/fca/schema.ts';
import { latticeSvg } from '../../common/fca/svg.ts';
import { buildContext, latticeOf } from './build.ts';
import {
  checkContextId,
  checkCreate,
  listContexts,
  readClassName,
  readContext,
  readProperties,
} from './definitions.ts';

/** A download's name: the context's name (fileReply strips what a file name may not hold). */
const fileName = (name: string, ext: string) => `${name || 'fca'}.${ext}`;

/**
 * The FCA calls (issue 18 item 5): the user's formal-context definitions (list, create, read, delete),
 * the concept lattice with its Hasse layout, the context as CSV and the diagram as SVG. Everything is read
 * and written as the signed-in user through the data API, so the store's access rules decide: another
 * user's context is a 404, and the objects are the individuals the user may read.
 */
export function registerFca(ctx: ServerExtensionContext): void {
  /** The signed-in user's reader and the context of the path (404 when they may not read it). */
  const opened = async (request: RouteRequest) => {
    const user = await request.user();
    const read = dataAs(ctx.data, user);
    const definition = await readContext(read, checkContextId(request.params.id));
    return { user, read, definition };
  };

  ctx.route('GET', FCA_API.list, async (request) => {
    const user = await request.user();
    return listContexts(dataAs(ctx.data, user));
  });

  ctx.route('POST', FCA_API.list, async (request): Promise<FcaContextInfo> => {
    const user = await request.user();
    const read = dataAs(ctx.data, user);
    const body = checkCreate(request.body);
    const className = await readClassName(read, body.classId);
    const properties = await readProperties(read, body.propertyIds);
    const inst = crypto.randomUUID();
    await ctx.data.run(user, {
      act: 'set_data',
      data: [
        { op: 'new', class: FCA_CLASS.FcaContext, name: body.name, inst },
        { op: 'upd', inst, prop: FCA_PROP.sourceClass, val: body.classId },
        ...properties.map((p) => ({ op: 'add' as const, inst, prop: FCA_PROP.properties, val: p.id })),
      ],
    });
    return {
      id: inst,
      name: body.name,
      classId: body.classId,
      className,
      properties: properties.map((p) => ({ id: p.id, name: p.name })),
    };
  });

  ctx.route('GET', FCA_API.context(':id'), async (request) => (await opened(request)).definition);

  ctx.route('DELETE', FCA_API.context(':id'), async (request) => {
    const { user, definition } = await opened(request);
    try {
      await ctx.data.run(user, { act: 'set_data', data: [{ op: 'del', inst: definition.id }] });
    } catch (error) {
      // Read through an assignment but not theirs to delete.
      if (error instanceof HttpError && error.statusCode === 403)
        throw new HttpError(403, 'Удалить контекст может его автор');
      throw error;
    }
    return undefined;
  });

  ctx.route('POST', FCA_API.lattice(':id'), async (request) => {
    const { read, definition } = await opened(request);
    return latticeOf(await buildContext(read, definition));
  });

  ctx.route('GET', FCA_API.csv(':id'), async (request) => {
    const { read, definition } = await opened(request);
    const context = await buildContext(read, definition);
    return fileReply(contextCsv(context), {
      contentType: 'text/csv; charset=utf-8',
      fileName: fileName(definition.name, 'csv'),
    });
  });

  ctx.route('GET', FCA_API.svg(':id'), async (request) => {
    const { read, definition } = await opened(request);
    const context = await buildContext(read, definition);
    const lattice = latticeOf(context);
    return fileReply(latticeSvg(context, lattice, lattice.layout, definition.name), {
      contentType: 'image/svg+xml; charset=utf-8',
      fileName: fileName(definition.name, 'svg'),
    });
  });
}
