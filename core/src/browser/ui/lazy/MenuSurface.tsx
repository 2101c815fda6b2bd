import { Menu, MenuList, MenuPopover, type MenuListProps, type MenuProps } from '@fluentui/react-components';
import { useEffect, useRef, type ReactNode } from 'react';
import type { MenuPartProps } from './LazyMenuButton.tsx';

export interface MenuSurfaceProps extends MenuPartProps {
  /** Checked values of radio and checkbox items (the language menu). */
  checkedValues?: MenuProps['checkedValues'];
  onCheckedValueChange?: MenuProps['onCheckedValueChange'];
  listProps?: Omit<MenuListProps, 'children'> & { 'data-testid'?: string };
  children: ReactNode;
}

/**
 * The fetched half of LazyMenuButton: Fluent's Menu, open as the button says, placed under the button
 * (`positioning.target`, since the button is not Fluent's MenuTrigger). What MenuTrigger would do, it
 * does here: a click on the button is the button's to handle (not a click outside), and when the menu
 * closes with focus inside it (an item chosen, Escape, Tab), focus goes back to the button.
 */
export function MenuSurface({ open, onOpenChange, target, triggerId, listProps, children, ...menu }: MenuSurfaceProps) {
  const popover = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    // Fluent's Menu does this for its MenuTrigger: once closed, focus left on the page's body or still in
    // the closing menu goes back to the button (Tab out of the menu passes through tabster's guard
    // elements and would otherwise end on the body).
    if (wasOpen.current && !open) backToButton();
    wasOpen.current = open;
  });
  const backToButton = () => {
    const active = target.ownerDocument.activeElement;
    if (!active || active === target.ownerDocument.body || popover.current?.contains(active)) target.focus();
  };
  return (
    <Menu
      {...menu}
      open={open}
      positioning={{ target }}
      onOpenChange={(event, data) => {
        if (!data.open) {
          if (data.type === 'clickOutside' && target.contains(event.target as Node)) return;
          // Escape or Tab inside the menu: the button gets focus, as Fluent gives it to its MenuTrigger;
          // Tab's own move then goes on from the button (tabster's guard element has focus already).
          if (data.type === 'menuPopoverKeyDown') target.focus();
          else backToButton();
        }
        onOpenChange(data.open);
      }}
    >
      <MenuPopover ref={popover}>
        <MenuList aria-labelledby={triggerId} {...listProps}>
          {children}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
