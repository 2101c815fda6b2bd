import type { ComponentType } from 'react';
import type { AppDeclaration } from '../../common/apps.ts';
import type { TranslationsLoader } from '../i18n/texts-backend.ts';
import type { QuickLaunchSearch } from './quick-launch-kind.ts';
import type { DataClient, HttpClient } from '../services/shell-contracts.ts';

export type { QuickLaunchHit, QuickLaunchQuery, QuickLaunchSearch } from './quick-launch-kind.ts';

/** A module loaded on first use; its default export is the component. */
export type LazyComponent<P = object> = () => Promise<{ default: ComponentType<P> }>;

export type LayoutName = 'empty' | 'public' | 'main' | 'blank' | 'sidebar';
/** An app's id (`apps` point) or `both`, for every app (shell.md §2). */
export type AppTag = string;

/** An app an area declares (shell.md §2, §6): its id, and whether it confines its non-admin users to its routes. */
export type AppContribution = AppDeclaration;

/** A screen, spec shell.md §2: name, path, layout, authentication flag, app tag. */
export interface RouteContribution {
  /** The route name, unique across the product. */
  id: string;
  /** A wouter path pattern, e.g. `/class_list/:term_id?`. */
  path: string;
  layout: LayoutName;
  requiresAuth: boolean;
  app: AppTag;
  adminOnly?: boolean;
  /** Shows the Word-download and print buttons. */
  printable?: boolean;
  /**
   * With `printable`: the API path (e.g. `/api/documents/<id>/docx`) of the page's own Word file, made
   * by the server. The app bar's Word button downloads it with the signed-in HTTP client and saves it
   * under the name the server gives (`Content-Disposition`). Without it the button saves the page's
   * content as HTML in a `.doc` file.
   */
  wordDownload?(params: RoutePageProps['params']): string;
  /** Translation key (in the extension's namespace) of the page title. */
  titleKey?: string;
  page: LazyComponent<RoutePageProps>;
  /**
   * Starts the page's first data request as soon as the route is entered, while its chunk (and the
   * area's activation) still load; the page then takes the answer instead of asking again. Must be
   * light (it lives in the area's entry) and must not throw; a failure is the page's to see when it
   * takes the answer. It may return a promise that settles once its requests went out (its own small
   * chunk loaded first): the page's chunk, whose many small files would otherwise take the browser's six
   * connections first, is requested then, or after 250 ms at most (route-start.ts).
   */
  prefetch?(
    params: RoutePageProps['params'],
    services: RoutePrefetchServices & RouteEntryFacts,
  ): void | Promise<unknown>;
}

export interface RoutePageProps {
  params: Record<string, string | undefined>;
}

/** What a route's `prefetch` is told besides its services: the interface's language the page will show. */
export interface RouteEntryFacts {
  language: string;
}

/** What a route's `prefetch` may use: the signed-in HTTP client and the data API. */
export interface RoutePrefetchServices {
  http: HttpClient;
  data: DataClient;
}

export interface MenuGroupContribution {
  id: string;
  labelKey: string;
  order: number;
}

/** A main-menu entry: opens a route path or runs a command. */
export interface MenuContribution {
  id: string;
  group: string;
  icon: string;
  order: number;
  labelKey: string;
  route?: string;
  command?: string;
  /**
   * For an entry that runs a command: a path whose access rules it follows. The entry shows only to
   * users the route guard lets open that path (e.g. the ontology import follows `/ontologies`, so an
   * education user does not see it). Without it a command entry shows to every signed-in user.
   */
  requiresRoute?: string;
  /**
   * A context key (a `contextKeys` contribution, e.g. `education.teaches`), in the manner of VS Code's
   * `when` clauses: the entry shows only while that key is true for the signed-in user, on top of the
   * route rules above. A key is false until its `evaluate` resolves true (and when it fails, or no
   * extension declares it), so the entry appears only once the answer is in.
   */
  when?: string;
}

/**
 * A context key: a fact about the signed-in user that menu entries show under (`MenuContribution.when`).
 * Its id starts with the declaring extension's id and a dot (`education.teaches`). The shell calls
 * `evaluate` after sign-in, again when another user signs in, when the server says the user's role
 * assignments changed (`core/context`) and when the socket reconnects, and forgets every key on sign-out;
 * the key is true only while the last answer for this user was `true`. A rejection leaves it as it was and
 * is logged. Must be light (it lives in the area's entry, as a route's `prefetch`): one request, no UI.
 */
export interface ContextKeyContribution {
  id: string;
  evaluate(services: RoutePrefetchServices): Promise<boolean>;
}

/** The side menu of a list screen: a create button and a tag filter by class. */
export interface SideMenuContribution {
  id: string;
  /** The id of the route whose page shows this side menu. */
  route: string;
  createLabelKey?: string;
  createCommand?: string;
  /** Tags of this class filter the list. */
  tagFilterClass?: string;
}

/** A kind of object the quick launch (Ctrl+O) opens, and how. */
export interface QuickLaunchKindContribution {
  id: string;
  labelKey: string;
  icon: string;
  /** Class ids whose instances this kind opens. */
  classIds: readonly string[];
  /** A path template with `:id` (and `:class`, the object's class), e.g. `/ontologies/:id`. */
  open: string;
  /**
   * The kind's own search, instead of the shell's `get_data` by name over `classIds`: for objects that
   * search cannot reach (an area's instances of user-made classes) or that open on different routes
   * by what they are. Its hits outrank the generic search's; each may name its own path, label and a
   * detail that tells same-named objects apart (quick-launch-kind.ts).
   */
  search?: QuickLaunchSearch;
}

/**
 * A recent-link type (shell.md §2), declared by the area that owns it. Open: any id of the shape
 * `RECENT_LINK_TYPE_ID_PATTERN`, checked at registration; the id is what a recent link's
 * `businessEntity` holds.
 */
export interface RecentLinkTypeContribution {
  id: string;
  labelKey: string;
  icon: string;
}

/** A component kind of structured documents, domain.md §3 and §5. */
export interface DocumentComponentContribution {
  id: string;
  /** Component kinds this one may be placed in. */
  allowedIn: readonly string[];
  labelKey: string;
  renderer: LazyComponent<DocumentComponentProps>;
  editor?: LazyComponent<DocumentComponentProps>;
}

export interface DocumentComponentProps {
  elementId: string;
  readOnly: boolean;
  /** The element's content (domain §3 element fields), as the structured document holds it. */
  content?: string;
  /** The element's settings JSON, parsed. */
  settings?: Record<string, unknown>;
  /** The element's kind (the contribution's id), for a renderer or editor several kinds share. */
  kind?: string;
  /** The element's title (domain §3 element fields). */
  title?: string;
  /** The kind of the element's container, so an editor can say why a setting does not fit there (§5). */
  parentKind?: string;
  /** How many elements the element's container holds besides it (§5: a generator's table mode wants none). */
  siblingCount?: number;
  /**
   * Editors report changes here; the document saves them (autosave, snapshots). Answers false when the
   * document refused the change (a read-only document, a setting §5 does not allow where the element is).
   */
  onChange?(change: { content?: string; settings?: Record<string, unknown> }): boolean | void;
}

/**
 * A named icon (docs/architecture.md "Core holds mechanisms"): contributions name their icons (`icon:
 * 'ontology'`) and the extension that owns the name registers the component, e.g. a Fluent icon
 * (`OrganizationRegular`). Icons are the one contribution that carries code: a single icon component is
 * tiny, and importing it by name keeps the icon library out of the entry chunk. An unknown name shows
 * the shell's generic icon.
 */
export interface IconContribution {
  id: string;
  component: ComponentType<{ 'aria-hidden'?: boolean | 'true' | 'false' }>;
}

export interface SettingContribution {
  id: string;
  labelKey: string;
  type: 'boolean' | 'string' | 'number';
  default: boolean | string | number;
}

/** A command: data here, its handler bound in `activate`. Running it activates its extension. */
export interface CommandContribution {
  id: string;
  titleKey: string;
}

/** A button of the shell's toolbar area: runs a command. Shown on the given routes, or on every main-layout page. */
export interface ToolbarContribution {
  id: string;
  command: string;
  icon: string;
  /** Translation key (in the extension's namespace) of the button's label and tooltip. */
  labelKey: string;
  order: number;
  /** Ids of the routes whose pages show the button; none: every page of the main layout. */
  routes?: readonly string[];
  /**
   * A path whose access rules the button follows, as a menu entry's `requiresRoute`: it shows only to
   * users the route guard lets open that path (e.g. "start a workflow" follows `/workflows`).
   */
  requiresRoute?: string;
  /** Route params that must have a value for the button to show (e.g. `inst` of `/fact-explorer/:inst?`). */
  requiresParams?: readonly string[];
}

/**
 * What a toolbar button or a key binding hands its command, as the command's one argument: the page's
 * route and its params (the object id of `/termin/:id`…), so a command acts on what the page shows,
 * however it was run. The same for both: the route the user is on and its named params.
 */
export interface PageCommandContext {
  routeId: string | undefined;
  params: Readonly<Record<string, string | undefined>>;
}

/** The first name of `PageCommandContext`, from when only toolbar buttons handed it; the same type. */
export type ToolbarCommandContext = PageCommandContext;

/**
 * A key binding: a key chord that runs a command. `keys` is written `Ctrl+Shift+I` (modifiers Ctrl, Alt,
 * Shift, then one key); Ctrl also matches ⌘ on a Mac. The command receives the page's
 * `PageCommandContext` (its route id and params), as from a toolbar button of that page.
 */
export interface KeyBindingContribution {
  id: string;
  command: string;
  keys: string;
  /** Also fires while the focus is in a text field (off by default, so typing is never hijacked). */
  inInputs?: boolean;
  /** Ids of the routes on which it applies; none: everywhere. */
  routes?: readonly string[];
}

/** An item of a contribution point an extension declared itself; the point's own type says the rest. */
export interface PointItem {
  id: string;
}

/** Translation resources by language, in the extension's own namespace (its id). */
export type Translations = Partial<Record<'ru' | 'en', Record<string, unknown>>>;

export type { TranslationsLoader };

export interface Contributions {
  routes?: RouteContribution[];
  menuGroups?: MenuGroupContribution[];
  menus?: MenuContribution[];
  sideMenus?: SideMenuContribution[];
  quickLaunchKinds?: QuickLaunchKindContribution[];
  recentLinkTypes?: RecentLinkTypeContribution[];
  documentComponents?: DocumentComponentContribution[];
  icons?: IconContribution[];
  apps?: AppContribution[];
  settings?: SettingContribution[];
  commands?: CommandContribution[];
  toolbar?: ToolbarContribution[];
  keyBindings?: KeyBindingContribution[];
  contextKeys?: ContextKeyContribution[];
  /**
   * Items for contribution points other extensions declared (`defineContributionPoint`), by the point's
   * name. Registered with the rest on enable, removed on disable.
   */
  points?: Readonly<Record<string, readonly (PointItem & Record<string, unknown>)[]>>;
  /**
   * The extension's texts: resources by language (registered at once), or a loader that fetches a
   * language's resources when they are first needed: when the extension activates, or when a page
   * that shows its labels (the main menu) is first shown. A loader keeps the texts out of the first page.
   */
  translations?: Translations | TranslationsLoader;
  /**
   * The texts only the extension's own screens and dialogs show, as a loader: fetched when one of them
   * is first shown, so the first page with the main menu fetches only the labels above. The extension's
   * UI (`useT`) reads its page texts first, then `translations`, then the shell's.
   */
  pageTranslations?: TranslationsLoader;
}
