import type { ServerExtension } from '@ontobench/core/node';
import ontology from '@ontobench/ext-ontology/node';

/**
 * The server halves of the first-party extensions, in migration order (an extension whose schema
 * builds on another's comes after it). Each comes from `extensions/<area>/src/node`.
 */
export const serverExtensions: readonly ServerExtension[] = [ontology];
