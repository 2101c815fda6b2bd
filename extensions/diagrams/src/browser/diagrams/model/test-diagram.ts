import type { DiagramDto } from '../../../common/diagram/api.ts';

/** A diagram as the server answers it, for the editor's tests. */
export function diagramDto(patch: Partial<DiagramDto> = {}): DiagramDto {
  return {
    id: 'd1a90000-0000-4000-8000-00000000d001',
    code: null,
    name: 'Заказ',
    notation: null,
    author: null,
    dateCreate: '2026-11-28T10:00:00.000Z',
    versionNumber: 1,
    rootVersion: 'd1a90000-0000-4000-8000-00000000d001',
    sourceVersion: null,
    stage: null,
    notActive: false,
    access: 'edit',
    xml: '<definitions/>',
    icon: null,
    color: null,
    saveElementsInstances: false,
    elements: [],
    transitions: [],
    autobuild: [],
    tables: [],
    ...patch,
  };
}
