import { describe, expect, it } from 'vitest';
import type { HttpClient } from '@ontobench/sdk';
import { bundleFromFiles, registryApi, RegistryError } from './registry-api.ts';

/** An HTTP client answering every request with `status` and `body`, as the server would. */
function answering(status: number, body: unknown): HttpClient {
  return {
    request: async () => new Response(JSON.stringify(body), { status }),
    onResponse: () => ({ dispose: () => undefined }),
    onUnauthorized: () => ({ dispose: () => undefined }),
  };
}

describe('the upload reply', () => {
  const row = { id: 'my-plugin', name: 'My plugin', version: '0.3.0' };
  it('200 is an upgrade of an installed plugin, 201 a new one (whatever the list on screen holds)', async () => {
    expect(await registryApi(answering(200, row)).upload('code')).toMatchObject({ row, upgraded: true });
    expect(await registryApi(answering(201, row)).upload('code')).toMatchObject({ row, upgraded: false });
  });
  it("a refusal carries the server's reason", async () => {
    await expect(registryApi(answering(400, { error: 'no header' })).upload('code')).rejects.toThrow(
      new RegistryError('no header'),
    );
  });
});

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
