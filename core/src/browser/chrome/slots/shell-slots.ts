import { injectable } from 'inversify';
import type { ComponentType } from 'react';
import { RegistryView } from '../../kernel/contributions-view.ts';
import { Registry } from '../../kernel/registry.ts';

/** A panel another extension puts into the shell: the chat drawer or the comments dialog. */
export interface ShellSlotContribution {
  id: string;
  /** Shown on the app-bar button that opens it. */
  labelKey: string;
  /** The extension whose namespace holds labelKey. */
  namespace: string;
  icon: string;
  /** Rendered inside the drawer or dialog while it is open. */
  component: ComponentType<{ onClose: () => void }>;
  /** Where it applies, when not everywhere (e.g. the chat only where the chat section is accessible). */
  isAvailable?: (path: string) => boolean;
}

/** An entry of the user-manuals menu: a link to a manual. */
export interface ManualContribution {
  id: string;
  title: string;
  url: string;
  order?: number;
  /**
   * Where it is listed, when not everywhere: the current path and the id of the registered route it
   * matches (null when none), e.g. a manual shown on its own routes only (spec domain.md §3 "User manual:
   * … exactLink, url, routes").
   */
  isAvailable?: (path: string, routeId: string | null) => boolean;
}

/**
 * An item of the top bar's right side (shell §2, §8: the approvals counter), put there at run time by an
 * extension: a small component, rendered in the extension's error boundary with its texts, left of the
 * recent links. It renders its own button (`className` gives it the bar's colours) or nothing.
 */
export interface AppBarItemContribution {
  id: string;
  component: ComponentType<{ className?: string }>;
  /** Lower first; default 0. */
  order?: number;
  /**
   * A context key (`contextKeys` contribution): the item shows only while it is true for the signed-in
   * user, as a menu entry's `when` (the education area's awaiting-marks counter, for teachers).
   */
  when?: string;
}

/** The manuals listed on a path (and its route): those without `isAvailable`, and those it accepts. */
export function availableManuals(
  manuals: readonly ManualContribution[],
  path: string,
  routeId: string | null,
): ManualContribution[] {
  return manuals.filter((m) => !m.isAvailable || m.isAvailable(path, routeId));
}

/**
 * Places in the shell that other extensions fill at run time (spec shell §2: chat drawer, comments
 * dialog, top-bar items, user manuals menu). An empty slot shows nothing; the app bar's buttons appear with the
 * first contribution. Registering returns a disposable, like every contribution.
 */
@injectable()
export class ShellSlots {
  readonly chat = new Registry<ShellSlotContribution>('chat');
  readonly comments = new Registry<ShellSlotContribution>('comments');
  readonly appBar = new Registry<AppBarItemContribution>(
    'appBar',
    (a, b) => (a.order ?? 0) - (b.order ?? 0) || a.id.localeCompare(b.id),
  );
  readonly manuals = new Registry<ManualContribution>(
    'manuals',
    (a, b) => (a.order ?? 0) - (b.order ?? 0) || a.title.localeCompare(b.title),
  );

  constructor() {
    for (const slot of [this.chat, this.comments, this.appBar, this.manuals]) slot.runtimeContributions = true;
  }
}

/**
 * `Services.Slots`: the slots, read-only. An extension fills one with `ctx.contribute(slots.chat, item)`,
 * which registers under its own id and undoes it when the extension is disabled.
 */
export class ShellSlotsView {
  readonly chat: RegistryView<ShellSlotContribution>;
  readonly comments: RegistryView<ShellSlotContribution>;
  readonly appBar: RegistryView<AppBarItemContribution>;
  readonly manuals: RegistryView<ManualContribution>;

  constructor(slots: ShellSlots) {
    this.chat = new RegistryView(slots.chat);
    this.comments = new RegistryView(slots.comments);
    this.appBar = new RegistryView(slots.appBar);
    this.manuals = new RegistryView(slots.manuals);
  }
}
