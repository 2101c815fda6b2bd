/**
 * The part of `oidc-provider` (v9, which ships no types) that the end-to-end test provider uses.
 * Loose on purpose: only what test-provider.ts touches, checked by its use there.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, Server, ServerResponse } from 'node:http';

  export interface OidcGrant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface KoaContextWithOIDC {
    path: string;
    method: string;
    status: number;
    type: string;
    body: unknown;
    host: string;
    req: IncomingMessage;
    res: ServerResponse;
    redirect(url: string): void;
    oidc: {
      provider: Provider;
      client?: { clientId: string };
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
    };
  }

  export interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  export interface Interaction {
    uid: string;
    prompt: { name: string };
  }

  export interface Configuration {
    clients: Record<string, unknown>[];
    jwks?: { keys: Record<string, unknown>[] };
    cookies?: { keys: string[] };
    claims?: Record<string, string[]>;
    pkce?: { required: () => boolean };
    ttl?: Record<string, number>;
    clientBasedCORS?: (ctx: KoaContextWithOIDC, origin: string, client: unknown) => boolean;
    features?: Record<string, Record<string, unknown>>;
    interactions?: { url: (ctx: KoaContextWithOIDC, interaction: Interaction) => string };
    renderError?: (ctx: KoaContextWithOIDC, out: Record<string, unknown>, error: Error) => void | Promise<void>;
    findAccount?: (ctx: KoaContextWithOIDC, id: string) => Promise<Account | undefined>;
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<OidcGrant | undefined>;
  }

  type Middleware = (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>;

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    Grant: {
      new (init: { clientId: string; accountId: string }): OidcGrant;
      find(id: string): Promise<OidcGrant | undefined>;
    };
    use(middleware: Middleware): void;
    listen(port: number, host: string): Server;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionResult(req: IncomingMessage, res: ServerResponse, result: Record<string, unknown>): Promise<string>;
  }
}
