import {
  TICKET_ATTACHMENT_MAX_BYTES,
  TICKET_ATTACHMENT_MAX_FILES,
  ticketAttachmentTypes,
  ticketStatuses,
} from '@souk/contract';
import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  ATTACHMENT_MIME_TYPES,
  checkAttachments,
  fileSize,
} from '../src/features/support/attachment-rules.ts';
import { TICKET_TABS, ticketTab } from '../src/features/support/statuses.ts';

const MB = 1024 * 1024;
const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('attachment limits', () => {
  it('are the server contract limits', () => {
    expect(ATTACHMENT_MAX_BYTES).toBe(TICKET_ATTACHMENT_MAX_BYTES);
    expect(ATTACHMENT_MAX_FILES).toBe(TICKET_ATTACHMENT_MAX_FILES);
    expect(Object.values(ATTACHMENT_MIME_TYPES).sort()).toEqual([...ticketAttachmentTypes].sort());
  });
});

describe('checkAttachments', () => {
  it('accepts images and PDFs up to 5 MB', () => {
    const files = [file('a.png', 'image/png', 200_000), file('b.pdf', 'application/pdf', 5 * MB)];
    expect(checkAttachments(files)).toEqual({ accepted: files, problems: [] });
  });

  it('names a file of another type, an empty one and one over 5 MB, and keeps the rest', () => {
    const good = file('c.jpg', 'image/jpeg', 1000);
    const result = checkAttachments([
      file('notes.txt', 'text/plain', 10),
      file('blank.png', 'image/png', 0),
      file('huge.pdf', 'application/pdf', 5 * MB + 1),
      good,
    ]);
    expect(result.accepted).toEqual([good]);
    expect(result.problems).toEqual([
      { name: 'notes.txt', message: ':name is not an image or a PDF.', params: { name: 'notes.txt' } },
      { name: 'blank.png', message: ':name is empty.', params: { name: 'blank.png' } },
      { name: 'huge.pdf', message: ':name is larger than :size MB.', params: { name: 'huge.pdf', size: 5 } },
    ]);
  });

  it('stops at three files, counting those chosen before', () => {
    const files = [file('1.png', 'image/png', 1), file('2.png', 'image/png', 1), file('3.png', 'image/png', 1)];
    const result = checkAttachments(files, 1);
    expect(result.accepted.map((f) => f.name)).toEqual(['1.png', '2.png']);
    expect(result.problems).toEqual([
      { name: '3.png', message: 'At most :count files can be attached.', params: { name: '3.png', count: 3 } },
    ]);
  });
});

describe('fileSize', () => {
  it('shows kilobytes below a megabyte and megabytes with one decimal above', () => {
    expect(fileSize(100)).toBe('1 KB');
    expect(fileSize(820 * 1024)).toBe('820 KB');
    expect(fileSize(1.44 * MB)).toBe('1.4 MB');
  });
});

describe('ticket tabs', () => {
  it('are the three states the server counts, running first', () => {
    expect(TICKET_TABS.map((tab) => tab.key)).toEqual([...ticketStatuses]);
    expect(ticketTab('completed')).toBe('completed');
    expect(ticketTab('all')).toBe('running');
  });
});
