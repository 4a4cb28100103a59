import { Route, Routes } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { DeliveryBands } from './delivery-bands.tsx';
import { RootShopForm } from './root-shop-form.tsx';
import { SettingsForm } from './settings-form.tsx';
import { useCommerce } from './use-commerce.ts';
import { VatRatePage } from './vat-rate-page.tsx';
import { VatRates } from './vat-rates.tsx';
import { NotFound } from '../../components/not-found.tsx';

/** Platform staff's commerce settings: multi-vendor and the root shop, cash on delivery, online payment and its gateways, VAT rates, delivery charge bands and whether ordering needs a verified account. */
export function CommercePage() {
  return (
    <Routes>
      <Route index element={<CommerceOverview />} />
      <Route path="vat/new" element={<VatRatePage />} />
      <Route path="vat/:id" element={<VatRatePage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

/** `/commerce`: the switches and gateways, the root shop, the VAT rates and the delivery bands, each saved on its own. */
function CommerceOverview() {
  const { t } = useI18n();
  const commerce = useCommerce();
  return (
    <section aria-labelledby="commerce-title" className="mx-auto max-w-4xl">
      <h1 id="commerce-title" className="mb-1 text-2xl font-semibold">
        {t('commerce.title')}
      </h1>
      <p className="mb-4 text-sm text-slate-700">{t('commerce.lead')}</p>
      {commerce.isPending && <p>{t('loading')}</p>}
      {commerce.isError && <LoadError error={commerce.error} retry={() => void commerce.refetch()} />}
      {commerce.data && (
        // Each form is mounted once loaded: it starts from the saved values and resets itself after each save.
        <div className="space-y-6">
          <SettingsForm data={commerce.data} />
          <RootShopForm data={commerce.data} />
          <VatRates data={commerce.data} />
          <DeliveryBands data={commerce.data} />
        </div>
      )}
    </section>
  );
}
