import type { Reference, Resolve } from '../../common/references/index.ts';
import type { DataReader } from './unrestricted-reader.ts';
import { serviceToken } from './services.ts';

/** A `Resolve` that can be handed every reference of a text first, to ask for them in batches. */
export type BatchResolve = Resolve & { prefetch(refs: readonly Reference[]): Promise<void> };

/**
 * The term resolution of domain.md §7 on the server: references in text (§5) resolved to their targets
 * as the reader's user. The documents area provides it; an area that shows text with references (the
 * structured documents' render) declares it `optional` and shows display names without it.
 */
export interface TermResolution {
  /** A resolver reading as `read`'s user, each reference asked once. */
  resolverFor(read: DataReader): BatchResolve;
}

/** The token of the term-resolution service. */
export const TERM_RESOLUTION = serviceToken<TermResolution>('documents.TermResolution');
