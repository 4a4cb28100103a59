import { describe, expect, it } from 'vitest';
import { socketOptions } from '../src/realtime.ts';

describe('socketOptions', () => {
  const page = { hostname: 'shop.test', port: '4200', protocol: 'http:' };
  const builtIn = { key: 'k', cluster: 'mt1', host: null, port: null, scheme: null } as const;

  it("connects to this page's origin when the server names no host", () => {
    expect(socketOptions(builtIn, page)).toMatchObject({ wsHost: 'shop.test', wsPort: 4200, forceTLS: false });
    expect(socketOptions(builtIn, { hostname: 'shop.test', port: '', protocol: 'https:' })).toMatchObject({
      wsPort: 443,
      wssPort: 443,
      forceTLS: true,
    });
  });

  it('connects to the configured service with its scheme and port', () => {
    const outside = { key: 'k', cluster: 'eu', host: 'ws.example.com', port: 6001, scheme: 'https' } as const;
    expect(socketOptions(outside, page)).toMatchObject({
      cluster: 'eu',
      wsHost: 'ws.example.com',
      wsPort: 6001,
      forceTLS: true,
      disableStats: true,
    });
  });
});
