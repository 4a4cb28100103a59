import { Dialog } from '../../../components/ui/dialog.tsx';
import { useT } from '../../settings/i18n.ts';
import { useAuthStore } from '../store.ts';

/** The login dialog's frame; the sign-in form itself belongs to the accounts feature. */
export function LoginDialog() {
  const t = useT();
  const open = useAuthStore((s) => s.loginOpen);
  const setOpen = useAuthStore((s) => s.setLoginOpen);
  return (
    <Dialog open={open} onOpenChange={setOpen} title={t('Login')} closeLabel={t('Close')}>
      <p className="p-6 text-center text-slate-600">{t('Coming soon')}</p>
    </Dialog>
  );
}
