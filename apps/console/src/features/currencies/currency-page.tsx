import type { StaffCurrencyResponse, StaffCurrencyValues } from '@souk/contract';
import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { DetailPage } from '../../components/detail-page.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { CurrencyForm } from './currency-form.tsx';
import { CurrencyStatusBadge } from './currency-status-badge.tsx';
import { useCurrencies, useCurrency, useSaveCurrency } from './use-currencies.ts';

/** `/currencies/new` and `/currencies/:id`: the currency form, empty or with the currency. */
export function CurrencyPage() {
  const { id } = useParams();
  return id === undefined ? <NewCurrency /> : <ExistingCurrency id={Number(id)} />;
}

/** The default currency (rates are counted from it) and whether it may change, from the list. */
function useStandard() {
  const { data } = useCurrencies();
  return {
    standard: data?.currencies.find((currency) => currency.is_default),
    canChangeDefault: data?.can_change_default ?? false,
  };
}

/** After a save: back to the list, which shows the change. */
function useSaved(message: 'currencies.created' | 'currencies.saved') {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (saved: StaffCurrencyResponse) => {
    toast.success(t(message, { name: saved.currency.name }));
    void navigate('/currencies');
  };
}

function NewCurrency() {
  const { t } = useI18n();
  const save = useSaveCurrency(undefined);
  const saved = useSaved('currencies.created');
  const { standard, canChangeDefault } = useStandard();
  const onSave = async (values: StaffCurrencyValues) => saved(await save.mutateAsync(values));
  return (
    <section aria-labelledby="currency-title" className="mx-auto max-w-4xl">
      <Link to="/currencies" className="mb-2 inline-flex items-center gap-1 text-sm text-primary-700">
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        {t('currencies.back')}
      </Link>
      <h1 id="currency-title" className="mb-4 text-2xl font-semibold">
        {t('currencies.newTitle')}
      </h1>
      <CurrencyForm
        currency={undefined}
        standard={standard}
        canChangeDefault={canChangeDefault}
        saving={save.isPending}
        onSave={onSave}
      />
    </section>
  );
}

function ExistingCurrency({ id }: { id: number }) {
  const { t } = useI18n();
  const currency = useCurrency(id);
  return (
    <DetailPage titleId="currency-title" back={{ to: '/currencies', label: t('currencies.back') }} query={currency}>
      {/* Keyed by the currency, so the form starts again from another currency's values. */}
      {(data) => <CurrencyDetails key={data.currency.id} data={data} />}
    </DetailPage>
  );
}

function CurrencyDetails({ data }: { data: StaffCurrencyResponse }) {
  const { currency } = data;
  const save = useSaveCurrency(currency.id);
  const saved = useSaved('currencies.saved');
  const { standard } = useStandard();
  const onSave = async (values: StaffCurrencyValues) => saved(await save.mutateAsync(values));
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h1 id="currency-title" className="text-2xl font-semibold" dir="ltr">
          {currency.name}
        </h1>
        <CurrencyStatusBadge currency={currency} />
      </div>
      <CurrencyForm
        currency={currency}
        standard={standard}
        canChangeDefault={data.can_change_default}
        saving={save.isPending}
        onSave={onSave}
      />
    </>
  );
}
