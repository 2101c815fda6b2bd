import { beforeEach, describe, expect, it, vi } from 'vitest';

const fake = vi.hoisted(() => ({
  io: vi.fn(),
  on: vi.fn(),
  disconnect: vi.fn(),
  emit: vi.fn(),
}));
vi.mock('socket.io-client', () => ({ io: fake.io }));

import { connectLazySocket, SOCKET_PATH } from './lazy-socket.ts';

const loaded = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('connectLazySocket', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    fake.io.mockReturnValue({ on: fake.on, disconnect: fake.disconnect, emit: fake.emit });
  });

  it('loads the client on first use, signs the socket in, and attaches listeners given before and after', async () => {
    const socket = connectLazySocket('jwt-1');
    const early = vi.fn();
    socket.on('early', early);
    expect(fake.io).not.toHaveBeenCalled();
    await loaded();
    expect(fake.io).toHaveBeenCalledWith({
      path: SOCKET_PATH,
      auth: { token: 'jwt-1' },
      transports: ['websocket', 'polling'],
    });
    const late = vi.fn();
    socket.on('late', late);
    expect(fake.on.mock.calls).toEqual([
      ['early', early],
      ['late', late],
    ]);
    socket.disconnect();
    expect(fake.disconnect).toHaveBeenCalledOnce();
  });

  it('sends what was emitted before the client loaded once it has, then at once', async () => {
    const socket = connectLazySocket('jwt-3');
    socket.emit('CHANNEL_SUBSCRIBE', 'a/b');
    expect(fake.emit).not.toHaveBeenCalled();
    await loaded();
    expect(fake.emit.mock.calls).toEqual([['CHANNEL_SUBSCRIBE', 'a/b']]);
    socket.emit('CHANNEL_SUBSCRIBE', 'a/c');
    expect(fake.emit.mock.calls).toHaveLength(2);
  });

  it('never connects when disconnected before the client has loaded', async () => {
    connectLazySocket('jwt-2').disconnect();
    await loaded();
    expect(fake.io).not.toHaveBeenCalled();
  });
});
