import { ALLOWED_IN } from './allowed-in.ts';
import { BUILT_IN_KINDS, isListKind } from './kinds.ts';

export { ALLOWED_IN } from './allowed-in.ts';

/**
 * Where each component may be placed (domain.md §5 "Structured document containers") and who may change
 * it (§5 access rights). Checked by the editor before an insert, move or paste, and by the server on
 * every save, so the two can never disagree.
 */

/** A generator's mode (§5): free (in content places) or table (fills an empty table). */
export type GeneratorMode = 'free' | 'table';

/** What a rule may need besides the two kinds: for a generator, its mode and whether the table is empty. */
export interface PlaceContext {
  /** The generator's mode; free when not given. */
  generatorMode?: GeneratorMode;
  /** Whether the parent has no children (not counting the element being placed); false when not given. */
  parentIsEmpty?: boolean;
}

/** A kind and the kinds it may be placed in: a built-in row or a plugin's document component. */
export interface KindPlacement {
  id: string;
  allowedIn: readonly string[];
}

/**
 * The container rules of one registry: the built-in table plus the kinds plugins contribute
 * (`{ id, allowedIn }`, the document-component contribution). A plugin cannot change a built-in row
 * (the §5 table holds whatever is installed); the first entry for an id wins. Unknown kinds are allowed
 * nowhere.
 */
export class ContainerRules {
  private readonly places = new Map<string, ReadonlySet<string>>();

  constructor(extra: Iterable<KindPlacement> = []) {
    for (const kind of BUILT_IN_KINDS) this.places.set(kind, new Set(ALLOWED_IN[kind]));
    for (const { id, allowedIn } of extra) if (!this.places.has(id)) this.places.set(id, new Set(allowedIn));
  }

  /** Whether the kind is built in or was added. */
  knows(kind: string): boolean {
    return this.places.has(kind);
  }

  /** The kinds this one may be placed in (for a generator: both modes'); none for an unknown kind. */
  allowedIn(kind: string): readonly string[] {
    return [...(this.places.get(kind) ?? [])];
  }

  /** Whether a `childKind` element may be placed in a `parentKind` element (§5). */
  canContain(parentKind: string, childKind: string, ctx: PlaceContext = {}): boolean {
    if (!this.places.get(childKind)?.has(parentKind)) return false;
    if (childKind !== 'generator') return true;
    const mode = ctx.generatorMode ?? 'free';
    if (parentKind === 'table') return mode === 'table' && ctx.parentIsEmpty === true;
    return mode === 'free';
  }

  /** The kinds that may be placed in a `parentKind` element, in registration order (an insert menu). */
  kindsAllowedIn(parentKind: string, ctx: PlaceContext = {}): string[] {
    const kinds: string[] = [];
    for (const kind of this.places.keys()) {
      const generatorCtx =
        kind === 'generator' && parentKind === 'table' ? { ...ctx, generatorMode: 'table' as const } : ctx;
      if (this.canContain(parentKind, kind, generatorCtx)) kinds.push(kind);
    }
    return kinds;
  }
}

/** The built-in kinds' rules alone. */
export const BUILT_IN_RULES = new ContainerRules();

/** Whether a `childKind` element may be placed in a `parentKind` element, by the built-in table of §5. */
export function canContain(parentKind: string, childKind: string, ctx?: PlaceContext): boolean {
  return BUILT_IN_RULES.canContain(parentKind, childKind, ctx);
}

/** A document's access rights (§3 document state, §5): read, edit content, edit structure. */
export interface AccessRights {
  readOnly: boolean;
  editContentAllowed: boolean;
  editStructureAllowed: boolean;
}

/** The rights given; read-only when neither edit right is given (§5), or when the document is read-only anyway. */
export function rightsFrom(given: {
  editContentAllowed?: boolean;
  editStructureAllowed?: boolean;
  readOnly?: boolean;
}): AccessRights {
  const editContentAllowed = given.editContentAllowed === true;
  const editStructureAllowed = given.editStructureAllowed === true;
  const readOnly = given.readOnly === true || (!editContentAllowed && !editStructureAllowed);
  return {
    readOnly,
    editContentAllowed: editContentAllowed && !readOnly,
    editStructureAllowed: editStructureAllowed && !readOnly,
  };
}

/** What is done to an element. */
export type EditAction = 'insert' | 'delete' | 'move' | 'edit';

/** Why an edit is refused by the rights: the document is read-only, or this kind needs a right not given. */
export type RightsRefusal = 'readOnly' | 'noRights';

/** Whether changing this kind needs the structure-edit right (§5: sections and lists do). */
export function needsStructureRight(kind: string): boolean {
  return kind === 'section' || isListKind(kind);
}

/**
 * Why the action on a `kind` element is refused, or null when it is allowed (§5): everything is refused
 * when read-only; sections and lists need edit structure; other components edit content or edit structure.
 * The action does not change the answer today; it is named so that a refusal can say what was refused.
 */
export function editRefusal(rights: AccessRights, kind: string, _action: EditAction): RightsRefusal | null {
  if (rights.readOnly) return 'readOnly';
  if (needsStructureRight(kind)) return rights.editStructureAllowed ? null : 'noRights';
  return rights.editContentAllowed || rights.editStructureAllowed ? null : 'noRights';
}

/** Whether the action on a `kind` element is allowed by the rights (§5). */
export function mayEdit(rights: AccessRights, kind: string, action: EditAction): boolean {
  return editRefusal(rights, kind, action) === null;
}

/** Whether a `kind` element may be highlighted (§5: a generator may not). */
export function mayHighlight(kind: string): boolean {
  return kind !== 'generator';
}
