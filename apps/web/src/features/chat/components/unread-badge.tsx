import { CountBadge } from '../../../components/ui/count-badge.tsx';
import { useAuthStore } from '../../auth/index.ts';
import { countKey, useT } from '../../../lib/i18n.ts';
import { useUnreadCount } from '../api/get-unread.ts';

/** Shops' messages the shopper has not read: a badge on what leads to them (account entry, phone menu). */
export function UnreadBadge() {
  const t = useT();
  const signedIn = useAuthStore((s) => s.token !== null);
  const unread = useUnreadCount();
  if (!signedIn) return null;
  return (
    <CountBadge
      count={unread}
      label={t(countKey(unread, ':count unread message', ':count unread messages'), { count: unread })}
    />
  );
}
