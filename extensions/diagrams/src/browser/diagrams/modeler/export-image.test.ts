import { describe, expect, it } from 'vitest';
import { exportFileName, svgSize } from './export-image.ts';

describe('diagram export files (issue 17 item 1: BPMN XML, SVG, PNG)', () => {
  it('names the file after the diagram, with what no file system takes replaced', () => {
    expect(exportFileName('Заказ клиента', 'bpmn')).toBe('Заказ клиента.bpmn');
    expect(exportFileName('a/b:c*?', 'svg')).toBe('a_b_c_.svg');
    expect(exportFileName('  ', 'png')).toBe('diagram.png');
    expect(exportFileName('..hidden', 'png')).toBe('hidden.png');
  });

  it('reads the size bpmn-js writes on its SVG (width and height, else the viewBox)', () => {
    expect(svgSize('<svg xmlns="x" width="420.5" height="180" viewBox="0 0 420 180">')).toEqual({
      width: 421,
      height: 180,
    });
    expect(svgSize('<svg viewBox="-5 -5 300 200">')).toEqual({ width: 300, height: 200 });
    expect(svgSize('<svg>')).toEqual({ width: 1, height: 1 });
  });
});
