import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../helpers/chat.ts';
import { rawSocket } from '../helpers/realtime.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

let t: TestContext;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ env: { REQUEST_TIMEOUT_SECONDS: '1' } });
  port = await listen(t);
});
afterAll(() => t.close());

/** Sends a request's headers, then `bytes` of its body one every `everyMs`; resolves with what came back. */
function trickle(bytes: number, everyMs: number): Promise<{ answer: string; closedAfterMs: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const timer = setInterval(() => socket.writable && socket.write('x'), everyMs);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
    socket.write(
      `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${bytes}\r\n\r\n`,
    );
  });
}

describe('slow requests', () => {
  it('answers a body trickled byte by byte with 408 and drops the connection', async () => {
    // 1,000 bytes at one every 100 ms would take 100 s; the limit is 1 s, checked every second.
    const { answer, closedAfterMs } = await trickle(1000, 100);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(4000);
  });

  it('answers headers that never end with 408 too', async () => {
    const started = Date.now();
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(text));
      socket.write('GET /api/master HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('keeps a realtime connection open well past the request limit', async () => {
    const key = (await t.app.inject('/api/master')).json().data.pusher_app_key as string;
    const socket = rawSocket(port, `/app/${key}?protocol=7`);
    await socket.next('pusher:connection_established');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    socket.send('pusher:ping');
    await socket.next('pusher:pong');
    socket.ws.close();
  });
});
