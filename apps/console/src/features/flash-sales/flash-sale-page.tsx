import type { SellerFlashSaleResponse } from '@souk/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { DetailPage } from '../../components/detail-page.tsx';
import { EmptyList } from '../../components/list-body.tsx';
import { Pager } from '../../components/pager.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { useReadOnly } from '../../lib/support-view.ts';
import { useStatusPage } from '../../lib/use-status-page.ts';
import { AddProducts } from './add-products.tsx';
import { EntriesTable } from './entries-table.tsx';
import { ShopRequests } from './shop-requests.tsx';
import { SaleFigures } from './sale-figures.tsx';
import { SaleStatusBadge } from './sale-status-badge.tsx';
import { ENTRIES_PER_PAGE, useFlashSale } from './use-flash-sales.ts';

/** `/flash-sales/:id`: the sale, the shop's products in it (edited in place), and adding more. */
export function FlashSalePage() {
  const { t } = useI18n();
  const id = Number(useParams().id);
  const { page, setPage } = useStatusPage([]);
  const sale = useFlashSale(id, page);
  return (
    <DetailPage titleId="flash-sale-title" back={{ to: '/flash-sales', label: t('flashSales.back') }} query={sale}>
      {(data) => <SaleDetails data={data} page={page} setPage={setPage} busy={sale.isPlaceholderData} />}
    </DetailPage>
  );
}

function SaleDetails({
  data,
  page,
  setPage,
  busy,
}: {
  data: SellerFlashSaleResponse;
  page: number;
  setPage: (page: number) => void;
  busy: boolean;
}) {
  const { t } = useI18n();
  const [adding, setAdding] = useState(false);
  const readOnly = useReadOnly();
  const { flash_sale: sale, entries } = data;
  const open = sale.status !== 'ended';
  // In the read-only support view an open sale reads as an ended one: nothing to add or change.
  const editable = open && !readOnly;
  const pages = Math.max(1, Math.ceil(sale.entries / ENTRIES_PER_PAGE));
  return (
    <>
      <img src={sale.thumbnail} alt="" className="mb-3 aspect-[4/1] w-full rounded-lg object-cover" />
      <div className="mb-1 flex flex-wrap items-center gap-3">
        <h1 id="flash-sale-title" className="text-2xl font-semibold">
          <bdi>{sale.name}</bdi>
        </h1>
        <SaleStatusBadge status={sale.status} />
      </div>
      <div className="mb-4">
        <SaleFigures sale={sale} />
      </div>
      {!open && (
        <p className="mb-4 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">{t('flashSales.endedNote')}</p>
      )}
      {open && sale.approval_required && (
        <p className="mb-4 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm">
          {t('flashSales.approvalNote')}
        </p>
      )}
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{t('flashSales.entriesTitle')}</h2>
        {editable && !adding && (
          <button
            type="button"
            onClick={() => setAdding(true)}
            className="flex items-center gap-1 rounded-md bg-primary-700 px-3 py-2 text-sm font-semibold text-white hover:bg-primary-800"
          >
            <Plus aria-hidden className="size-4" />
            {t('flashSales.add')}
          </button>
        )}
      </div>
      {editable && adding && (
        <AddProducts
          saleId={sale.id}
          inSale={new Set(entries.map((entry) => entry.product.id))}
          onClose={() => setAdding(false)}
        />
      )}
      {entries.length === 0 ? (
        <EmptyList text={t('flashSales.noEntries')} />
      ) : (
        <>
          <EntriesTable saleId={sale.id} entries={entries} editable={editable} busy={busy} />
          {pages > 1 && <Pager page={page} pages={pages} onPage={setPage} />}
        </>
      )}
      {data.requests.length > 0 && <ShopRequests saleId={sale.id} requests={data.requests} />}
    </>
  );
}
