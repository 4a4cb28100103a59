import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@souk/ui/button';
import { NotFoundState } from '../../components/ui/not-found-state.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { useT } from '../../lib/i18n.ts';
import { useSettingsStore } from '../../features/settings/index.ts';
import { SellerApplicationForm } from '../../features/shop/index.ts';

/** 'Become a Seller' (multi-vendor mode only): the application, then a confirmation. */
export function Component() {
  const t = useT();
  const multiVendor = useSettingsStore((s) => s.master?.multi_vendor);
  const [appliedAs, setAppliedAs] = useState<string | null>(null);
  if (multiVendor === false) return <NotFoundState />;
  if (appliedAs !== null) {
    return (
      <PageShell title="Application received" width="form">
        <div role="status" className="space-y-4 rounded-lg border border-emerald-200 bg-white p-6 text-center">
          <CircleCheck aria-hidden className="mx-auto size-12 text-emerald-600" />
          <p className="text-slate-700">
            {t('Thank you for applying. We will review your shop and write to :email within a few days.', {
              email: appliedAs,
            })}
          </p>
          <Link to="/" className={buttonClass('primary')}>
            {t('Go to home')}
          </Link>
        </div>
      </PageShell>
    );
  }
  return (
    <PageShell
      title="Become a Seller"
      width="form"
      intro={
        <p className="text-slate-600">
          {t('Open your shop on our marketplace: tell us about it and we will be in touch.')}
        </p>
      }
    >
      <Panel>
        <SellerApplicationForm onApplied={setAppliedAs} />
      </Panel>
    </PageShell>
  );
}
