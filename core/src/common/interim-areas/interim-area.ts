import type { AccessPolicy } from '../access-policy.ts';
import type { AppDeclaration } from '../apps.ts';
import type { SchemaDeclaration } from '../ontology/schema-types.ts';

/**
 * What an area that has no extension yet already needs in the running product, declared with the same
 * fields a server extension uses (`id`, `schema`, `accessPolicy`), so moving it into the area's extension
 * is a move, not a rewrite.
 *
 * Why this folder exists (docs/architecture.md "Core holds mechanisms"): the education and diagram
 * areas are not built, yet their data is already stored and their rules already hold — the demo and
 * stored assignments point at the education roles' fixed ids, and an assignment with role code
 * `reader`, `student` or `customer` has always been read-only. Those must keep working on a bare
 * server, so the server registers these declarations itself, through the very points an extension
 * uses. This is the one first-party place for them; nothing else in core names an area's role. When
 * an area's extension is built, its entry moves there and leaves this list.
 */
export interface InterimArea {
  /** The id the area's extension will have; also the owner of the schema rows. */
  readonly id: string;
  readonly schema?: Omit<SchemaDeclaration, 'owner'>;
  readonly accessPolicy?: AccessPolicy;
  /** Apps of the area (browser `apps` point), e.g. the education app. */
  readonly apps?: readonly AppDeclaration[];
}
