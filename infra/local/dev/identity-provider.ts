/**
 * The dev identity provider: Google sign-in, as far as the functions can tell, on this machine only. A form
 * (e-mail and name) mints an ID token shaped like Google's, signed with a local RSA key whose public half is
 * served as a JWKS; `loginOrRegister` verifies it with the same code that checks Google's tokens on AWS.
 * Nothing here is deployed: the CDK stack points the functions at Google.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import {
  type CryptoKey,
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  SignJWT,
} from 'jose';
import { demoWorkers } from '../demo-data/accounts';
import { readBody } from '../http';
import type { DevServiceContext, MountedDevService } from './service';

export const LOCAL_CLIENT_ID = 'earnlearn-local-client';
export const LOCAL_ONLY_BANNER =
  "Local development sign-in — this page exists only on your machine; on the real site this is Google's sign-in";
const PREFIX = '/dev/idp';
const KEY_FILE = 'dev-idp-key.json';
const TOKEN_LIFETIME_SECONDS = 3600;
const MAX_FORM_BYTES = 16 * 1024;
const EMAIL = /^[^\s@<>"']{1,64}@[^\s@<>"']+\.[^\s@<>"']{2,}$/;

interface SigningKey {
  privateKey: CryptoKey;
  publicJwk: JWK;
}

/** One RSA key per checkout (kept in `.data/`), so tokens stay valid across restarts; in memory otherwise. */
async function loadOrCreateKey(dataDir: string | undefined): Promise<SigningKey> {
  const file = dataDir ? join(dataDir, KEY_FILE) : undefined;
  let jwk: JWK | undefined;
  if (file && existsSync(file)) {
    try {
      jwk = JSON.parse(readFileSync(file, 'utf8')) as JWK;
    } catch {
      jwk = undefined; // unreadable: make a new one
    }
  }
  if (!jwk?.d || !jwk.kid) {
    const pair = await generateKeyPair('RS256', { extractable: true });
    jwk = await exportJWK(pair.privateKey);
    jwk.kid = await calculateJwkThumbprint(jwk);
    if (file && dataDir) {
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(file, JSON.stringify(jwk), { mode: 0o600 });
    }
  }
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = jwk;
  return {
    privateKey: (await importJWK(jwk, 'RS256')) as CryptoKey,
    publicJwk: { ...publicJwk, alg: 'RS256', use: 'sig' },
  };
}

/** The same e-mail is the same person; the demo workers' e-mails reach their seeded accounts. */
function subjectFor(email: string): string {
  const demo = demoWorkers.find((worker) => worker.email === email);
  return demo?.sub ?? createHash('sha256').update(`earnlearn-dev-idp:${email}`).digest('hex').slice(0, 24);
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"'`]/g,
    (c) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' })[c] as string,
  );
}

function sendHtml(response: ServerResponse, status: number, title: string, body: string) {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy':
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  });
  response.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f5f5f5;color:#242424}
.banner{background:#fff4ce;border-bottom:2px solid #c19c00;padding:12px 16px;font-weight:600;text-align:center}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:8px;padding:24px 28px;box-shadow:0 2px 8px #0002}
label{display:block;margin-top:14px;font-weight:600}
input,textarea{box-sizing:border-box;width:100%;padding:8px;margin-top:4px;border:1px solid #8a8a8a;border-radius:4px;font:inherit}
button{margin-top:20px;width:100%;padding:10px;border:0;border-radius:4px;background:#0f6cbd;color:#fff;font:inherit;font-weight:600;cursor:pointer}
.error{color:#b10e1c;font-weight:600}.hint{color:#616161;font-size:14px}
</style></head>
<body><div class="banner" role="note">${LOCAL_ONLY_BANNER}</div><main>${body}</main></body></html>`);
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

interface FormValues {
  email: string;
  name: string;
  redirectUri: string;
  state: string;
}

function signInPage(values: FormValues, error?: string): string {
  const hidden = (name: string, value: string) =>
    value ? `<input type="hidden" name="${name}" value="${escapeHtml(value)}">` : '';
  return `<h1>Sign in to Earnlearn</h1>
<p class="hint">Any e-mail works here; the same e-mail is always the same account. Try a demo worker:
${demoWorkers.map((worker) => escapeHtml(worker.email)).join(', ')}.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${PREFIX}/signin">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" required maxlength="254" autocomplete="email" value="${escapeHtml(values.email)}">
<label for="name">Name</label>
<input id="name" name="name" type="text" maxlength="100" autocomplete="name" value="${escapeHtml(values.name)}">
${hidden('redirect_uri', values.redirectUri)}${hidden('state', values.state)}
<button type="submit">Sign in</button>
</form>`;
}

/** Only this origin may receive a token: a path on it, or an absolute URL starting with the twin's origin. */
function sameOriginTarget(raw: string, baseUrl: string): string | undefined {
  if (!raw.startsWith('/') && raw !== baseUrl && !raw.startsWith(`${baseUrl}/`)) return undefined;
  try {
    const base = new URL(baseUrl);
    const url = new URL(raw, base);
    if (url.origin !== base.origin) return undefined;
    return raw.startsWith('/') ? `${url.pathname}${url.search}` : `${url.origin}${url.pathname}${url.search}`;
  } catch {
    return undefined;
  }
}

/** The posted form (application/x-www-form-urlencoded), or undefined when it is too large. */
async function readForm(request: IncomingMessage): Promise<Record<string, string> | undefined> {
  const body = await readBody(request, MAX_FORM_BYTES);
  return body && Object.fromEntries(new URLSearchParams(body.toString('utf8')));
}

export const identityProvider = async ({
  baseUrl,
  dataDir,
  log,
}: DevServiceContext): Promise<MountedDevService> => {
  const key = await loadOrCreateKey(dataDir);
  const issuer = `${baseUrl}${PREFIX}`;

  async function mint(email: string, name: string): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const [given = '', ...family] = name.split(/\s+/);
    return new SignJWT({
      azp: LOCAL_CLIENT_ID,
      email,
      email_verified: true,
      name,
      given_name: given,
      family_name: family.join(' '),
      picture: '',
    })
      .setProtectedHeader({ alg: 'RS256', kid: key.publicJwk.kid as string, typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(LOCAL_CLIENT_ID)
      .setSubject(subjectFor(email))
      .setIssuedAt(now)
      .setExpirationTime(now + TOKEN_LIFETIME_SECONDS)
      .sign(key.privateKey);
  }

  async function signIn(request: IncomingMessage, response: ServerResponse) {
    // Tests and scripts ask for JSON; a browser posting the form gets a redirect or a page.
    const wantsJson = (request.headers.accept ?? '').includes('application/json');
    const form = await readForm(request);
    if (!form) return sendJson(response, 413, { message: 'The form is too large.' });
    const values: FormValues = {
      email: (form.email ?? '').trim().toLowerCase(),
      name: (form.name ?? '').trim().replace(/\s+/g, ' ').slice(0, 100),
      redirectUri: form.redirect_uri ?? '',
      state: (form.state ?? '').slice(0, 512),
    };
    const target = values.redirectUri ? sameOriginTarget(values.redirectUri, baseUrl) : undefined;
    const problem =
      values.redirectUri && !target
        ? 'redirect_uri must be a page of this site.'
        : values.email.length > 254 || !EMAIL.test(values.email)
          ? 'Enter a valid e-mail address.'
          : undefined;
    if (problem) {
      if (wantsJson) return sendJson(response, 400, { message: problem });
      return sendHtml(response, 400, 'Local sign-in', signInPage(values, problem));
    }
    const idToken = await mint(values.email, values.name || (values.email.split('@')[0] as string));
    log(`Dev sign-in as ${values.email}`);
    if (wantsJson) return sendJson(response, 200, { id_token: idToken });
    if (target) {
      const fragment = new URLSearchParams({
        id_token: idToken,
        ...(values.state ? { state: values.state } : {}),
      });
      response.writeHead(303, { location: `${target}#${fragment}`, 'cache-control': 'no-store' }).end();
      return;
    }
    sendHtml(
      response,
      200,
      'Signed in (local)',
      `<h1>Signed in as ${escapeHtml(values.email)}</h1>
<p class="hint">The ID token (valid one hour), for <code>POST /api/loginOrRegister</code> with body <code>{"idToken": "..."}</code>:</p>
<label for="token">ID token</label><textarea id="token" rows="8" readonly>${escapeHtml(idToken)}</textarea>`,
    );
  }

  return {
    prefix: PREFIX,
    environment: {
      GOOGLE_CLIENT_ID: LOCAL_CLIENT_ID,
      GOOGLE_ISSUER: issuer,
      GOOGLE_JWKS_URL: `${issuer}/.well-known/jwks.json`,
    },
    describe: `Sign-in:   ${issuer}/signin (local stand-in for Google)`,
    handle: async (request, response, url) => {
      const path = url.pathname.replace(/\/+$/, '');
      if (path === `${PREFIX}/.well-known/jwks.json` && request.method === 'GET') {
        return sendJson(response, 200, { keys: [key.publicJwk] });
      }
      if (path === `${PREFIX}/signin` && request.method === 'GET') {
        const values: FormValues = {
          email: url.searchParams.get('login_hint') ?? '',
          name: '',
          redirectUri: url.searchParams.get('redirect_uri') ?? '',
          state: url.searchParams.get('state') ?? '',
        };
        const refused = values.redirectUri && !sameOriginTarget(values.redirectUri, baseUrl);
        const error = refused ? 'redirect_uri must be a page of this site.' : undefined;
        return sendHtml(response, refused ? 400 : 200, 'Local sign-in', signInPage(values, error));
      }
      if (path === `${PREFIX}/signin` && request.method === 'POST') return signIn(request, response);
      sendJson(response, 404, { message: `Nothing at ${path}. Sign in at ${PREFIX}/signin.` });
    },
  };
};
