import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hmacHex, md5Hex, requestSigningString } from '../src/realtime/signatures.ts';
import { DOC_APP, sdkFor, startRealtimeServer } from './helpers/realtime.ts';

const DOC_BODY = '{"name":"foo","channels":["project-3"],"data":"{\\"some\\":\\"data\\"}"}';
const DOC_TIMESTAMP = 1353088179;

/** A request signed by hand, so each part of the signature can be got wrong on purpose. */
function signedUrl(
  path: string,
  body: string,
  over: { timestamp?: number; key?: string; secret?: string; md5?: string } = {},
) {
  const query: Record<string, string> = {
    auth_key: over.key ?? DOC_APP.key,
    auth_timestamp: String(over.timestamp ?? Math.floor(Date.now() / 1000)),
    auth_version: '1.0',
    body_md5: over.md5 ?? md5Hex(body),
  };
  const signature = hmacHex(over.secret ?? DOC_APP.secret, requestSigningString('POST', path, query));
  return `${path}?${new URLSearchParams({ ...query, auth_signature: signature })}`;
}

const post = (port: number, url: string, body: string) =>
  fetch(`http://127.0.0.1:${port}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('the HTTP events API', () => {
  let rt: Awaited<ReturnType<typeof startRealtimeServer>>;
  beforeAll(async () => {
    rt = await startRealtimeServer();
  });
  afterAll(() => rt.close());

  it('accepts what the official SDK sends, single and batched', async () => {
    const sdk = sdkFor(rt.port);
    expect((await sdk.trigger(['a', 'b'], 'ping', { ok: true })).status).toBe(200);
    const batch = await sdk.triggerBatch([
      { channel: 'a', name: 'one', data: { n: 1 } },
      { channel: 'b', name: 'two', data: { n: 2 } },
    ]);
    expect(batch.status).toBe(200);
  });

  it('accepts a correctly signed request and refuses a wrong signature, key or body', async () => {
    const path = '/apps/3/events';
    expect((await post(rt.port, signedUrl(path, DOC_BODY), DOC_BODY)).status).toBe(200);

    const badSecret = await post(rt.port, signedUrl(path, DOC_BODY, { secret: 'not-the-secret' }), DOC_BODY);
    expect(badSecret.status).toBe(401);
    expect(await badSecret.json()).toEqual({ error: 'Invalid signature' });

    const tampered = DOC_BODY.replace('project-3', 'project-4');
    expect((await post(rt.port, signedUrl(path, DOC_BODY), tampered)).status).toBe(401);
    expect((await post(rt.port, signedUrl(path, DOC_BODY, { key: 'unknown-key' }), DOC_BODY)).status).toBe(401);
    expect((await post(rt.port, path, DOC_BODY)).status).toBe(401);
    // A valid key used on another app id is forbidden, not unknown.
    expect((await post(rt.port, signedUrl('/apps/4/events', DOC_BODY), DOC_BODY)).status).toBe(403);
  });

  it('refuses a stale auth_timestamp', async () => {
    const stale = Math.floor(Date.now() / 1000) - 601;
    const res = await post(rt.port, signedUrl('/apps/3/events', DOC_BODY, { timestamp: stale }), DOC_BODY);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: string }).error).toMatch(/Timestamp expired/);
  });

  it('refuses bad event bodies with 400', async () => {
    for (const body of [
      '{"name":"x","channels":["a"],"data":{}}',
      '{"name":"x","channels":["bad channel"],"data":"1"}',
      '[]',
    ]) {
      expect((await post(rt.port, signedUrl('/apps/3/events', body), body)).status).toBe(400);
    }
  });
});

describe('the documented request vector, replayed at its own time', () => {
  let rt: Awaited<ReturnType<typeof startRealtimeServer>>;
  beforeAll(async () => {
    rt = await startRealtimeServer({ clock: { now: () => DOC_TIMESTAMP * 1000 } });
  });
  afterAll(() => rt.close());

  it('accepts the exact query Pusher documents', async () => {
    const url =
      '/apps/3/events?auth_key=278d425bdf160c739803&auth_timestamp=1353088179&auth_version=1.0' +
      '&body_md5=ec365a775a4cd0599faeb73354201b6f' +
      '&auth_signature=da454824c97ba181a32ccc17a72625ba02771f50b50e1e7430e47a1f3f457e6c';
    expect((await post(rt.port, url, DOC_BODY)).status).toBe(200);
    const wrong = url.replace(/.$/, 'd');
    expect((await post(rt.port, wrong, DOC_BODY)).status).toBe(401);
  });
});
