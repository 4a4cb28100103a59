import { formatMoney, type StaffCurrency } from '@souk/contract';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ActionLink } from '../../components/action-link.tsx';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { ListBody } from '../../components/list-body.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { CurrencyStatusBadge } from './currency-status-badge.tsx';
import { EXAMPLE_AMOUNT, shownIn } from './display.ts';
import { useCurrencies, useMakeDefault } from './use-currencies.ts';

const column = createColumnHelper<StaffCurrency>();

/**
 * Platform staff's list of currencies, the default first, each with how a price reads in it;
 * any offered one may become the default while no price is stored yet.
 */
export function CurrenciesPage() {
  const { t, intl } = useI18n();
  const currencies = useCurrencies();
  const makeDefault = useMakeDefault();
  const canChangeDefault = currencies.data?.can_change_default ?? false;
  const standard = currencies.data?.currencies.find((currency) => currency.is_default);
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: t('currencies.name'),
        cell: (info) => (
          <Link
            to={`/currencies/${info.row.original.id}`}
            className="font-semibold text-primary-800 hover:underline"
            dir="ltr"
          >
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor('symbol', { header: t('currencies.symbol'), cell: (info) => <bdi>{info.getValue()}</bdi> }),
      column.accessor('rate_from_default', {
        header: t('currencies.rate'),
        cell: (info) => <span dir="ltr">{info.getValue().toLocaleString(intl, { maximumSignificantDigits: 12 })}</span>,
      }),
      column.accessor('precision', {
        header: t('currencies.precision'),
        cell: (info) => info.getValue().toLocaleString(intl),
      }),
      column.display({
        id: 'example',
        header: t('currencies.example', {
          amount: standard ? shownIn(EXAMPLE_AMOUNT, standard) : formatMoney(EXAMPLE_AMOUNT),
        }),
        cell: ({ row }) => <span dir="ltr">{shownIn(EXAMPLE_AMOUNT, row.original)}</span>,
      }),
      column.display({
        id: 'status',
        header: t('currencies.status'),
        cell: ({ row }) => <CurrencyStatusBadge currency={row.original} />,
      }),
      column.display({
        id: 'actions',
        header: t('currencies.actions'),
        cell: ({ row }) => {
          const currency = row.original;
          if (!canChangeDefault || currency.is_default || !currency.is_active) return null;
          return (
            <ConfirmButton
              label={t('currencies.makeDefault')}
              question={t('currencies.makeDefaultConfirm', { name: currency.name })}
              confirmLabel={t('currencies.makeDefault')}
              pending={makeDefault.isPending}
              onConfirm={(done) =>
                makeDefault.mutate(currency.id, {
                  onSuccess: () => toast.success(t('currencies.madeDefault', { name: currency.name })),
                  onError: (error) => toast.error(error.message),
                  onSettled: done,
                })
              }
            />
          );
        },
      }),
    ],
    [t, intl, standard, canChangeDefault, makeDefault],
  );
  // The table's functions are read in this render only; nothing here memoises them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: currencies.data?.currencies ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
  });
  return (
    <section aria-labelledby="currencies-title">
      <div className="mb-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 id="currencies-title" className="text-2xl font-semibold">
            {t('currencies.title')}
          </h1>
          <ActionLink to="/currencies/new" icon={Plus} primary>
            {t('currencies.add')}
          </ActionLink>
        </div>
        <p className="text-sm text-slate-600">{t('currencies.lead')}</p>
        {standard && !canChangeDefault && (
          <p className="mt-2 text-sm text-slate-700">{t('currencies.defaultLocked', { name: standard.name })}</p>
        )}
      </div>
      <ListBody query={currencies} rows={(data) => data.currencies} empty={t('currencies.empty')}>
        {() => (
          <DataTable
            table={table}
            label={t('currencies.title')}
            rowKey={(currency) => currency.name}
            minWidth="min-w-[760px]"
          />
        )}
      </ListBody>
    </section>
  );
}
