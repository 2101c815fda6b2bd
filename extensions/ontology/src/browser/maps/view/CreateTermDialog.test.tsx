import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  PluginTestRoot,
  createPluginTestKernel,
  disableWebAnimations,
  loadExtensionTexts,
} from '@ontobench/sdk/testing';
import ontology from '../../index.ts';
import { CreateTermDialog } from './CreateTermDialog.tsx';

afterEach(cleanup);
let restoreAnimations: () => void;
beforeAll(() => (restoreAnimations = disableWebAnimations()));
afterAll(() => restoreAnimations());

describe('the map’s create dialog checks before sending, at the field (issue 14 item 1)', () => {
  it('an empty name and a missing class are said at their fields; nothing is created', async () => {
    const kernel = createPluginTestKernel();
    kernel.host.install(ontology);
    await loadExtensionTexts(kernel, 'ontology');
    const onCreate = vi.fn(async () => {});
    render(
      <PluginTestRoot kernel={kernel} extensionId="ontology">
        <CreateTermDialog
          kind="individual"
          classes={[{ id: 'dog', name: 'Собака' }]}
          selectedClass={null}
          onClose={() => {}}
          onCreate={onCreate}
        />
      </PluginTestRoot>,
    );
    fireEvent.click(await screen.findByTestId('map-create-submit'));
    const name = screen.getByTestId('map-create-name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Введите название')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Шарик' } });
    fireEvent.click(screen.getByTestId('map-create-submit'));
    await waitFor(() => expect(screen.getByTestId('map-create-class').getAttribute('aria-invalid')).toBe('true'));
    expect(onCreate).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('map-create-class'), { target: { value: 'dog' } });
    fireEvent.click(screen.getByTestId('map-create-submit'));
    await waitFor(() => expect(onCreate).toHaveBeenCalledTimes(1));
    expect(onCreate).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'individual', name: 'Шарик', classId: 'dog' }),
    );
  });
});
