import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerCustomer } from './helpers/accounts.ts';
import { inSchemaTurn } from './helpers/fresh-database.ts';
import { sampleImage } from './helpers/images.ts';
import { issueTypeId, ticketFields } from './helpers/support.ts';
import { createTestApp, type TestContext, testDatabaseUrl } from './helpers/test-app.ts';
import { TestClock } from './helpers/test-clock.ts';

const MB = 1024 * 1024;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A well-formed PDF of exactly `size` bytes: PDFs are stored as sent, so it is also the stored size. */
function pdfOf(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n', 'latin1');
  const tail = Buffer.from('%%EOF\n', 'latin1');
  return Buffer.concat([head, Buffer.alloc(size - head.length - tail.length, 0x20), tail]);
}

function ticketForm(fields: Record<string, string>, files: Buffer[]) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  for (const [i, bytes] of files.entries()) data.append('attachments[]', new Blob([bytes]), `file-${i}.pdf`);
  return data;
}

/** A client address of its own per test, so the per-address allowance is only shared on purpose. */
let lastAddress = 0;
const newAddress = () => `10.77.0.${(lastAddress += 1)}`;

/** What is on disk under DATA_DIR/uploads/<folder>: each file's name and size. */
function storedFiles(t: TestContext, folder: string): Map<string, number> {
  const dir = path.join(t.dataDir, 'uploads', folder);
  const names = existsSync(dir) ? readdirSync(dir) : [];
  return new Map(names.map((name) => [name, statSync(path.join(dir, name)).size]));
}

const sum = (sizes: Iterable<number>) => [...sizes].reduce((a, b) => a + b, 0);

/** Files on disk now that were not in `before`. */
function newFiles(t: TestContext, before: Map<string, number>, folder = 'tickets'): number[] {
  return [...storedFiles(t, folder)].filter(([name]) => !before.has(name)).map(([, size]) => size);
}

async function ticketsOf(t: TestContext, userId: number) {
  const tickets = await t.db.selectFrom('support_tickets').select('id').where('user_id', '=', userId).execute();
  const attachments = await t.db
    .selectFrom('ticket_attachments as a')
    .innerJoin('support_tickets as s', 's.id', 'a.ticket_id')
    .select('a.size')
    .where('s.user_id', '=', userId)
    .execute();
  return { count: tickets.length, attachmentBytes: sum(attachments.map((a) => Number(a.size))) };
}

/** A shopper with a token, sending tickets from one client address. */
async function uploader(t: TestContext, address = newAddress()) {
  const { token, user } = await registerCustomer(t);
  const fields = ticketFields(await issueTypeId(t));
  const send = (files: Buffer[], from = address) =>
    t.app.inject({
      method: 'POST',
      url: '/api/support-ticket',
      headers: bearer(token),
      remoteAddress: from,
      payload: ticketForm(fields, files),
    });
  return { token, userId: user.id as number, address, send };
}

/**
 * Eight tickets of three 2 MB PDFs each (48 MB) from one account, released at once against a
 * 20 MB allowance: at most three can be stored, and what is stored on disk and in the rows
 * stays within the allowance.
 */
async function raceTickets(t: TestContext) {
  const who = await uploader(t);
  const before = storedFiles(t, 'tickets');
  const files = [pdfOf(2 * MB), pdfOf(2 * MB), pdfOf(2 * MB)];
  const answers = await Promise.all(Array.from({ length: 8 }, () => who.send(files)));
  const statuses = answers.map((res) => res.statusCode);
  const accepted = statuses.filter((status) => status === 200).length;
  expect(accepted).toBeGreaterThanOrEqual(1);
  expect(accepted).toBeLessThanOrEqual(3);
  for (const res of answers.filter((r) => r.statusCode !== 200)) {
    expect(res.statusCode, res.body).toBe(429);
    expect(res.json().errors.attachments[0]).toContain('daily upload limit of 20 MB');
  }
  const onDisk = newFiles(t, before);
  const rows = await ticketsOf(t, who.userId);
  expect(rows.count).toBe(accepted);
  expect(onDisk).toHaveLength(accepted * 3);
  expect(sum(onDisk)).toBe(accepted * 6 * MB);
  expect(rows.attachmentBytes).toBe(accepted * 6 * MB);
  expect(sum(onDisk)).toBeLessThanOrEqual(20 * MB);
  return { accepted, storedBytes: sum(onDisk) };
}

describe('daily upload allowances', () => {
  const clock = new TestClock();
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      clock,
      env: { UPLOAD_MB_PER_ACCOUNT_PER_DAY: '20', UPLOAD_MB_PER_ADDRESS_PER_DAY: '30' },
    });
  });
  afterAll(() => t.close());

  it('stores up to the account’s allowance, then refuses with 429 naming attachments; tickets without files still go', async () => {
    const who = await uploader(t);
    const before = storedFiles(t, 'tickets');
    expect((await who.send([pdfOf(4 * MB), pdfOf(4 * MB)])).statusCode).toBe(200);
    expect((await who.send([pdfOf(4 * MB), pdfOf(4 * MB)])).statusCode).toBe(200);
    const refused = await who.send([pdfOf(4 * MB), pdfOf(1 * MB)]);
    expect(refused.statusCode).toBe(429);
    const message = 'You have reached your daily upload limit of 20 MB. Please try again in 24 hours.';
    expect(refused.json()).toEqual({ message, errors: { attachments: [message] } });
    expect(refused.headers['retry-after']).toBe('86400');
    // Exactly up to the allowance is allowed; one byte more is not.
    expect((await who.send([pdfOf(4 * MB)])).statusCode).toBe(200);
    expect((await who.send([pdfOf(1024)])).statusCode).toBe(429);
    expect((await who.send([])).statusCode).toBe(200);
    expect(await ticketsOf(t, who.userId)).toEqual({ count: 4, attachmentBytes: 20 * MB });
    expect(sum(newFiles(t, before))).toBe(20 * MB);
  });

  it('holds under a race: tickets released together never store more than the allowance', async () => {
    const { accepted, storedBytes } = await raceTickets(t);
    console.log(
      `race (memory counters): 8 tickets of 3 x 2 MB at once, 20 MB allowance -> ${accepted} stored, ${storedBytes} bytes`,
    );
  });

  it('counts the client address across accounts, with its own message', async () => {
    const address = newAddress();
    const first = await uploader(t, address);
    const second = await uploader(t, address);
    expect((await first.send([pdfOf(4 * MB), pdfOf(4 * MB), pdfOf(4 * MB)])).statusCode).toBe(200);
    expect((await first.send([pdfOf(4 * MB), pdfOf(4 * MB)])).statusCode).toBe(200);
    expect((await second.send([pdfOf(4 * MB), pdfOf(4 * MB)])).statusCode).toBe(200);
    const refused = await second.send([pdfOf(4 * MB)]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors.attachments[0]).toBe(
      'Uploads from your network have reached the daily limit of 30 MB. Please try again in 24 hours.',
    );
    expect(await ticketsOf(t, second.userId)).toEqual({ count: 1, attachmentBytes: 8 * MB });
    // The same account from another address has room left.
    expect((await second.send([pdfOf(4 * MB)], newAddress())).statusCode).toBe(200);
  });

  it('counts the bytes stored: what re-encoding drops from an image is given back', async () => {
    const who = await uploader(t);
    // A real image with 4 MB of junk after its end: claimed as sent, stored as a few hundred bytes.
    const padded = Buffer.concat([await sampleImage('png'), Buffer.alloc(4 * MB, 0x41)]);
    const first = await who.send([padded]);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.support_ticket.attachments[0].size).toBeLessThan(1024);
    // 20 MB less 2 kB more: within the allowance only if the junk was not counted.
    expect((await who.send([pdfOf(5 * MB), pdfOf(5 * MB), pdfOf(5 * MB)])).statusCode).toBe(200);
    expect((await who.send([pdfOf(5 * MB - 2048)])).statusCode).toBe(200);
    expect((await who.send([pdfOf(4096)])).statusCode).toBe(429);
  });

  it('gives a refused request’s claim back: a file that does not decode uses none of the allowance', async () => {
    const who = await uploader(t);
    expect((await who.send([pdfOf(4 * MB), pdfOf(4 * MB)])).statusCode).toBe(200);
    expect((await who.send([pdfOf(4 * MB), pdfOf(4 * MB)])).statusCode).toBe(200);
    const before = storedFiles(t, 'tickets');
    // Starts like a PNG, so only decoding it (after the claim) refuses it.
    const fake = Buffer.concat([PNG_SIGNATURE, Buffer.alloc(3 * MB - 8)]);
    const refused = await who.send([pdfOf(1024), fake]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.attachments[0]).toContain('must be an image');
    expect(newFiles(t, before)).toEqual([]);
    expect((await who.send([pdfOf(4 * MB)])).statusCode).toBe(200);
    expect((await who.send([pdfOf(1024)])).statusCode).toBe(429);
    expect(await ticketsOf(t, who.userId)).toEqual({ count: 3, attachmentBytes: 20 * MB });
  });

  it('removes the files and gives the claim back when the ticket cannot be saved', async () => {
    const who = await uploader(t);
    expect((await who.send([pdfOf(5 * MB), pdfOf(5 * MB), pdfOf(5 * MB)])).statusCode).toBe(200);
    const before = storedFiles(t, 'tickets');
    // The attachment rows' table out of the way: the insert fails after the files were written.
    // In the schemas' turn: a file migrating meanwhile lists every schema's tables, and one
    // renamed under it fails that listing ("relation … does not exist").
    const refused = await inSchemaTurn(testDatabaseUrl, async () => {
      await sql`ALTER TABLE ticket_attachments RENAME TO ticket_attachments_away`.execute(t.db);
      try {
        return (await who.send([pdfOf(5 * MB)])).statusCode;
      } finally {
        await sql`ALTER TABLE ticket_attachments_away RENAME TO ticket_attachments`.execute(t.db);
      }
    });
    expect(refused).toBe(500);
    expect(newFiles(t, before)).toEqual([]);
    expect((await ticketsOf(t, who.userId)).count).toBe(1);
    expect((await who.send([pdfOf(5 * MB)])).statusCode).toBe(200);
  });

  it('counts profile photos too, refusing one past the allowance with 429 naming profile_photo', async () => {
    const who = await uploader(t);
    const photoForm = (bytes: Buffer) => {
      const data = new FormData();
      data.append('profile_photo', new Blob([bytes], { type: 'image/png' }), 'me.png');
      return data;
    };
    const uploadPhoto = (bytes: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: '/api/update-profile',
        headers: bearer(who.token),
        remoteAddress: who.address,
        payload: photoForm(bytes),
      });
    const saved = await uploadPhoto(await sampleImage('png'));
    expect(saved.statusCode).toBe(200);
    const photo = saved.json().data.user.profile_photo as string;
    const photoBytes = statSync(path.join(t.dataDir, photo)).size;
    expect((await who.send([pdfOf(5 * MB), pdfOf(5 * MB), pdfOf(5 * MB)])).statusCode).toBe(200);
    expect((await who.send([pdfOf(5 * MB - photoBytes)])).statusCode).toBe(200);
    const before = storedFiles(t, 'profiles');
    const refused = await uploadPhoto(await sampleImage('png'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors.profile_photo[0]).toContain('daily upload limit of 20 MB');
    expect(newFiles(t, before, 'profiles')).toEqual([]);
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(who.token) });
    expect(profile.json().data.user.profile_photo).toBe(photo);
  });

  it('opens a new allowance once the day is over', async () => {
    const who = await uploader(t);
    expect((await who.send([pdfOf(5 * MB), pdfOf(5 * MB), pdfOf(5 * MB)])).statusCode).toBe(200);
    expect((await who.send([pdfOf(5 * MB), pdfOf(5 * MB)])).statusCode).toBe(429);
    clock.advance(23 * 3600);
    const later = await who.send([pdfOf(5 * MB), pdfOf(5 * MB)]);
    expect(later.statusCode).toBe(429);
    expect(later.json().message).toContain('Please try again in 60 minutes.');
    clock.advance(3600);
    expect((await who.send([pdfOf(5 * MB), pdfOf(5 * MB)])).statusCode).toBe(200);
    expect(await ticketsOf(t, who.userId)).toEqual({ count: 2, attachmentBytes: 25 * MB });
  });
});

describe('the free-disk floor', () => {
  let t: TestContext;
  beforeAll(async () => {
    // Ten terabytes free: no test machine has that, so every upload meets the floor.
    t = await createTestApp({
      seed: false,
      env: { UPLOAD_MIN_FREE_DISK_MB: '10000000', UPLOAD_MB_PER_ACCOUNT_PER_DAY: '1' },
    });
  });
  afterAll(() => t.close());

  it('refuses uploads with 507, writes nothing and uses none of the allowance; tickets without files still go', async () => {
    const who = await uploader(t);
    const before = storedFiles(t, 'tickets');
    // 600 kB each against a 1 MB allowance: the second would be over it had the first kept its claim.
    for (let i = 0; i < 2; i += 1) {
      const refused = await who.send([pdfOf(600 * 1024)]);
      expect(refused.statusCode).toBe(507);
      expect(refused.json().message).toBe(
        'The shop cannot store files right now because its disk is nearly full. Please try again later.',
      );
    }
    expect(newFiles(t, before)).toEqual([]);
    expect(await ticketsOf(t, who.userId)).toEqual({ count: 0, attachmentBytes: 0 });
    expect((await who.send([])).statusCode).toBe(200);
  });
});

// Redis when the machine has it (TEST_REDIS_URL), in a database of its own, emptied first.
const redisUrl = process.env.TEST_REDIS_URL
  ? Object.assign(new URL(process.env.TEST_REDIS_URL), { pathname: testDatabaseUrl ? '/11' : '/10' }).toString()
  : undefined;

describe.runIf(redisUrl)('daily upload allowances counted in Redis', () => {
  let t: TestContext;
  beforeAll(async () => {
    const redis = new Redis(redisUrl ?? '');
    await redis.flushdb();
    await redis.quit();
    t = await createTestApp({
      seed: false,
      env: { REDIS_URL: redisUrl ?? '', UPLOAD_MB_PER_ACCOUNT_PER_DAY: '20', UPLOAD_MB_PER_ADDRESS_PER_DAY: '30' },
    });
  });
  afterAll(() => t.close());

  it('holds under a race', async () => {
    const { accepted, storedBytes } = await raceTickets(t);
    console.log(
      `race (Redis counters): 8 tickets of 3 x 2 MB at once, 20 MB allowance -> ${accepted} stored, ${storedBytes} bytes`,
    );
  });
});
