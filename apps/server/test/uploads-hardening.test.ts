import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, registerCustomer } from './helpers/accounts.ts';
import { SAMPLE_PDF, sampleImage, type SampleImageType } from './helpers/images.ts';
import { createTicket, issueTypeId, ticketFields } from './helpers/support.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const SCRIPT = '<script>alert(document.cookie)</script>';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function photoForm(bytes: Buffer, name = 'me.png', type = 'image/png') {
  const data = new FormData();
  data.append('profile_photo', new Blob([bytes], { type }), name);
  return data;
}

const uploadPhoto = (token: string, bytes: Buffer, name?: string, type?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/update-profile',
    headers: bearer(token),
    payload: photoForm(bytes, name, type),
  });

function ticketForm(fields: Record<string, string>, files: Array<{ bytes: Buffer; name: string }>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  for (const file of files) data.append('attachments', new Blob([file.bytes]), file.name);
  return data;
}

const storedFile = (url: string) => readFileSync(path.join(t.dataDir, url));
const filesIn = (folder: string) => {
  const dir = path.join(t.dataDir, 'uploads', folder);
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('profile photos: checked by content and re-encoded', () => {
  it('keeps only the pixels of a JPEG: EXIF and trailing script are gone, orientation applied', async () => {
    const { token } = await registerCustomer(t);
    const tagged = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#e76f51' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'HOME-ADDRESS-51.5,-0.12', ImageDescription: SCRIPT } })
      .toBuffer();
    const sent = Buffer.concat([tagged, Buffer.from(`<html>${SCRIPT}</html>`)]);
    expect(sent.includes('HOME-ADDRESS')).toBe(true);

    const res = await uploadPhoto(token, sent, 'me.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(200);
    const url = res.json().data.user.profile_photo as string;
    expect(url).toMatch(/^\/uploads\/profiles\/[0-9a-f]{32}\.jpg$/);
    const stored = storedFile(url);
    expect(stored.includes('HOME-ADDRESS')).toBe(false);
    expect(stored.includes('<script')).toBe(false);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 30, height: 40 });
    expect(meta.exif).toBeUndefined();

    const served = await t.app.inject(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(served.rawPayload.equals(stored)).toBe(true);
  });

  it('re-encodes PNG, WebP and GIF in their own format, dropping text chunks and appended bytes', async () => {
    const { token } = await registerCustomer(t);
    for (const type of ['png', 'webp', 'gif'] as const) {
      const withXmp = await sharp(await sampleImage(type))
        .withXmp(`<x:xmpmeta xmlns:x="adobe:ns:meta/">${SCRIPT}</x:xmpmeta>`)
        .toBuffer();
      const res = await uploadPhoto(token, Buffer.concat([withXmp, Buffer.from(SCRIPT)]));
      expect(res.statusCode, type).toBe(200);
      const stored = storedFile(res.json().data.user.profile_photo as string);
      expect(stored.includes('<script'), type).toBe(false);
      const meta = await sharp(stored).metadata();
      expect(meta, type).toMatchObject({ format: type, width: 40, height: 30 });
      expect(meta.xmp, type).toBeUndefined();
    }
  });

  it('refuses what only starts like an image, an SVG named .png, and a pixel bomb; nothing is stored', async () => {
    const { token, user } = await registerCustomer(t);
    const before = filesIn('profiles').length;
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    // Far below the 2 MB limit on the wire, 48 million pixels once decoded.
    expect(bomb.length).toBeLessThan(512 * 1024);
    const disguised: Array<[string, Buffer]> = [
      ['svg', Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>`)],
      ['html', Buffer.from(`<!doctype html><html>${SCRIPT}</html>`)],
      ['png signature, html body', Buffer.concat([PNG_SIGNATURE, Buffer.from(`<html>${SCRIPT}</html>`)])],
      ['gif header, script body', Buffer.from(`GIF89a/*${SCRIPT}*/`, 'latin1')],
      ['png cut in half', (await sampleImage('png')).subarray(0, 40)],
      [
        'jpeg bytes under a webp header',
        Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WEBP', 'latin1'), await sampleImage('jpeg')]),
      ],
      ['pdf', SAMPLE_PDF],
      ['pixel bomb', bomb],
    ];
    for (const [what, bytes] of disguised) {
      const res = await uploadPhoto(token, bytes, 'photo.png', 'image/png');
      expect(res.statusCode, what).toBe(422);
      expect(res.json().errors, what).toEqual({
        profile_photo: ['The profile photo must be an image of type: png, jpeg, webp, gif.'],
      });
    }
    expect(filesIn('profiles')).toHaveLength(before);
    const kept = (await get(t, '/api/profile', token)).json().data.user;
    // No photo was stored: the user still has the picture of their initials.
    expect(kept).toMatchObject({ id: user.id, profile_photo: expect.stringMatching(/^\/api\/avatar\.svg/) });
  });
});

describe('ticket attachments: images re-encoded, PDFs checked and kept', () => {
  async function ticket(files: Array<{ bytes: Buffer; name: string }>) {
    const { token } = await registerCustomer(t);
    return createTicket(t, token, ticketForm(ticketFields(await issueTypeId(t)), files));
  }

  it('stores each image re-encoded in its own format and a PDF byte for byte, served as a download', async () => {
    const types: SampleImageType[] = ['jpeg', 'gif'];
    const images = await Promise.all(
      types.map(async (type) => Buffer.concat([await sampleImage(type), Buffer.from(SCRIPT)])),
    );
    const res = await ticket([
      ...images.map((bytes, i) => ({ bytes, name: `photo-${i}.txt` })),
      { bytes: SAMPLE_PDF, name: 'receipt.pdf' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const attachments = res.json().data.support_ticket.attachments as Array<{
      url: string;
      type: string;
      size: number;
    }>;
    expect(attachments.map((a) => a.type)).toEqual(['jpeg', 'gif', 'pdf']);
    for (const [i, type] of types.entries()) {
      const attachment = attachments[i]!;
      const stored = storedFile(attachment.url);
      expect(attachment.size, type).toBe(stored.length);
      expect(stored.includes('<script'), type).toBe(false);
      expect((await sharp(stored).metadata()).format, type).toBe(type);
    }
    const pdf = attachments[2]!;
    expect(pdf.url).toMatch(/^\/uploads\/tickets\/[0-9a-f]{32}\.pdf$/);
    expect(storedFile(pdf.url).equals(SAMPLE_PDF)).toBe(true);
    const served = await t.app.inject(pdf.url);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe('attachment');
    expect(served.headers['content-security-policy']).toContain('sandbox');
  });

  it('refuses a fake PDF or image and then stores none of the files sent with it', async () => {
    const before = filesIn('tickets').length;
    const countTickets = async () => (await t.db.selectFrom('support_tickets').select('id').execute()).length;
    const tickets = await countTickets();
    const good = { bytes: await sampleImage('png'), name: 'good.png' };
    const fakes: Array<[string, Buffer]> = [
      ['html after a pdf header', Buffer.from(`%PDF-1.7\n<html>${SCRIPT}</html>`)],
      ['pdf header without a version', Buffer.from('%PDF-x\n%%EOF\n')],
      ['png signature, html body', Buffer.concat([PNG_SIGNATURE, Buffer.from(`<html>${SCRIPT}</html>`)])],
      ['svg', Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`)],
    ];
    for (const [what, bytes] of fakes) {
      const res = await ticket([good, { bytes, name: 'scan.pdf' }]);
      expect(res.statusCode, what).toBe(422);
      expect(res.json().errors, what).toEqual({
        attachments: ['Each attachment must be an image (PNG, JPEG, WebP, GIF) or a PDF.'],
      });
    }
    expect(filesIn('tickets')).toHaveLength(before);
    expect(await countTickets()).toBe(tickets);
  });
});
