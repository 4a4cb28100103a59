import type { ReactNode } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useT } from '../../../lib/i18n.ts';
import { type AuthView, useAuthStore } from '../store.ts';

/** The frame of one account dialog: open while the store shows `view`; dismissing closes every one. */
export function AuthViewDialog({ view, title, children }: { view: AuthView; title: string; children: ReactNode }) {
  const t = useT();
  const open = useAuthStore((s) => s.authView === view);
  const setAuthView = useAuthStore((s) => s.setAuthView);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && setAuthView(null)} title={t(title)} closeLabel={t('Close')}>
      {children}
    </Dialog>
  );
}
