import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, reaction, type IReactionDisposer } from 'mobx';
import type { RuntimeEnvironment } from '../../common/environment.ts';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import { composeTitle } from './compose-title.ts';

export { composeTitle } from './compose-title.ts';

@injectable()
export class TitleService {
  pageTitle: string | null = null;

  constructor(@inject(CORE_TOKENS.Environment) private readonly environment: RuntimeEnvironment) {
    makeObservable(this, { pageTitle: observable, setPageTitle: action });
  }

  get documentTitle(): string {
    const { defaultTitle, customerName } = this.environment.branding;
    return composeTitle(this.pageTitle, defaultTitle, customerName);
  }

  setPageTitle(title: string | null): void {
    this.pageTitle = title;
  }

  /** Keeps `document.title` in step; returns the stopper. */
  bindDocumentTitle(): IReactionDisposer {
    return reaction(
      () => this.documentTitle,
      (title) => (document.title = title),
      { fireImmediately: true },
    );
  }
}
