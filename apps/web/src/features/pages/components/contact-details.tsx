import { Mail, MessageCircle, MessagesSquare, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useContactInfoQuery } from '../api/get-contact-info.ts';

const digits = (value: string) => value.replace(/[^\d+]/g, '');

/** A messenger entry may be a full link or a page name on m.me. */
const messengerUrl = (value: string) => (/^https?:\/\//i.test(value) ? value : `https://m.me/${value}`);

/** The shop's phone, email, WhatsApp and Messenger, each a link that opens the right app. */
export function ContactDetails() {
  const t = useT();
  const { data, isPending, isError, refetch } = useContactInfoQuery();
  if (isPending) return <Skeleton className="h-40 w-full" />;
  if (isError) return <ErrorState onRetry={() => void refetch()} />;
  const rows: Array<[ReactNode, string, string, string]> = [];
  if (data.phone) rows.push([<Phone key="p" aria-hidden />, t('Phone'), data.phone, `tel:${digits(data.phone)}`]);
  if (data.email) rows.push([<Mail key="e" aria-hidden />, t('Email'), data.email, `mailto:${data.email}`]);
  if (data.whatsapp) {
    rows.push([
      <MessageCircle key="w" aria-hidden />,
      'WhatsApp',
      data.whatsapp,
      `https://wa.me/${digits(data.whatsapp).replace('+', '')}`,
    ]);
  }
  if (data.messenger) {
    rows.push([<MessagesSquare key="m" aria-hidden />, 'Messenger', data.messenger, messengerUrl(data.messenger)]);
  }
  return (
    <ul className="space-y-3" data-testid="contact-details">
      {rows.map(([icon, label, value, href]) => (
        <li key={label} className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700 [&>svg]:size-5">
            {icon}
          </span>
          <span className="min-w-0">
            <span className="block text-xs text-slate-500">{label}</span>
            <a
              href={href}
              target={href.startsWith('http') ? '_blank' : undefined}
              rel={href.startsWith('http') ? 'noopener noreferrer' : undefined}
              className="block break-all font-medium hover:text-primary-700 hover:underline"
            >
              <bdi dir="ltr">{value}</bdi>
            </a>
          </span>
        </li>
      ))}
    </ul>
  );
}
