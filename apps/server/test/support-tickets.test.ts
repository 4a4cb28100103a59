import {
  supportTicketResponseSchema,
  supportTicketsResponseSchema,
  ticketIssueTypesResponseSchema,
} from '@souk/contract';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from './helpers/accounts.ts';
import { shopper } from './helpers/commerce.ts';
import { SAMPLE_PDF, sampleImage } from './helpers/images.ts';
import { createTicket, issueTypeId, ticketAboutOrder, ticketFields } from './helpers/support.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// A real image and PDF: the server decodes images and checks a PDF's structure (uploads-hardening.test.ts).
const PNG = await sampleImage('png');
const PDF = SAMPLE_PDF;
const TEXT = Buffer.from('just some text, not an image');

function ticketForm(fields: Record<string, string>, files: Buffer[] = [], field = 'attachments[]') {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  for (const [i, bytes] of files.entries()) data.append(field, new Blob([bytes]), `file-${i}.bin`);
  return data;
}

describe('support tickets: the shopper side', () => {
  it('lists the seeded issue types', async () => {
    const { issue_types: types } = ticketIssueTypesResponseSchema.parse(
      (await get(t, '/api/ticket-issue-types')).json().data,
    );
    expect(types.map((type) => type.name)).toEqual([
      'Order issue',
      'Payment issue',
      'Delivery issue',
      'Product issue',
      'Refund request',
      'Account issue',
      'Other',
    ]);
  });

  it('creates a running ticket whose thread starts with the message, and lists it with counts', async () => {
    const who = await shopper(t);
    const res = await createTicket(t, who.token, ticketForm(ticketFields(await issueTypeId(t))));
    expect(res.statusCode).toBe(200);
    const { support_ticket: ticket, highlighted_messages } = supportTicketResponseSchema.parse(res.json().data);
    expect(ticket.ticket_no).toBe(`TKT-${String(ticket.id).padStart(6, '0')}`);
    expect(ticket).toMatchObject({ status: 'running', issue_type: 'Order issue', subject: 'Parcel damaged' });
    expect(ticket.messages).toEqual([
      expect.objectContaining({ message: 'The box arrived crushed.', sender_id: who.user.id, is_staff: false }),
    ]);
    expect(highlighted_messages).toEqual([]);
    const list = supportTicketsResponseSchema.parse((await get(t, '/api/support-tickets', who.token)).json().data);
    expect(list).toMatchObject({ total: 1, running: 1, completed: 0, cancel: 0 });
    expect(list.support_tickets[0]).toMatchObject({ ticket_no: ticket.ticket_no, order_number: null });
    expect((await get(t, '/api/dashboard', who.token)).json().data.counts.support_tickets).toBe(1);
    const shown = await get(t, `/api/support-ticket/show?ticket_number=${ticket.ticket_no}`, who.token);
    expect(shown.json().data.support_ticket.id).toBe(ticket.id);
  });

  it('pages the list: per_page and page pick the slice, total counts them all', async () => {
    const who = await shopper(t);
    const type = await issueTypeId(t);
    const numbers: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await createTicket(t, who.token, ticketForm(ticketFields(type)));
      numbers.push(res.json().data.support_ticket.ticket_no);
    }
    const second = (await get(t, '/api/support-tickets?status=running&per_page=2&page=2', who.token)).json().data;
    expect(second.total).toBe(3);
    expect(second.support_tickets).toHaveLength(1);
    const first = (await get(t, '/api/support-tickets?status=running&per_page=2&page=1', who.token)).json().data;
    const listed = [...first.support_tickets, ...second.support_tickets].map((s: { ticket_no: string }) => s.ticket_no);
    expect(listed.sort()).toEqual([...numbers].sort());
    expect((await get(t, '/api/support-tickets?per_page=0', who.token)).json().errors).toHaveProperty('per_page');
  });

  it('refuses bad fields with 422 naming them', async () => {
    const who = await shopper(t);
    const other = await ticketAboutOrder(t);
    const base = ticketFields(await issueTypeId(t));
    const cases: Array<[object, string]> = [
      [{ ...base, message: '   ' }, 'message'],
      [{ ...base, email: 'not-an-email' }, 'email'],
      [{ ...base, issue_type: 99999 }, 'issue_type'],
      [{ ...base, order_number: other.order.order_code }, 'order_number'],
    ];
    for (const [body, field] of cases) {
      const res = await createTicket(t, who.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(body)).toContain(field);
    }
    expect((await get(t, '/api/support-tickets', who.token)).json().data.total).toBe(0);
  });

  it('stores image and PDF attachments under DATA_DIR with random names', async () => {
    const who = await shopper(t);
    const res = await createTicket(t, who.token, ticketForm(ticketFields(await issueTypeId(t)), [PNG, PDF]));
    expect(res.statusCode).toBe(200);
    const attachments = res.json().data.support_ticket.attachments as Array<{
      url: string;
      type: string;
      size: number;
    }>;
    expect(attachments.map((a) => a.type)).toEqual(['png', 'pdf']);
    for (const attachment of attachments) {
      expect(attachment.url).toMatch(/^\/uploads\/tickets\/[0-9a-f]{32}\.(png|pdf)$/);
      const file = path.join(t.dataDir, attachment.url);
      // The size is the stored file's: images are stored re-encoded.
      expect(statSync(file).size).toBe(attachment.size);
    }
    expect(readFileSync(path.join(t.dataDir, attachments[1]?.url ?? '')).equals(PDF)).toBe(true);
  });

  it('refuses attachments of the wrong type, over 5 MB or more than 3', async () => {
    const who = await shopper(t);
    const fields = ticketFields(await issueTypeId(t));
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const cases: Array<[Buffer[], string]> = [
      [[TEXT], 'must be an image'],
      [[big], 'greater than 5 MB'],
      [[PNG, PNG, PDF, PNG], 'more than 3'],
    ];
    for (const [files, message] of cases) {
      const res = await createTicket(t, who.token, ticketForm(fields, files, 'attachments'));
      expect(res.statusCode, message).toBe(422);
      expect(res.json().errors.attachments[0], message).toContain(message);
    }
    expect((await get(t, '/api/support-tickets', who.token)).json().data.total).toBe(0);
  });

  it('takes replies while running; after the shopper cancels, replies are refused', async () => {
    const who = await shopper(t);
    const created = await createTicket(t, who.token, ticketFields(await issueTypeId(t)));
    const number = created.json().data.support_ticket.ticket_no as string;
    const reply = await post(
      t,
      '/api/support-ticket-message',
      { ticket_number: number, message: 'Any news?' },
      {
        token: who.token,
      },
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.messages.map((m: { message: string }) => m.message)).toEqual([
      'The box arrived crushed.',
      'Any news?',
    ]);
    const cancelled = await post(t, '/api/support-ticket/cancel', { ticket_number: number }, { token: who.token });
    expect(cancelled.json().data.support_ticket.status).toBe('cancel');
    const late = await post(
      t,
      '/api/support-ticket-message',
      { ticket_number: number, message: 'Hello?' },
      {
        token: who.token,
      },
    );
    expect(late.statusCode).toBe(422);
    expect(
      (await post(t, '/api/support-ticket/cancel', { ticket_number: number }, { token: who.token })).statusCode,
    ).toBe(422);
    const running = (await get(t, '/api/support-tickets?status=running', who.token)).json().data;
    // `total` counts the status asked for, so the storefront's paginator matches the list.
    expect(running).toMatchObject({ total: 0, running: 0, cancel: 1, support_tickets: [] });
    const cancelledList = (await get(t, '/api/support-tickets?status=cancel', who.token)).json().data;
    expect(cancelledList.support_tickets.map((s: { ticket_no: string }) => s.ticket_no)).toEqual([number]);
  });

  it("answers 404 for another customer's ticket on every call", async () => {
    const { ticket } = await ticketAboutOrder(t);
    const stranger = await shopper(t);
    const n = ticket.ticket_no;
    expect((await get(t, `/api/support-ticket/show?ticket_number=${n}`, stranger.token)).statusCode).toBe(404);
    expect((await get(t, `/api/support-ticket-messages?ticket_number=${n}`, stranger.token)).statusCode).toBe(404);
    const reply = { ticket_number: n, message: 'Not mine' };
    expect((await post(t, '/api/support-ticket-message', reply, { token: stranger.token })).statusCode).toBe(404);
    expect(
      (await post(t, '/api/support-ticket/cancel', { ticket_number: n }, { token: stranger.token })).statusCode,
    ).toBe(404);
    expect((await get(t, '/api/support-tickets')).statusCode).toBe(401);
  });
});
