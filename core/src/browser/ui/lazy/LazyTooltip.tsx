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
export const tooltipPart = lazyPart(() => import('./TooltipPart.tsx'));

/** Fluent's default: the tooltip shows a quarter second after the pointer came. */
const SHOW_DELAY_MS = 250;

/** What Fluent's Tooltip gives its trigger: its handlers, its ref and its aria attributes. */
export interface TooltipTriggerProps {
  ref?: Ref<HTMLElement>;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-haspopup'?: unknown;
  'aria-expanded'?: unknown;
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
  children: ReactElement<TooltipTriggerProps>;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

type Presence = { pointer: boolean; focus: boolean; since: number };

/**
 * Fluent's Tooltip, fetched at the first hover or focus of its control (with it come positioning,
 * portal and motion, ~15 kB gzip the first paint need not wait for; docs/benchmarks.md). Until then a
 * label tooltip's text is the control's aria-label, as Fluent's own Tooltip sets it. The control is
 * never re-created (a tap's or a fast click's press and release stay on one element): the fetched
 * Tooltip renders beside it, placed at it, and the control calls the handlers Fluent gives its trigger.
 * A pointer or focus already on the control when the Tooltip arrives shows it after Fluent's delay;
 * an expanded menu button shows none, as with Fluent's own.
 */
export function LazyTooltip({ children, ...tooltip }: LazyTooltipProps) {
  const [part, want] = useLazyPart(tooltipPart);
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [visible, setVisible] = useState(false);
  const [, setReady] = useState(false);
  const trigger = useRef<TooltipTriggerProps | null>(null);
  const presence = useRef<Presence>({ pointer: false, focus: false, since: 0 });
  const own = children.props;
  const childRef = own.ref;
  const ref = useCallback(
    (node: HTMLElement | null) => {
      setElement(node);
      assignRef(childRef, node);
    },
    [childRef],
  );
  const onReady = useCallback(() => setReady(true), []);

  useLayoutEffect(() => {
    const { since } = presence.current;
    if (!part || !since) return;
    const wait = Math.max(0, SHOW_DELAY_MS - (performance.now() - since));
    const timer = setTimeout(() => presence.current.since && setVisible(true), wait);
    return () => clearTimeout(timer);
  }, [part]);

  const note = (how: 'pointer' | 'focus', here: boolean) => {
    const now = { ...presence.current, [how]: here };
    const anywhere = now.pointer || now.focus;
    presence.current = { ...now, since: anywhere ? now.since || performance.now() : 0 };
    if (here) want();
  };
  const fluent = trigger.current;
  const described = tooltip.relationship === 'description' ? fluent?.['aria-describedby'] : undefined;
  const control = cloneElement(children, {
    ref,
    ...(tooltip.relationship === 'label' && { 'aria-label': tooltip.content }),
    ...(described && { 'aria-describedby': described }),
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      note('pointer', true);
      own.onPointerEnter?.(event);
      trigger.current?.onPointerEnter?.(event);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      note('pointer', false);
      own.onPointerLeave?.(event);
      trigger.current?.onPointerLeave?.(event);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      note('focus', true);
      own.onFocus?.(event);
      trigger.current?.onFocus?.(event);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      note('focus', false);
      own.onBlur?.(event);
      trigger.current?.onBlur?.(event);
    },
  });
  // Fluent's Tooltip hides while the menu its control opens is expanded.
  const expanded = own['aria-expanded'] === true || own['aria-expanded'] === 'true';
  return (
    <>
      {control}
      {part && element && (
        <part.TooltipPart
          {...tooltip}
          target={element}
          visible={visible && !expanded}
          onVisibleChange={setVisible}
          trigger={trigger}
          onReady={onReady}
        />
      )}
    </>
  );
}
