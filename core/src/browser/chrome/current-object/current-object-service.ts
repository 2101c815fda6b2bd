import { inject, injectable } from 'inversify';
import type { Container } from 'inversify';
import { action, makeObservable, observableRef } from 'mobx';
import { Disposable } from '../../../common/disposable.ts';
import { PROP } from '../../../common/ontology/system-ontology.ts';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';

/** The object a page shows (spec shell §2: route params id or map_id identify it). */
export interface CurrentObject {
  id: string;
  name: string;
  /** Called after the shell renamed the object, so the page can show the new name. */
  onRenamed?: (name: string) => void;
}

/**
 * The page's current object, told to the shell by `useCurrentObject`; the app bar offers
 * administrators a pencil to rename it.
 */
@injectable()
export class CurrentObjectService {
  current: CurrentObject | undefined = undefined;

  constructor(@inject(CORE_TOKENS.Container) private readonly container: Container) {
    makeObservable<CurrentObjectService, 'replace'>(this, { current: observableRef, replace: action });
  }

  /** The page shows this object until the returned disposable runs (the page leaves). */
  set(object: CurrentObject): Disposable {
    this.replace(object);
    return Disposable.create(() => {
      if (this.current === object) this.replace(undefined);
    });
  }

  /** Renames through set_data `upd` on the name property; throws on an empty name or a refused write. */
  async rename(name: string): Promise<void> {
    const object = this.current;
    const next = name.trim();
    if (!object) throw new Error('No current object to rename');
    if (next === '') throw new RangeError('empty-name');
    await this.container.get(CORE_TOKENS.Data).setData([{ op: 'upd', inst: object.id, prop: PROP.name, val: next }]);
    if (this.current === object) this.replace({ ...object, name: next });
    this.container.get(CORE_TOKENS.Title).setPageTitle(next);
    object.onRenamed?.(next);
  }

  private replace(object: CurrentObject | undefined): void {
    this.current = object;
  }
}
