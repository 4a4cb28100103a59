// The second journey server: the built app on its own fresh temporary DATA_DIR, with social
// sign-in and reCAPTCHA switched on and pointed at local stand-ins for Google (a real OpenID
// Connect provider), Apple, Facebook and reCAPTCHA, since the real ones cannot be reached here.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import { APPLE_CLIENT, appleRoutes } from './apple-stand-in.mjs';
import { FACEBOOK_APP, facebookRoutes } from './facebook-stand-in.mjs';
import { GOOGLE_CLIENT, startOidcStandIn } from './oidc-stand-in.mjs';
import { RECAPTCHA, recaptchaRoutes } from './recaptcha-stand-in.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.PORT ?? 4174);
const storefront = `http://127.0.0.1:${port}`;
const callback = (provider) => [`${storefront}/auth/callback/${provider}`];

/** Apple, Facebook and reCAPTCHA on one local server, form bodies parsed like a browser sends them. */
async function startServices() {
  const app = Fastify({ logger: false });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  let url = '';
  await appleRoutes(app, { issuer: () => `${url}/apple`, redirectUris: callback('apple') });
  facebookRoutes(app, { redirectUris: callback('facebook') });
  recaptchaRoutes(app);
  url = await app.listen({ port: 0, host: '127.0.0.1' });
  return url;
}

/** Seeds the demo shop, then switches the providers and reCAPTCHA on, as an owner would. */
function seedWithSignInOn(dataDir) {
  const seeded = spawnSync(process.execPath, [path.join(root, 'apps/server/dist/seed-cli.js')], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seeded.status !== 0) throw new Error('seeding the journey database failed');
  const db = new Database(path.join(dataDir, 'souk.db'));
  const write = db.prepare('UPDATE settings SET value = ? WHERE key = ?');
  write.run(
    JSON.stringify({
      google: { is_active: true, client_id: GOOGLE_CLIENT.id },
      facebook: { is_active: true, client_id: FACEBOOK_APP.id },
      apple: { is_active: true, client_id: APPLE_CLIENT, redirect_url: null },
    }),
    'social_auths',
  );
  write.run(JSON.stringify({ is_active: true, site_key: RECAPTCHA.siteKey }), 'recaptcha');
  db.close();
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'souk-e2e-social-'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
delete process.env.DATABASE_URL;
const google = await startOidcStandIn(callback('google')[0]);
const services = await startServices();
seedWithSignInOn(dataDir);

Object.assign(process.env, {
  DATA_DIR: dataDir,
  GOOGLE_OIDC_ISSUER: google.issuer,
  GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.secret,
  APPLE_OIDC_ISSUER: `${services}/apple`,
  FACEBOOK_DIALOG_URL: `${services}/facebook/v20.0/dialog/oauth`,
  FACEBOOK_GRAPH_URL: `${services}/facebook/v20.0`,
  FACEBOOK_APP_SECRET: FACEBOOK_APP.secret,
  RECAPTCHA_SCRIPT_URL: `${services}/recaptcha/api.js`,
  RECAPTCHA_VERIFY_URL: `${services}/recaptcha/api/siteverify`,
  RECAPTCHA_SECRET_KEY: RECAPTCHA.secret,
});
await import('../../apps/server/dist/main.js');
