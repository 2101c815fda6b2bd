import { act, fireEvent, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHELL_CONSTANTS } from '../../../common/constants.ts';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { defineExtension } from '../../kernel/extension.ts';
import { useT } from '../../ui/use-t.ts';
import { chromeKernel, disableWebAnimations, renderWithKernel } from '../test-support.tsx';
import { DialogsHost } from './DialogsHost.tsx';

function setup() {
  const kernel = chromeKernel();
  renderWithKernel(kernel, <DialogsHost />);
  return kernel.container.get(CORE_TOKENS.Dialogs);
}

describe('Dialogs service (shell §5, §9)', () => {
  let restore: () => void;
  beforeAll(() => (restore = disableWebAnimations()));
  afterAll(() => restore());

  it('confirm: Enter confirms; the default width is 450', async () => {
    const dialogs = setup();
    let answer: Promise<boolean> | undefined;
    act(() => void (answer = dialogs.confirm({ title: 'Удалить объект?', message: 'Это нельзя отменить.' })));
    const surface = screen.getByTestId('confirm-dialog');
    expect(surface.style.width).toBe(`${SHELL_CONSTANTS.confirmDialogWidth}px`);
    expect(screen.getByText('Это нельзя отменить.')).toBeTruthy();
    act(() => void fireEvent.keyDown(surface, { key: 'Enter' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
  });

  it('confirm: Esc cancels; a second confirm waits for the first; the width can be set', async () => {
    const dialogs = setup();
    let first: Promise<boolean> | undefined;
    let second: Promise<boolean> | undefined;
    act(() => {
      first = dialogs.confirm({ title: 'Первый' });
      second = dialogs.confirm({ title: 'Второй', width: 600, confirmLabel: 'Да' });
    });
    act(() => void fireEvent.keyDown(screen.getByTestId('confirm-dialog'), { key: 'Escape' }));
    await expect(first).resolves.toBe(false);
    expect(screen.getByText('Второй')).toBeTruthy();
    expect(screen.getByTestId('confirm-dialog').style.width).toBe('600px');
    act(() => screen.getByRole('button', { name: 'Да' }).click());
    await expect(second).resolves.toBe(true);
  });

  it('the loading overlay stays while work runs and leaves when the last one ends', async () => {
    const dialogs = setup();
    let finishA!: () => void;
    let finishB!: (e: Error) => void;
    let a: Promise<void> | undefined;
    let b: Promise<void> | undefined;
    act(() => {
      a = dialogs.withLoading(new Promise<void>((r) => (finishA = r)));
      b = dialogs.withLoading(new Promise<void>((_, j) => (finishB = j)));
    });
    expect(screen.getByTestId('loading-overlay')).toBeTruthy();
    await act(async () => finishA());
    await a;
    expect(screen.getByTestId('loading-overlay')).toBeTruthy();
    await act(async () => {
      finishB(new Error('сбой'));
      await expect(b).rejects.toThrow('сбой');
    });
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
  });

  it("an extension's dialog waits for the extension's page texts, then shows them (no raw key)", async () => {
    const kernel = chromeKernel();
    let deliver!: () => void;
    kernel.host.install(
      defineExtension({
        id: 'texty',
        version: '1.0.0',
        contributes: {
          pageTranslations: () => new Promise((resolve) => (deliver = () => resolve({ dialogText: 'Текст диалога' }))),
        },
      }),
    );
    renderWithKernel(kernel, <DialogsHost />);
    function TextyDialog() {
      return <p>{useT().t('dialogText')}</p>;
    }
    act(() => void kernel.container.get(CORE_TOKENS.Dialogs).open(TextyDialog, {}, { extensionId: 'texty' }));
    expect(screen.queryByText('dialogText')).toBeNull();
    await act(async () => deliver());
    expect(await screen.findByText('Текст диалога')).toBeTruthy();
  });
});
