import { endpoints, type StaffShopProfile } from '@souk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LayoutDashboard } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { api } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { setSupportView } from '../../lib/support-view.ts';

/**
 * Opens the shop's console as its owner sees it, read-only, for support. The server records the
 * opening in the audit log first; then the console shows the shop's sections for that shop.
 */
export function OpenConsole({ shop }: { shop: StaffShopProfile }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const open = useMutation({
    mutationFn: () => api(endpoints.staffShops.supportView, { params: { id: shop.id } }),
    onSuccess: (viewed) => {
      // Staff's answers held so far are not the shop's: its pages start from the server.
      queryClient.clear();
      setSupportView(viewed);
      void navigate('/dashboard');
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <section aria-labelledby="support-view-title" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="support-view-title" className="font-semibold">
        {t('supportView.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('supportView.lead')}</p>
      <button
        type="button"
        onClick={() => open.mutate()}
        disabled={open.isPending}
        className="flex items-center gap-1 rounded-md bg-primary-700 px-3 py-2 text-sm font-semibold text-white hover:bg-primary-800 disabled:opacity-60"
      >
        <LayoutDashboard aria-hidden className="size-4" />
        {open.isPending ? t('supportView.opening') : t('supportView.open')}
      </button>
    </section>
  );
}
