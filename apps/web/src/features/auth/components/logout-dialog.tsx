import { Button } from '@souk/ui/button';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useLogout } from '../api/logout.ts';
import { useAuthStore } from '../store.ts';

/**
 * The 'Log Out!' confirmation (docs/features/accounts.md#signing-out); Yes signs out even when the
 * server call fails.
 */
export function LogoutDialog() {
  const t = useT();
  const open = useAuthStore((s) => s.logoutOpen);
  const setOpen = useAuthStore((s) => s.setLogoutOpen);
  const mutation = useLogout();
  return (
    <Dialog open={open} onOpenChange={setOpen} title={t('Log Out!')} closeLabel={t('Close')}>
      <div className="grid gap-6 p-6">
        <p className="text-center text-slate-700">{t('Logout Confirmation')}</p>
        <div className="flex justify-center gap-3">
          <Button variant="subtle" onClick={() => setOpen(false)} className="min-w-24">
            {t('Cancel')}
          </Button>
          <Button onClick={() => mutation.mutate()} disabled={mutation.isPending} className="min-w-24">
            {mutation.isPending ? t('Processing') : t('Yes')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
