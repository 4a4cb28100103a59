import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from './helpers/chat.ts';
import {
  DOC_APP_PATH,
  type FloodOutcome,
  floodSubscribe,
  heapUsedAfterGc,
  startRealtimeServer,
} from './helpers/realtime.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

/**
 * Sockets asking for 100,000 public channels each, as fast as they can. Without limits one such
 * socket kept 100,000 subscriptions (tens of megabytes); here each holds at most its quota of
 * 100 and is cut off by the frame rate, and the heap, measured after full collections, stays
 * within a few megabytes.
 */
const CHANNELS = 100_000;
const HEAP_BOUND = 8 * 2 ** 20;

function expectCutOff(outcome: FloodOutcome): void {
  expect(outcome.sent).toBeLessThan(CHANNELS);
  expect(outcome.succeeded).toBe(100);
  expect(outcome.refused.every((status) => status === 4004)).toBe(true);
  expect(outcome.errors).toEqual([4301]);
  expect(outcome.closeCode).toBe(4100);
}

describe('a subscription flood on the realtime service', () => {
  let rt: Awaited<ReturnType<typeof startRealtimeServer>>;
  beforeAll(async () => {
    rt = await startRealtimeServer();
  });
  afterAll(() => rt.close());

  it('holds at most 100 subscriptions for one socket, then closes it', async () => {
    const before = await heapUsedAfterGc();
    let held = 0;
    const outcome = await floodSubscribe(rt.port, DOC_APP_PATH, {
      count: CHANNELS,
      onFrame: () => (held = Math.max(held, rt.server.stats().channels)),
    });
    expectCutOff(outcome);
    expect(held).toBeLessThanOrEqual(100);
    expect(outcome.ms).toBeLessThan(5000);
    expect((await heapUsedAfterGc()) - before).toBeLessThan(HEAP_BOUND);
    expect(rt.server.stats()).toEqual({ connections: 0, channels: 0, addresses: 0 });
  });

  it('holds at most 100 each for five sockets flooding at once', async () => {
    const before = await heapUsedAfterGc();
    let held = 0;
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        floodSubscribe(rt.port, DOC_APP_PATH, {
          count: CHANNELS,
          prefix: `attacker-${i}`,
          onFrame: () => (held = Math.max(held, rt.server.stats().channels)),
        }),
      ),
    );
    for (const outcome of outcomes) expectCutOff(outcome);
    expect(held).toBeLessThanOrEqual(500);
    expect((await heapUsedAfterGc()) - before).toBeLessThan(HEAP_BOUND);
    expect(rt.server.stats()).toEqual({ connections: 0, channels: 0, addresses: 0 });
  });
});

describe("a subscription flood on the API's own port", () => {
  let t: TestContext;
  let path: string;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    port = await listen(t);
    const key = (await t.app.inject('/api/master')).json().data.pusher_app_key as string;
    path = `/app/${key}?protocol=7&client=js&version=8.4.0`;
  });
  afterAll(() => t.close());

  it('holds at most 100 subscriptions for each of five sockets and closes them', async () => {
    const before = await heapUsedAfterGc();
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, (_, i) => floodSubscribe(port, path, { count: CHANNELS, prefix: `attacker-${i}` })),
    );
    for (const outcome of outcomes) expectCutOff(outcome);
    expect((await heapUsedAfterGc()) - before).toBeLessThan(HEAP_BOUND);
  });
});
