import { forwardRef } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n.ts';
import { useUnreadCount } from '../api/get-unread.ts';

/** The shopper's messages, with the count of unread ones (the account sidebar's Message link). */
export const MessagesLink = forwardRef<HTMLAnchorElement, { className?: string }>(function MessagesLink(
  { className, ...props },
  ref,
) {
  const t = useT();
  const unread = useUnreadCount();
  return (
    <Link ref={ref} to="/massages" className={className} {...props}>
      {t('Message')}
      {unread > 0 ? (
        <span className="ms-auto min-w-5 rounded-full bg-rose-600 px-1 text-center text-[11px] font-bold leading-5 text-white">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
});
