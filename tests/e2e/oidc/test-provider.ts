import type { Server } from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/**
 * A real OpenID Connect provider (the certified `oidc-provider` package) on loopback, for the
 * end-to-end test of shell.md §6 "an external identity provider (OpenID, code response)". It knows one
 * public client (our app: code flow with PKCE, no secret) and one person, signs in through a minimal
 * login form of its own (the package's development pages load web fonts from the internet) and grants
 * the first-party client its scopes without a consent page.
 */

export const PROVIDER_PERSON = {
  login: 'olga',
  password: 'provider-secret-1',
  email: 'olga.oidc@example.test',
  name: 'Ольга Ветрова',
} as const;

export interface TestProvider {
  issuer: string;
  clientId: string;
  close(): Promise<void>;
}

export async function startTestProvider(options: { port: number; appOrigin: string }): Promise<TestProvider> {
  const issuer = `http://127.0.0.1:${options.port}`;
  const clientId = 'ontobench-e2e';
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'e2e-1', alg: 'RS256', use: 'sig' };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: [`${options.appOrigin}/oidc-signin-callback`],
        post_logout_redirect_uris: [`${options.appOrigin}/osa-auth/login`],
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: ['e2e-cookie-key-not-a-secret'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true },
    // Short lifetimes, set explicitly (the package nags about its defaults).
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    // The browser calls discovery and the token endpoint from our app's origin.
    clientBasedCORS: (_ctx, origin) => origin === options.appOrigin,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource },
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = page('Error', `<pre>${escape(JSON.stringify(out, null, 2))}</pre>`);
    },
    async findAccount(_ctx, id) {
      if (id !== PROVIDER_PERSON.login) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: PROVIDER_PERSON.email,
          email_verified: true,
          name: PROVIDER_PERSON.name,
        }),
      };
    },
    // Our app is first-party: its scopes are granted without asking.
    async loadExistingGrant(ctx) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const existing = session.grantIdFor(client.clientId);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid profile email');
      await grant.save();
      return grant;
    },
  });

  provider.use(async (ctx, next) => {
    if (ctx.path === '/favicon.ico') {
      ctx.status = 204;
      return;
    }
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(ctx.path);
    if (!match) return next();
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    if (ctx.method === 'POST' && match[2]) {
      const form = new URLSearchParams(await readBody(ctx));
      if (form.get('login') !== PROVIDER_PERSON.login || form.get('password') !== PROVIDER_PERSON.password) {
        ctx.type = 'html';
        ctx.body = loginPage(details.uid, 'Wrong login or password');
        return;
      }
      const target = await provider.interactionResult(ctx.req, ctx.res, {
        login: { accountId: PROVIDER_PERSON.login },
      });
      ctx.status = 303;
      ctx.redirect(target);
      return;
    }
    ctx.type = 'html';
    ctx.body = loginPage(details.uid);
  });

  const server: Server = provider.listen(options.port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  return {
    issuer,
    clientId,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readBody(ctx: KoaContextWithOIDC): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    ctx.req.setEncoding('utf8');
    ctx.req.on('data', (chunk: string) => (body += chunk));
    ctx.req.on('end', () => resolve(body));
    ctx.req.on('error', reject);
  });
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head><body><main><h1>${escape(title)}</h1>${body}</main></body></html>`;
}

function loginPage(uid: string, error?: string): string {
  return page(
    'Test provider sign-in',
    `${error ? `<p role="alert">${escape(error)}</p>` : ''}
    <form method="post" action="/interaction/${escape(uid)}/login">
      <label>Login <input name="login" autocomplete="username" autofocus></label>
      <label>Password <input name="password" type="password" autocomplete="current-password"></label>
      <button type="submit">Sign in</button>
    </form>`,
  );
}

async function logoutSource(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  ctx.type = 'html';
  ctx.body = page(
    'Sign out of the test provider?',
    `${form}<button type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign me out</button>
    <button type="submit" form="op.logoutForm">No, stay signed in</button>`,
  );
}

async function postLogoutSuccessSource(ctx: KoaContextWithOIDC): Promise<void> {
  ctx.type = 'html';
  ctx.body = page('Signed out of the test provider', '<p>Signed out.</p>');
}
