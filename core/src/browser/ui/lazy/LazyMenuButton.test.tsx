import { FluentProvider, MenuItem, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { disableWebAnimations } from '../../testing/web-animations.ts';
import { lazyPart } from './lazy-part.ts';
import { LazyMenuButton, type MenuModule, type MenuPartProps } from './LazyMenuButton.tsx';
import { MenuSurface } from './MenuSurface.tsx';

const chosen = vi.fn();

function Items(props: MenuPartProps) {
  return (
    <MenuSurface {...props} listProps={{ 'data-testid': 'list' }}>
      <MenuItem onClick={() => chosen('profile')}>Профиль</MenuItem>
      <MenuItem onClick={() => chosen('exit')}>Выйти</MenuItem>
    </MenuSurface>
  );
}

/** A menu whose module arrives when the test says so, counting the fetches. */
function deferredMenu() {
  let arrive = () => {};
  const load = vi.fn(() => new Promise<MenuModule>((resolve) => (arrive = () => resolve({ default: Items }))));
  return { part: lazyPart(load), load, arrive: () => act(async () => arrive()) };
}

function setup() {
  const menu = deferredMenu();
  render(
    <FluentProvider theme={webLightTheme}>
      <LazyMenuButton label="Пользователь" menu={menu.part} testId="trigger" />
      <button type="button">дальше</button>
    </FluentProvider>,
  );
  return { ...menu, trigger: screen.getByTestId('trigger') };
}

const items = () => screen.queryAllByRole('menuitem').map((i) => i.textContent);

/**
 * happy-dom lays nothing out: the body measures 0 × 0, so tabster takes the page for hidden and Fluent
 * finds nothing to focus in an open menu. A body of a screen's size here.
 */
function layOutBody(): () => void {
  const spy = vi.spyOn(document.body, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 1280, 800));
  return () => spy.mockRestore();
}

describe('lazy menu button', () => {
  const restore: (() => void)[] = [];
  beforeAll(() => restore.push(disableWebAnimations(), layOutBody()));
  afterAll(() => restore.forEach((undo) => undo()));

  it('is a labelled menu button that fetches nothing until hovered, and only fetches on hover', async () => {
    const { trigger, load, arrive } = setup();
    expect(trigger.getAttribute('aria-label')).toBe('Пользователь');
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBeNull();
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerEnter(trigger);
    fireEvent.pointerEnter(trigger);
    expect(load).toHaveBeenCalledOnce();
    await arrive();
    expect(items()).toEqual([]);
    expect(trigger.getAttribute('aria-expanded')).toBeNull();
  });

  it('a click before the module is there opens the menu when it arrives, focus on the first item', async () => {
    const { trigger, arrive } = setup();
    act(() => trigger.click());
    expect(items()).toEqual([]);
    await arrive();
    await waitFor(() => expect(items()).toEqual(['Профиль', 'Выйти']));
    const trigger2 = screen.getByTestId('trigger');
    expect(trigger2.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('list').getAttribute('aria-labelledby')).toBe(trigger2.id);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Профиль'));
    // The button's own click closes it (Fluent must not take it for a click outside and reopen it).
    act(() => trigger2.click());
    await waitFor(() => expect(items()).toEqual([]));
    expect(trigger2.getAttribute('aria-expanded')).toBeNull();
  });

  it('by keyboard: ArrowDown opens with focus inside, Escape closes and gives focus back to the button', async () => {
    const { trigger, arrive } = setup();
    act(() => trigger.focus());
    await arrive();
    const button = screen.getByTestId('trigger');
    await waitFor(() => expect(document.activeElement).toBe(button));
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Профиль'));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(items()).toEqual([]));
    expect(document.activeElement).toBe(screen.getByTestId('trigger'));
  });

  it('choosing an item runs it, closes the menu and gives focus back to the button', async () => {
    const { trigger, arrive } = setup();
    await arrive();
    act(() => trigger.click());
    await arrive();
    await waitFor(() => expect(items()).toHaveLength(2));
    act(() => screen.getByRole('menuitem', { name: 'Выйти' }).click());
    expect(chosen).toHaveBeenLastCalledWith('exit');
    await waitFor(() => expect(items()).toEqual([]));
    expect(document.activeElement).toBe(screen.getByTestId('trigger'));
  });

  it('a click elsewhere closes the menu and leaves focus where it went', async () => {
    const { trigger, arrive } = setup();
    act(() => trigger.click());
    await arrive();
    await waitFor(() => expect(items()).toHaveLength(2));
    const other = screen.getByRole('button', { name: 'дальше' });
    act(() => {
      other.focus();
      fireEvent.mouseDown(other);
      other.click();
    });
    await waitFor(() => expect(items()).toEqual([]));
    expect(document.activeElement).toBe(other);
  });
});
