import { CircleUserRound } from 'lucide-react';
import { UserMenu, UserMenuList } from '../../features/auth/components/user-menu.tsx';
import { useAuthStore } from '../../features/auth/store.ts';
import { useT } from '../../features/settings/i18n.ts';

/**
 * The login entry when signed out; the user menu otherwise: a dropdown in the desktop navbar,
 * an inline list in the phone side menu (spec section 2).
 */
export function AccountEntry({ className, inline = false }: { className?: string; inline?: boolean }) {
  const t = useT();
  const user = useAuthStore((s) => s.user);
  const setLoginOpen = useAuthStore((s) => s.setLoginOpen);
  if (user) {
    return inline ? (
      <UserMenuList user={user} rowClassName={className ?? ''} />
    ) : (
      <UserMenu user={user} className={className} />
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
