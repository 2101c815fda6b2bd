import { Button } from '@fluentui/react-components';
import { useId, useState, type ComponentType, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import type { LazyPart } from './lazy-part.ts';
import { useLazyPart } from './lazy-part.ts';
import { LazyTooltip } from './LazyTooltip.tsx';

/** What a lazily fetched menu gets from its button (MenuSurface.tsx turns it into a Fluent Menu). */
export interface MenuPartProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button: the menu is placed under it and gives focus back to it. */
  target: HTMLElement;
  /** The button's id: the menu list is labelled by it. */
  triggerId: string;
}

/** A menu's module: its default export renders the menu (a MenuSurface with the items). */
export type MenuModule = { default: ComponentType<MenuPartProps> };

export interface LazyMenuButtonProps {
  /** The button's accessible name and tooltip. */
  label: string;
  menu: LazyPart<MenuModule>;
  icon?: ReactElement;
  /** Text beside the icon (the language button shows the current language). */
  children?: ReactNode;
  className?: string;
  testId?: string;
}

/**
 * An app-bar button that opens a menu whose code (Fluent's Menu with tabster, positioning and motion,
 * and the items) is fetched when first wanted: a hover or focus starts the fetch, a click, Enter,
 * Space or ArrowDown opens the menu as soon as it is there. The button itself is a plain Fluent Button
 * from the first paint, with the attributes Fluent's MenuTrigger gives it (docs/benchmarks.md).
 */
export function LazyMenuButton({ label, menu, icon, children, className, testId }: LazyMenuButtonProps) {
  const [Menu, want] = useLazyPart(menu);
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const id = useId();
  const toggle = (next: boolean) => {
    want();
    setOpen(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      toggle(true);
    } else if (event.key === 'Escape' && open) {
      toggle(false);
    }
  };
  const shown = open && Menu !== undefined;
  return (
    <>
      <LazyTooltip content={label} relationship="label">
        <Button
          ref={setTarget}
          id={id}
          appearance="transparent"
          className={className}
          icon={icon}
          aria-haspopup="menu"
          aria-expanded={shown || undefined}
          data-testid={testId}
          onPointerEnter={want}
          onFocus={want}
          onClick={() => toggle(!open)}
          onKeyDown={onKeyDown}
        >
          {children}
        </Button>
      </LazyTooltip>
      {Menu && target && <Menu.default open={open} onOpenChange={setOpen} target={target} triggerId={id} />}
    </>
  );
}
