import { Button, FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disableWebAnimations } from '../../testing/web-animations.ts';
import { LazyTooltip, tooltipPart } from './LazyTooltip.tsx';

function setup() {
  return render(
    <FluentProvider theme={webLightTheme}>
      <LazyTooltip content="Быстрый запуск" relationship="label">
        <Button data-testid="quick" />
      </LazyTooltip>
    </FluentProvider>,
  );
}

describe('lazy tooltip', () => {
  let restore: () => void;
  beforeAll(() => (restore = disableWebAnimations()));
  afterAll(() => restore());

  // The order matters: the first test sees the Tooltip's module before anything fetched it.
  it('labels its control from the first paint, fetches Fluent at the first focus, never re-creates the control', async () => {
    const view = setup();
    const first = screen.getByTestId('quick');
    expect(first.getAttribute('aria-label')).toBe('Быстрый запуск');
    expect(tooltipPart.loaded).toBeUndefined();
    act(() => first.focus());
    await waitFor(() => expect(tooltipPart.loaded).toBeDefined());
    // The same element: a press and its release (a tap) never land on two different ones.
    expect(screen.getByTestId('quick')).toBe(first);
    expect(document.activeElement).toBe(first);
    expect(first.getAttribute('aria-label')).toBe('Быстрый запуск');
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).toBe('Быстрый запуск'));
    view.unmount();
  });

  it('once fetched, shows after a hover and hides after the pointer leaves', async () => {
    setup();
    const button = screen.getByTestId('quick');
    fireEvent.pointerEnter(button);
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).toBe('Быстрый запуск'));
    fireEvent.pointerLeave(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});
