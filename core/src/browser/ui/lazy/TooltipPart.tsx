import { Tooltip } from '@fluentui/react-components';
import { useLayoutEffect, type RefObject } from 'react';
import type { TooltipTriggerProps } from './LazyTooltip.tsx';

export interface TooltipPartProps {
  /** The control the tooltip is for; it stays the element it was (LazyTooltip.tsx). */
  target: HTMLElement;
  content: string;
  relationship: 'label' | 'description';
  hideDelay?: number;
  withArrow?: boolean;
  visible: boolean;
  onVisibleChange: (visible: boolean) => void;
  /** Where the props Fluent gives its trigger are left for the control's own handlers to call. */
  trigger: RefObject<TooltipTriggerProps | null>;
  /** Called once the trigger props are there (the control then renders aria-describedby). */
  onReady: () => void;
}

function assignRef(ref: TooltipTriggerProps['ref'], value: HTMLElement | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * The fetched half of LazyTooltip: Fluent's Tooltip (positioning, portal, motion), placed at the control
 * by `positioning.target`. Its trigger is a render function, so the control is never re-created:
 * the handlers Fluent would put on it are handed back through `trigger`, and the control calls them.
 */
export function TooltipPart({ target, trigger, visible, onVisibleChange, onReady, ...tooltip }: TooltipPartProps) {
  useLayoutEffect(() => {
    // Fluent's own ref on the trigger tells programmatic focus from a keyboard user's (keyborg).
    const ref = trigger.current?.ref;
    assignRef(ref, target);
    onReady();
    return () => assignRef(ref, null);
  }, [target, trigger, onReady]);
  return (
    <Tooltip
      {...tooltip}
      positioning={{ target }}
      visible={visible}
      onVisibleChange={(_, data) => onVisibleChange(data.visible)}
    >
      {(props) => {
        trigger.current = props as TooltipTriggerProps;
        return null;
      }}
    </Tooltip>
  );
}
