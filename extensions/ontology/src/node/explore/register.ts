import {
  HttpError,
  unrestrictedReader,
  type ServerExtensionContext,
  type UserContext,
  dataAs,
} from '@ontobench/sdk/node';
import { EXPLORE_PROCEDURES, PUBLIC_DOC_PATH } from '../../common/explore.ts';
import { readOntologyState } from '../exchange/state-reader.ts';
import { checkDocId, isPublicOntology, onlyOwnTerms, PUBLIC_DOC_NOT_FOUND, readSynonyms } from './public-doc.ts';
import { searchTerms } from './search.ts';
import { readTerm, type Reader } from './term.ts';

/**
 * The explore part's endpoints: the term view (fact explorer and term page), the ontology search and
 * the public documentation page. Signed-in calls read as the user through the data API.
 */
export function registerExplore(ctx: ServerExtensionContext): void {
  // A procedure receives the viewer (id, isAdmin, roles): the data API needs no more of a user than that.
  const readerOf = (user: unknown): Reader => dataAs(ctx.data, user as UserContext);

  ctx.procedure(EXPLORE_PROCEDURES.term, (payload, { user }) =>
    readTerm(ctx.index, readerOf(user), (payload as { id?: unknown } | null)?.id),
  );
  ctx.procedure(EXPLORE_PROCEDURES.search, (payload, { user }) => searchTerms(ctx.index, readerOf(user), payload));

  // No sign-in: the document of a public ontology (PROP.isPublic), its own terms only; 404 otherwise.
  ctx.route('GET', `${PUBLIC_DOC_PATH}/:id`, async (request) => {
    const id = checkDocId(request.params.id);
    if (!(await isPublicOntology(ctx.index, id))) throw new HttpError(404, PUBLIC_DOC_NOT_FOUND);
    // Public: the ontology was just checked to be public, and only it and its members are read.
    const read = unrestrictedReader(ctx.data);
    const [state, synonyms] = await Promise.all([readOntologyState(read, id), readSynonyms(read, id)]);
    return onlyOwnTerms(state, synonyms);
  });
}
