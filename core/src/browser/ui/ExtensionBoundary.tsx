import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { PageTextsReady } from '../i18n/page-texts.tsx';
import { ExtensionIdContext } from './kernel-context.tsx';

interface Props {
  extensionId: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  attempt: number;
}

/**
 * Everything an extension renders sits inside one of these, keyed by the extension's id:
 * when its UI throws, the message stays in its own box and the shell goes on. It renders the UI once
 * the extension's page texts are there.
 */
export class ExtensionBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[extension ${this.props.extensionId}]`, error, info.componentStack);
  }

  private readonly retry = () => this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));

  override render() {
    const { extensionId, children } = this.props;
    if (this.state.error) {
      return <ExtensionErrorView extensionId={extensionId} error={this.state.error} onRetry={this.retry} />;
    }
    return (
      <ExtensionIdContext.Provider value={extensionId} key={this.state.attempt}>
        <PageTextsReady extensionId={extensionId}>{children}</PageTextsReady>
      </ExtensionIdContext.Provider>
    );
  }
}

function ExtensionErrorView(props: { extensionId: string; error: Error; onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <MessageBar intent="error" layout="multiline" role="alert" data-extension-error={props.extensionId}>
      <MessageBarBody>
        <MessageBarTitle>{t('extensionError.title', { id: props.extensionId })}</MessageBarTitle>
        {props.error.message}
      </MessageBarBody>
      <MessageBarActions>
        <Button onClick={props.onRetry}>{t('extensionError.retry')}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
