declare module 'diagram-js-minimap' {
  /** The minimap's bpmn-js module (service `minimap`: `toggle()`, `open()`, `close()`, `isOpen()`). */
  const minimapModule: object;
  export default minimapModule;
}
