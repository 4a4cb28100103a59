import type { StaffCustomerResponse } from '@souk/contract';
import { useParams } from 'react-router';
import { DetailPage } from '../../components/detail-page.tsx';
import { DetailHeader, DetailTerm } from '../../components/detail-term.tsx';
import { dateTime } from '../../lib/dates.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { CustomerActions } from './customer-actions.tsx';
import { CustomerOrders } from './customer-orders.tsx';
import { CustomerStatusBadge } from './customer-status-badge.tsx';
import { CustomerTickets } from './customer-tickets.tsx';
import { useCustomer } from './use-customers.ts';

/** One customer: who they are, deactivating or signing them out, their latest orders and tickets. */
export function CustomerPage() {
  const { t } = useI18n();
  const id = Number(useParams().id);
  const customer = useCustomer(id);
  return (
    <DetailPage titleId="customer-title" back={{ to: '/customers', label: t('customers.back') }} query={customer}>
      {(data) => <CustomerDetails data={data} />}
    </DetailPage>
  );
}

function CustomerDetails({ data }: { data: StaffCustomerResponse }) {
  const { t, intl } = useI18n();
  const { customer } = data;
  const phone = customer.phone && [customer.phone_code, customer.phone].filter(Boolean).join(' ');
  return (
    <div className="space-y-6">
      <DetailHeader
        titleId="customer-title"
        title={customer.name}
        badge={<CustomerStatusBadge active={customer.is_active} />}
      >
        <DetailTerm term={t('customers.email')} ltr>
          {customer.email ?? '—'}
        </DetailTerm>
        <DetailTerm term={t('customers.phone')} ltr>
          {phone || '—'}
        </DetailTerm>
        <DetailTerm term={t('customers.country')}>{customer.country ?? '—'}</DetailTerm>
        <DetailTerm term={t('customers.joined')}>{dateTime(customer.created_at, intl)}</DetailTerm>
        <DetailTerm term={t('customers.lastOnline')}>
          {customer.last_online_at ? dateTime(customer.last_online_at, intl) : t('customers.never')}
        </DetailTerm>
        <DetailTerm term={t('customers.sessions')}>{customer.sessions.toLocaleString(intl)}</DetailTerm>
      </DetailHeader>
      <CustomerActions customer={customer} />
      <CustomerOrders orders={data.orders} total={customer.order_count} />
      <CustomerTickets tickets={data.tickets} total={customer.ticket_count} />
    </div>
  );
}
