import type PusherJs from 'pusher-js';
import { bearer, DEMO_PASSWORD, registerCustomer } from './accounts.ts';
import { pusherClient } from './realtime.ts';
import type { TestContext } from './test-app.ts';

/** The demo owner of shop number `n` (seller{n}@example.com): token and shop id. */
export async function sellerSession(t: TestContext, n: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/seller/login',
    payload: { email: `seller${n}@example.com`, password: DEMO_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`seller login failed: ${res.body}`);
  const { data } = res.json();
  return { token: data.access.token as string, shopId: data.shop.id as number, userId: data.user.id as number };
}

/** A new shopper: token and user id. */
export async function shopperSession(t: TestContext) {
  const { token, user } = await registerCustomer(t);
  return { token, userId: user.id as number };
}

/** pusher-js as the storefront will set it up: this server's key, its auth endpoint, the bearer token. */
export async function storefrontClient(t: TestContext, port: number, token: string): Promise<PusherJs> {
  const master = (await t.app.inject('/api/master')).json().data;
  return pusherClient(port, master.pusher_app_key, {
    channelAuthorization: {
      endpoint: `http://127.0.0.1:${port}/api/broadcasting/auth`,
      transport: 'ajax',
      headers: bearer(token),
    },
  });
}

/** The storefront's client that also signs in as the token's user (`pusher.signin()`). */
export async function signedInClient(t: TestContext, port: number, token: string): Promise<PusherJs> {
  const master = (await t.app.inject('/api/master')).json().data;
  return pusherClient(port, master.pusher_app_key, {
    userAuthentication: {
      endpoint: `http://127.0.0.1:${port}/api/broadcasting/user-auth`,
      transport: 'ajax',
      headers: bearer(token),
    },
  });
}

/** Starts the test app on a free port (chat events need a listening server). */
export async function listen(t: TestContext): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as { port: number }).port;
}

export const formAuth = (t: TestContext, token: string | undefined, form: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/broadcasting/auth',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? bearer(token) : {}) },
    payload: new URLSearchParams(form).toString(),
  });
