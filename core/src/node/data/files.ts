import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Authenticator } from '../auth/user-context.ts';
import { contentDisposition } from '../http/file-reply.ts';
import { HttpError } from '../http/http-error.ts';
import type { SqlStore } from '../store/sql-store.ts';
import { textValueRows } from '../store/sql-expressions.ts';
import { readableSql } from './access.ts';
import { SqlParams } from './sql-params.ts';
import { UUID_PATTERN } from '../../common/uuid.ts';

export const MAX_FILE_BYTES = 20 * 1024 * 1024;

/**
 * File values (base type `file`): the bytes are uploaded first (`POST file`), the returned id is then
 * stored as the value with set_data. `POST file/remove-all {ids}` removes the files of deleted instances.
 */
export async function registerFileRoutes(
  app: FastifyInstance,
  store: SqlStore,
  authenticator: Authenticator,
): Promise<void> {
  await app.register(async (scope) => {
    // Raw bytes only in this scope: everywhere else a body is JSON.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_FILE_BYTES }, (_req, body, done) =>
      done(null, body),
    );

    scope.post<{ Querystring: { inst?: string } }>(
      '/api/file',
      { bodyLimit: MAX_FILE_BYTES },
      async (request, reply) => {
        const user = await authenticator.require(request);
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0)
          throw new HttpError(400, 'file: the request body must hold the file’s bytes');
        const name = fileName(request.headers['x-file-name']);
        const inst = request.query.inst;
        if (inst !== undefined && !UUID_PATTERN.test(inst)) throw new HttpError(400, 'file: inst must be an id (uuid)');
        const mime = String(request.headers['content-type'] ?? 'application/octet-stream')
          .split(';')[0]!
          .trim()
          .slice(0, 200);
        const id = randomUUID();
        const sha256 = createHash('sha256').update(body).digest('hex');
        await store.query(
          'insert into ob_file (id, name, mime, size, sha256, content, author, inst) values ($1, $2, $3, $4, $5, $6, $7, $8)',
          [id, name, mime, body.length, sha256, body, user.id, inst ?? null],
        );
        return reply.code(201).send({ id, name, mime, size: body.length, sha256 });
      },
    );
  });

  app.get<{ Params: { id: string } }>('/api/file/:id', async (request, reply) => {
    const user = await authenticator.require(request);
    const id = request.params.id;
    if (!UUID_PATTERN.test(id)) throw new HttpError(400, 'file: the id must be a uuid');
    const p = new SqlParams();
    const idParam = p.add(id);
    // The uploader, an administrator, or anyone who may read an instance holding the file as a value.
    const found = await store.query<{ name: string; mime: string; content: Buffer | Uint8Array }>(
      `select f.name, f.mime, f.content from ob_file f where f.id = ${idParam}::uuid and (
         ${user.isAdmin ? 'true' : `f.author = ${p.add(user.id)}::uuid`}
         or exists (select 1 from ob_value v join ob_instance i on i.id = v.inst where v.val = ${p.add(id.toLowerCase())} and ${textValueRows('v')} and ${readableSql('i', user, p)}))`,
      p.values,
    );
    const file = found.rows[0];
    if (!file) throw new HttpError(404, `file: no file ${id}`);
    return reply
      .header('content-type', file.mime)
      .header('content-disposition', contentDisposition(file.name))
      .send(Buffer.from(file.content));
  });

  app.post('/api/file/remove-all', async (request) => {
    const user = await authenticator.require(request);
    const body = request.body as { ids?: unknown } | null;
    const ids = body?.ids;
    if (
      !Array.isArray(ids) ||
      ids.length === 0 ||
      ids.length > 10_000 ||
      !ids.every((x) => typeof x === 'string' && UUID_PATTERN.test(x))
    ) {
      throw new HttpError(400, 'file/remove-all: ids must be a non-empty list of ids (uuid)');
    }
    // Files of the given instances (or the files themselves) that no value refers to any more.
    const removed = await store.query(
      `delete from ob_file f where (f.inst = any($1::uuid[]) or f.id = any($1::uuid[]))
         and ($2::boolean or f.author = $3::uuid)
         and not exists (select 1 from ob_value v where v.val = f.id::text and ${textValueRows('v')})
       returning f.id`,
      [ids, user.isAdmin, user.id],
    );
    return { removed: removed.rowCount };
  });
}

function fileName(header: string | string[] | undefined): string {
  const raw = Array.isArray(header) ? header[0] : header;
  if (!raw) return 'file';
  let name: string;
  try {
    name = decodeURIComponent(raw);
  } catch {
    throw new HttpError(400, 'file: x-file-name must be URI-encoded');
  }
  // A name, not a path: nothing a download could use to climb folders.
  const safe = [...name].map((c) => (c === '/' || c === '\\' || c.charCodeAt(0) < 0x20 ? '_' : c)).join('');
  return safe.slice(0, 255) || 'file';
}
