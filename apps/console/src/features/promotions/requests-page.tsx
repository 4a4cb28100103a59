import { flashRequestStatuses } from '@souk/contract';
import clsx from 'clsx';
import { Link, useSearchParams } from 'react-router';
import { ListBody } from '../../components/list-body.tsx';
import { Pager } from '../../components/pager.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { useStatusPage } from '../../lib/use-status-page.ts';
import { RequestCard } from './request-card.tsx';
import { SectionNav } from './section-nav.tsx';
import { REQUESTS_PER_PAGE, useFlashRequests } from './use-promotions.ts';

/**
 * `/promotions/requests`: shops' requests to join a sale or change a flash price there, waiting
 * ones first (the oldest on top), then those approved or declined; of one sale with `?sale=`.
 */
export function RequestsPage() {
  const { t, intl } = useI18n();
  const [params] = useSearchParams();
  const saleId = Number(params.get('sale')) || undefined;
  const { status = 'pending', page, setPage } = useStatusPage(flashRequestStatuses);
  const requests = useFlashRequests(status, page, saleId);
  const counts = requests.data?.counts;
  const saleName = requests.data?.requests[0]?.flash_sale.name;
  const link = (to: { status?: string; sale?: number }) =>
    `?${new URLSearchParams({ ...(to.status ? { status: to.status } : {}), ...(to.sale ? { sale: String(to.sale) } : {}) })}`;
  return (
    <section aria-labelledby="requests-title">
      <SectionNav />
      <h1 id="requests-title" className="text-2xl font-semibold">
        {t('promotions.requests.title')}
      </h1>
      <p className="mb-4 text-sm text-slate-600">{t('promotions.requests.lead')}</p>
      {saleId && (
        <p className="mb-3 text-sm">
          {saleName ? t('promotions.requests.ofSale', { name: saleName }) : t('promotions.requests.ofOneSale')}{' '}
          <Link to={link({ status })} className="font-semibold text-primary-800 hover:underline">
            {t('promotions.requests.allSales')}
          </Link>
        </p>
      )}
      <nav aria-label={t('promotions.requests.tabs')} className="mb-4 overflow-x-auto">
        <ul className="flex gap-1 border-b border-slate-200">
          {flashRequestStatuses.map((tab) => (
            <li key={tab}>
              <Link
                to={link({ status: tab, sale: saleId })}
                aria-current={tab === status ? 'page' : undefined}
                className={clsx(
                  'block border-b-2 px-3 py-2 text-sm whitespace-nowrap',
                  tab === status
                    ? 'border-primary-700 font-semibold text-primary-800'
                    : 'border-transparent text-slate-600',
                )}
              >
                {t(`promotions.requests.${tab}`)}
                {counts && (
                  <span className="ms-1 rounded-full bg-slate-100 px-1.5 text-xs">
                    {counts[tab].toLocaleString(intl)}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ListBody
        query={requests}
        rows={(data) => data.requests}
        empty={t(`promotions.requests.empty.${status}`)}
        after={(data) =>
          data.total > REQUESTS_PER_PAGE && (
            <Pager page={page} pages={Math.ceil(data.total / REQUESTS_PER_PAGE)} onPage={setPage} />
          )
        }
      >
        {(rows) => (
          <ul aria-label={t('promotions.requests.title')} aria-busy={requests.isPlaceholderData} className="space-y-3">
            {rows.map((request) => (
              <RequestCard key={request.id} request={request} />
            ))}
          </ul>
        )}
      </ListBody>
    </section>
  );
}
