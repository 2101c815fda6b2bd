import { describe, expect, it } from 'vitest';
import { bundleFromFiles } from './registry-api.ts';

describe('the upload from chosen files', () => {
  it('takes the file with the plugin header as the bundle and the others as chunks by name', async () => {
    const entry = new File(['/*! @ontobench/plugin {} */\nexport default {};'], 'my.plugin.js');
    const chunk = new File(['export default 1;'], 'my-Ab1.js');
    expect(await bundleFromFiles([chunk, entry])).toEqual({
      code: '/*! @ontobench/plugin {} */\nexport default {};',
      chunks: { 'my-Ab1.js': 'export default 1;' },
      file: entry,
    });
  });

  it('sends a single file as the bundle, header or not (the server judges it)', async () => {
    const only = new File(['export default {};'], 'x.js');
    expect(await bundleFromFiles([only])).toMatchObject({ code: 'export default {};', chunks: {} });
  });
});
