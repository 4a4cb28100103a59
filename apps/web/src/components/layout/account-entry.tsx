import { CircleUserRound } from 'lucide-react';
import { Link } from 'react-router';
import { useAuthStore } from '../../features/auth/store.ts';
import { useT } from '../../features/settings/i18n.ts';

/** The login entry when signed out; the signed-in name linking to the dashboard otherwise. */
export function AccountEntry({ className }: { className?: string }) {
  const t = useT();
  const user = useAuthStore((s) => s.user);
  const setLoginOpen = useAuthStore((s) => s.setLoginOpen);
  if (user) {
    return (
      <Link to="/dashboard" className={className}>
        <CircleUserRound aria-hidden className="size-5 shrink-0" />
        <span className="max-w-28 truncate">{user.name}</span>
      </Link>
    );
  }
  return (
    <button type="button" onClick={() => setLoginOpen(true)} className={className}>
      <CircleUserRound aria-hidden className="size-5 shrink-0" />
      <span>{t('Login')}</span>
    </button>
  );
}
