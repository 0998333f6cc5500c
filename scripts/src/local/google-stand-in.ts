import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

/**
 * The local stand-in for signing in with Google (decision 0060): the two addresses the product
 * uses, under the stand-in's own issuer. `GET /o/oauth2/v2/auth` is Google's authorization
 * endpoint asked for an ID token (OpenID Connect's implicit flow): it shows a small page where any
 * address is "signed in" (as Google would after its own sign-in), then returns the browser to the
 * `redirect_uri` with `#id_token=…&state=…`, or `#error=access_denied&state=…` when cancelled.
 * `GET /oauth2/v3/certs` is the key set the ID tokens verify with (RS256, a key made at start).
 * Unlike Google it takes any http(s) `redirect_uri`: there is no console to register one in.
 */
export interface LocalGoogle {
  url: string;
  close(): Promise<void>;
}

const TOKEN_SECONDS = 3600;

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1f2937}label{display:block;margin:1rem 0 .25rem}input{width:100%;padding:.5rem;box-sizing:border-box}button{margin:1rem .5rem 0 0;padding:.5rem 1rem}.note{color:#6b7280;font-size:.9rem}</style>
</head><body>${body}</body></html>`;
}

function send(response: ServerResponse, status: number, type: string, body: string) {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  response.end(body);
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** What Google requires of an implicit-flow request, or the reason it refuses it (its "Error 400: invalid_request"). */
function authorizationRequest(params: URLSearchParams): { problem: string } | { clientId: string; redirectUri: URL; state: string; nonce: string } {
  const clientId = params.get('client_id') ?? '';
  const redirect = params.get('redirect_uri') ?? '';
  if (!clientId) return { problem: 'Missing required parameter: client_id' };
  if (params.get('response_type') !== 'id_token') return { problem: 'This stand-in answers response_type=id_token only.' };
  if (!(params.get('scope') ?? '').split(' ').includes('openid')) return { problem: 'Missing required scope: openid' };
  const nonce = params.get('nonce') ?? '';
  if (!nonce) return { problem: 'Missing required parameter: nonce' };
  let redirectUri: URL;
  try {
    redirectUri = new URL(redirect);
  } catch {
    return { problem: 'Invalid parameter value for redirect_uri' };
  }
  if (redirectUri.protocol !== 'http:' && redirectUri.protocol !== 'https:') return { problem: 'Invalid parameter value for redirect_uri' };
  return { clientId, redirectUri, state: params.get('state') ?? '', nonce };
}

/** The browser back at the site, with the answer in the fragment as Google puts it. */
function backTo(response: ServerResponse, redirectUri: URL, answer: Record<string, string>) {
  const target = new URL(redirectUri);
  target.hash = new URLSearchParams(answer).toString();
  response.writeHead(302, { location: target.toString(), 'cache-control': 'no-store' });
  response.end();
}

export async function startGoogleStandIn(options: { host: string; port: number }): Promise<LocalGoogle> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const kid = randomUUID();
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] };
  let issuer = '';

  const idToken = (email: string, clientId: string, nonce: string) =>
    new SignJWT({ email, email_verified: true, nonce, name: email.split('@')[0] ?? email })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(clientId)
      // Google's subject is a stable number per account; here a digest of the address.
      .setSubject(createHash('sha256').update(email).digest('hex').slice(0, 21))
      .setIssuedAt()
      .setExpirationTime(`${TOKEN_SECONDS}s`)
      .sign(privateKey);

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const method = request.method ?? 'GET';
    void (async () => {
      if (method === 'GET' && url.pathname === '/oauth2/v3/certs') return send(response, 200, 'application/json', JSON.stringify(jwks));
      if (url.pathname === '/o/oauth2/v2/auth' && (method === 'GET' || method === 'POST')) {
        const params = method === 'GET' ? url.searchParams : await readForm(request);
        const asked = authorizationRequest(params);
        if ('problem' in asked) return send(response, 400, 'text/html; charset=utf-8', page('Error 400: invalid_request', `<h1>Error 400: invalid_request</h1><p>${escape(asked.problem)}</p>`));
        if (method === 'POST') {
          if (params.get('action') === 'cancel') return backTo(response, asked.redirectUri, { error: 'access_denied', state: asked.state });
          const email = (params.get('email') ?? '').trim().toLowerCase();
          if (!/^[^\s@]+@[^\s@]+$/.test(email)) return send(response, 400, 'text/html; charset=utf-8', page('Enter an email', '<p>Enter an email address, then go back and try again.</p>'));
          return backTo(response, asked.redirectUri, { state: asked.state, id_token: await idToken(email, asked.clientId, asked.nonce), authuser: '0', prompt: 'consent' });
        }
        const hidden = ['client_id', 'redirect_uri', 'response_type', 'scope', 'state', 'nonce']
          .map((name) => `<input type="hidden" name="${name}" value="${escape(params.get(name) ?? '')}">`)
          .join('');
        return send(
          response,
          200,
          'text/html; charset=utf-8',
          page(
            'Sign in with Google',
            `<h1>Sign in with Google</h1><p>to continue to ${escape(asked.redirectUri.host)}</p>
<form method="post">${hidden}<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required autofocus>
<button type="submit" name="action" value="continue">Continue</button><button type="submit" name="action" value="cancel" formnovalidate>Cancel</button></form>
<p class="note">The local stand-in for Google: any address signs in here. The site signs in the account with that address, if it has one.</p>`,
          ),
        );
      }
      send(response, 404, 'text/plain; charset=utf-8', 'Not found');
    })().catch((error: unknown) => send(response, 500, 'text/plain; charset=utf-8', String(error)));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  issuer = `http://${options.host}:${port}`;
  return {
    url: issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The Lambdas' side: the stand-in is Google's issuer, authorization endpoint and key set. */
export const googleEnvironment = (google: LocalGoogle): Record<string, string> => ({ GOOGLE_ISSUER_URL: google.url });
