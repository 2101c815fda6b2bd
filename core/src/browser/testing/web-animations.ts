/**
 * happy-dom's Web Animations reject with "The animation was canceled" when Fluent's motion unmounts
 * a dialog; without `animate` Fluent skips the motion. Returns the undo.
 */
export function disableWebAnimations(): () => void {
  const descriptor = Object.getOwnPropertyDescriptor(Element.prototype, 'animate');
  Object.defineProperty(Element.prototype, 'animate', { value: undefined, configurable: true, writable: true });
  return () => {
    if (descriptor) Object.defineProperty(Element.prototype, 'animate', descriptor);
  };
}
