/**
 * The two API paths the area's entry needs (the viewer routes' prefetch and Word download); the rest of
 * the contract (api.ts) loads with the pages. The home page carries the entry, so it stays this small.
 */
export const documentApiPath = (id: string) => `documents/${id}`;
export const docxApiPath = (id: string) => `documents/${id}/docx`;
