import {
  cloneElement,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
} from 'react';
import { lazyPart, useLazyPart } from './lazy-part.ts';

/** The one fetch of Fluent's Tooltip that every lazy tooltip shares (tests fetch it first). */
export const tooltipPart = lazyPart(() => import('./tooltip-part.ts'));

/** Fluent's default: the tooltip shows a quarter second after the pointer came. */
const SHOW_DELAY_MS = 250;

interface TriggerProps {
  ref?: Ref<HTMLElement>;
  'aria-label'?: string;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

export interface LazyTooltipProps {
  /** The text; with `relationship="label"` it is the control's accessible name from the first paint. */
  content: string;
  relationship: 'label' | 'description';
  hideDelay?: number;
  withArrow?: boolean;
  children: ReactElement<TriggerProps>;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * Fluent's Tooltip, fetched at the first hover or focus of its control (with it come positioning,
 * portal and motion, ~15 kB gzip the first paint need not wait for; docs/benchmarks.md). Until then
 * a label tooltip's text is the control's aria-label, as Fluent's own Tooltip sets it. When it
 * arrives, the control is rendered inside it: React gives it a new element, so focus is given back,
 * and a pointer or focus still on it shows the tooltip after Fluent's delay.
 */
export function LazyTooltip({ children, ...tooltip }: LazyTooltipProps) {
  const node = useRef<HTMLElement | null>(null);
  // Whether the pointer is over the control or focus in it, and since when (0: neither).
  const presence = useRef({ pointer: false, focus: false, since: 0 });
  const refocus = useRef(false);
  const [visible, setVisible] = useState(false);
  const beforeShow = useCallback(() => {
    refocus.current = node.current !== null && node.current === node.current.ownerDocument.activeElement;
  }, []);
  const [part, want] = useLazyPart(tooltipPart, beforeShow);
  const own = children.props;
  const childRef = own.ref;
  const ref = useCallback(
    (element: HTMLElement | null) => {
      node.current = element;
      assignRef(childRef, element);
    },
    [childRef],
  );

  useLayoutEffect(() => {
    if (!part) return;
    if (refocus.current) node.current?.focus();
    refocus.current = false;
    const { since } = presence.current;
    if (!since) return;
    const wait = Math.max(0, SHOW_DELAY_MS - (performance.now() - since));
    const timer = setTimeout(() => presence.current.since && setVisible(true), wait);
    return () => clearTimeout(timer);
  }, [part]);

  const arrive = (how: 'pointer' | 'focus') => {
    const now = presence.current;
    presence.current = { ...now, [how]: true, since: now.since || performance.now() };
    want();
  };
  const leave = (how: 'pointer' | 'focus') => {
    const now = { ...presence.current, [how]: false };
    presence.current = { ...now, since: now.pointer || now.focus ? now.since : 0 };
  };
  const trigger = cloneElement(children, {
    ref,
    ...(tooltip.relationship === 'label' && { 'aria-label': tooltip.content }),
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      arrive('pointer');
      own.onPointerEnter?.(event);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      leave('pointer');
      own.onPointerLeave?.(event);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      arrive('focus');
      own.onFocus?.(event);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      leave('focus');
      own.onBlur?.(event);
    },
  });
  if (!part) return trigger;
  return (
    <part.Tooltip {...tooltip} visible={visible} onVisibleChange={(_, data) => setVisible(data.visible)}>
      {trigger}
    </part.Tooltip>
  );
}
