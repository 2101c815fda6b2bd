import { describe, expect, it, vi } from 'vitest';
import { encryptDebugInfo, generateDebugKey, type LicenceInfo } from '../../common/debug-id.ts';
import { LicenceWatch } from './licence-watch.ts';
import { FakeHttp, testEnvironment } from './test-fakes.ts';

const info = (exceeded: boolean): LicenceInfo => ({
  customer: 'Испытание',
  userLimit: 2,
  usersCount: exceeded ? 3 : 2,
  userLimitExceeded: exceeded,
  expiresAt: null,
});

describe('LicenceWatch (spec shell.md §4: the encrypted debug-id header)', () => {
  it('decrypts the header of a reply with the key of /env.json', async () => {
    const key = generateDebugKey();
    const http = new FakeHttp();
    const watch = new LicenceWatch(http, testEnvironment({ debugKey: key }));
    watch.start();
    await watch.read(await encryptDebugInfo(info(true), key));
    expect(watch.userLimitExceeded).toBe(true);
    await watch.read(await encryptDebugInfo(info(false), key));
    expect(watch.userLimitExceeded).toBe(false);
    expect(watch.info?.customer).toBe('Испытание');
  });

  it('listens to every reply', async () => {
    const key = generateDebugKey();
    const http = new FakeHttp();
    const watch = new LicenceWatch(http, testEnvironment({ debugKey: key }));
    watch.start();
    http.emitHeaders({ 'x-debug-id': await encryptDebugInfo(info(true), key) });
    await vi.waitFor(() => expect(watch.userLimitExceeded).toBe(true));
  });

  it('a header that does not decrypt is one warning, and changes nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const watch = new LicenceWatch(new FakeHttp(), testEnvironment({ debugKey: generateDebugKey() }));
    await watch.read(await encryptDebugInfo(info(true), generateDebugKey()));
    await watch.read('garbage.value');
    expect(watch.info).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('without a key nothing is read', async () => {
    const watch = new LicenceWatch(new FakeHttp(), testEnvironment());
    await watch.read('anything');
    expect(watch.info).toBeUndefined();
  });
});
