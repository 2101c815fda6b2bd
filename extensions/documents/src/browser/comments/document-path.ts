/** `/docs/view/{id}` and `/docs/edit/{id}`: the routes where the comments dialog shows a document's comments. */
const DOCUMENT_PATH = /^\/docs\/(?:view|edit)\/([0-9a-fA-F-]{36})\/?$/;

/** The document id of a viewer or editor path, else null. */
export function documentIdInPath(path: string): string | null {
  return DOCUMENT_PATH.exec(path.split(/[?#]/)[0] ?? '')?.[1] ?? null;
}
