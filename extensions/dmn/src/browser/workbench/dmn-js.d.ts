/** dmn-js ships no types; the little the table page uses of its Modeler and Viewer. */
declare module 'dmn-js/lib/Modeler' {
  export interface DmnView {
    id: string;
    name?: string;
    type: string;
    element: { id: string; name?: string; $type: string };
  }
  export interface DmnViewerInstance {
    on(event: string, listener: (event: unknown) => void): void;
    get<T = unknown>(service: string): T;
  }
  export default class DmnJS {
    constructor(options: Record<string, unknown>);
    importXML(xml: string): Promise<{ warnings: unknown[] }>;
    saveXML(options?: { format?: boolean }): Promise<{ xml: string }>;
    getViews(): DmnView[];
    getActiveView(): DmnView | undefined;
    getActiveViewer(): DmnViewerInstance | undefined;
    open(view: DmnView): Promise<unknown>;
    on(event: string, listener: (event: never) => void): void;
    destroy(): void;
  }
}
declare module 'dmn-js/lib/Viewer' {
  import DmnJS from 'dmn-js/lib/Modeler';
  export default DmnJS;
}
declare module 'dmn-js/dist/assets/*.css';
declare module 'dmn-js/dist/assets/dmn-font/css/dmn.css';
