import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_BRANDING } from '@ontobench/core/common';
import { loadEnvironment } from './environment.ts';

describe('runtime environment', () => {
  it('reads the branding the server serves, filling what is missing from the defaults', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ version: '1.2.3', branding: { customerName: 'ООО Ромашка' } }));
    const env = await loadEnvironment(fetchImpl as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledWith('/env.json', { cache: 'no-store' });
    expect(env).toEqual({ version: '1.2.3', branding: { ...DEFAULT_BRANDING, customerName: 'ООО Ромашка' } });
  });

  it('passes the other settings through, such as the global blocked list', async () => {
    const fetchImpl = async () => Response.json({ version: '1', branding: {}, blockedRoutes: ['fca'] });
    const env = await loadEnvironment(fetchImpl as typeof fetch);
    expect(env.blockedRoutes).toEqual(['fca']);
  });

  it('starts with the default branding when the document is unavailable', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const env = await loadEnvironment((async () => new Response('nope', { status: 503 })) as typeof fetch);
    expect(env.branding).toEqual(DEFAULT_BRANDING);
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });
});
