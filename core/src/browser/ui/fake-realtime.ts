import { act } from '@testing-library/react';
import { realtimeFake } from '../testing/realtime-fake.ts';

/** The SDK's `realtimeFake`, its channel events and reconnects fired inside React's `act`. For core's tests. */
export function fakeRealtime() {
  const fake = realtimeFake();
  return {
    ...fake,
    fire: (channel: string, message?: unknown) => act(() => fake.send(channel, message)),
    reconnect: () => act(() => fake.reconnect()),
  };
}
