import { CircleUserRound } from 'lucide-react';
import { Suspense } from 'react';
import { useAuthStore } from '../../features/auth/index.ts';
import { useT } from '../../lib/i18n.ts';
import { lazyNamed } from '../../lib/lazy-named.ts';
import { MessagesLink, UnreadBadge } from '../../features/chat/index.ts';

// Radix's menu code is not needed to paint the page; it follows in its own chunk.
const UserMenu = lazyNamed(() => import('../../features/auth/components/user-menu.tsx'), 'UserMenu');
const UserMenuList = lazyNamed(() => import('../../features/auth/components/user-menu.tsx'), 'UserMenuList');

// Shops' replies are reached from the account entry too, with the count of unread ones.
const messagesLink = (className?: string) => <MessagesLink className={className} />;

/**
 * The login entry when signed out; the user menu otherwise: a dropdown in the desktop navbar,
 * an inline list in the phone side menu (docs/features/storefront.md#the-header-and-menus).
 */
export function AccountEntry({ className, inline = false }: { className?: string; inline?: boolean }) {
  const t = useT();
  const user = useAuthStore((s) => s.user);
  const setLoginOpen = useAuthStore((s) => s.setLoginOpen);
  if (user) {
    return (
      <Suspense fallback={null}>
        {inline ? (
          <UserMenuList user={user} rowClassName={className ?? ''} links={messagesLink} />
        ) : (
          <UserMenu user={user} className={className} badge={<UnreadBadge />} links={messagesLink} />
        )}
      </Suspense>
    );
  }
  return (
    // data-closes-menu: in the phone side menu the login dialog replaces the menu.
    <button type="button" data-closes-menu onClick={() => setLoginOpen(true)} className={className}>
      <CircleUserRound aria-hidden className="size-5 shrink-0" />
      <span>{t('Login')}</span>
    </button>
  );
}
