import type { TicketAttachment } from '@souk/contract';
import { FileText, ImageIcon } from 'lucide-react';
import { useT } from '../../../lib/i18n.ts';
import { fileSize } from '../attachment-rules.ts';

/** The files sent with the ticket, each opening in a new tab. */
export function TicketAttachments({ attachments }: { attachments: TicketAttachment[] }) {
  const t = useT();
  if (attachments.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" data-testid="ticket-attachments">
      {attachments.map((file, index) => {
        const Icon = file.type === 'pdf' ? FileText : ImageIcon;
        return (
          <li key={file.id}>
            <a
              href={file.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50"
            >
              <Icon aria-hidden className="size-4 text-slate-500" />
              {t('Attachment :number', { number: index + 1 })}
              <span className="text-xs text-slate-500" dir="ltr">
                {file.type.toUpperCase()} · {fileSize(file.size)}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
