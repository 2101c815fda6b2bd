import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './http-error.ts';

/** Form bodies may carry files (e.g. the diff's two state files): more room than JSON's 1 MB. */
export const FORM_BODY_LIMIT = 32 * 1024 * 1024;
const FORM_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded'];

/**
 * Lets extension routes take HTML forms (spec domain.md §7 `POST ontologyDiff/diff` is a form):
 * `multipart/form-data` and `application/x-www-form-urlencoded` become a plain object of fields,
 * each a string (an uploaded file's text) or a list of strings when a name repeats. Parsed by the
 * platform's own `Response.formData()` (undici), so no multipart library is needed.
 */
export function acceptFormBodies(app: FastifyInstance): void {
  for (const type of FORM_TYPES) {
    if (app.hasContentTypeParser(type)) continue;
    app.addContentTypeParser(
      type,
      { parseAs: 'buffer', bodyLimit: FORM_BODY_LIMIT },
      async (request: FastifyRequest, body: Buffer) => {
        const contentType = String(request.headers['content-type'] ?? type);
        let form: FormData;
        try {
          form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
        } catch {
          throw new HttpError(400, 'The form body cannot be read');
        }
        const fields: Record<string, string | string[]> = {};
        for (const [name, value] of form.entries()) {
          const text = typeof value === 'string' ? value : await value.text();
          const prior = fields[name];
          fields[name] = prior === undefined ? text : Array.isArray(prior) ? [...prior, text] : [prior, text];
        }
        return fields;
      },
    );
  }
}
