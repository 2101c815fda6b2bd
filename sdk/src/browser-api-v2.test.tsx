/**
 * The worked example of docs/sdk.md ("Browser API v2"), run: an extension with a contribution point of
 * its own, a toolbar button and key binding for its command, and a dialog in the shell's dialog host.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Button, Dialog, DialogActions, DialogBody, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { defineContributionPoint, defineExtension, Services, useService, useT, type DialogControl } from './index.ts';
import { PluginTestRoot, createPluginTestKernel, disableWebAnimations } from './testing.tsx';

afterEach(cleanup);
let restoreAnimations: () => void;
beforeAll(() => (restoreAnimations = disableWebAnimations()));
afterAll(() => restoreAnimations());

// exporter/src/common/points.ts
interface ExportFormat {
  id: string;
  labelKey: string;
  extension: string;
}
const EXPORT_FORMATS = defineContributionPoint<ExportFormat>('exporter.formats');

// exporter/src/browser/ExportDialog.tsx
const ExportDialog = observer(function ExportDialog({ dialog }: { dialog: DialogControl<string> }) {
  const { t } = useT();
  const formats = useService(Services.Contributions).point(EXPORT_FORMATS).all;
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && dialog.close()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('export')}</DialogTitle>
          <DialogActions>
            {formats.map((f) => (
              <Button key={f.id} onClick={() => dialog.close(f.id)}>
                {t(f.labelKey, { ns: f.owner })}
              </Button>
            ))}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
});

function exporter(chosen: (format: string | undefined) => void) {
  return defineExtension({
    id: 'exporter',
    version: '1.0.0',
    contributes: {
      commands: [{ id: 'exporter.export', titleKey: 'export' }],
      toolbar: [{ id: 'exporter.tb', command: 'exporter.export', icon: 'document', labelKey: 'export', order: 50 }],
      keyBindings: [{ id: 'exporter.keys', command: 'exporter.export', keys: 'Alt+Shift+E' }],
      points: { [EXPORT_FORMATS.name]: [{ id: 'json', labelKey: 'json', extension: '.json' }] },
      translations: { ru: { export: 'Экспорт', json: 'JSON' }, en: { export: 'Export', json: 'JSON' } },
    },
    activate(ctx) {
      ctx.registerCommand('exporter.export', async () => {
        const { result } = ctx.getService(Services.Dialogs).open(ExportDialog, {}, { extensionId: ctx.id });
        chosen(await result);
      });
    },
  });
}

const csv = defineExtension({
  id: 'csv',
  version: '1.0.0',
  contributes: {
    points: { 'exporter.formats': [{ id: 'csv', labelKey: 'csv', extension: '.csv' }] },
    translations: { ru: { csv: 'Таблица CSV' }, en: { csv: 'CSV table' } },
  },
});

describe('the browser API v2 worked example', () => {
  it('the dialog lists every contributed format, live, and resolves with the one chosen', async () => {
    const chosen = vi.fn();
    const kernel = createPluginTestKernel();
    kernel.host.install(exporter(chosen));
    kernel.host.install(csv);
    render(
      <PluginTestRoot kernel={kernel} extensionId="exporter">
        <p>страница</p>
      </PluginTestRoot>,
    );
    expect(kernel.get(Services.Contributions).toolbar.get('exporter.tb')?.owner).toBe('exporter');
    // The handler waits for the dialog's result, so the command runs on while the dialog is open.
    let running: Promise<unknown> | undefined;
    await act(async () => void (running = kernel.get(Services.Commands).execute('exporter.export')));
    expect(await screen.findByText('Экспорт')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Таблица CSV' })).toBeTruthy();
    await act(() => kernel.host.disable('csv'));
    expect(screen.queryByRole('button', { name: 'Таблица CSV' })).toBeNull();
    act(() => screen.getByRole('button', { name: 'JSON' }).click());
    await running;
    expect(chosen).toHaveBeenCalledWith('json');
  });
});
