import type { SellerApplication } from '@souk/contract';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { DetailPage } from '../../components/detail-page.tsx';
import { DetailHeader, DetailTerm } from '../../components/detail-term.tsx';
import { TextAreaField } from '../../components/text-area-field.tsx';
import { dateTime } from '../../lib/dates.ts';
import { fieldError, hasFieldErrors } from '../../lib/errors.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { ApplicationStatusBadge } from './application-status-badge.tsx';
import { useApplication, useApprove, useDecline } from './use-applications.ts';

/** One application: who applied for which shop, and approving or declining it while it waits. */
export function ApplicationPage() {
  const { t } = useI18n();
  const id = Number(useParams().id);
  const application = useApplication(id);
  return (
    <DetailPage titleId="application-title" back={{ to: '/sellers', label: t('sellers.back') }} query={application}>
      {(data) => <ApplicationDetails application={data.application} />}
    </DetailPage>
  );
}

function ApplicationDetails({ application }: { application: SellerApplication }) {
  const { t, intl } = useI18n();
  return (
    <div className="space-y-5">
      <DetailHeader
        titleId="application-title"
        title={application.shop_name}
        badge={<ApplicationStatusBadge status={application.status} />}
      >
        <DetailTerm term={t('sellers.applicant')}>{application.name}</DetailTerm>
        <DetailTerm term={t('sellers.email')} ltr>
          {application.email}
        </DetailTerm>
        <DetailTerm term={t('sellers.phone')} ltr>
          {application.phone}
        </DetailTerm>
        <DetailTerm term={t('sellers.applied')}>{dateTime(application.created_at, intl)}</DetailTerm>
        <DetailTerm term={t('sellers.address')}>{application.address}</DetailTerm>
      </DetailHeader>
      {application.status === 'pending' ? <Decide application={application} /> : <Decision application={application} />}
    </div>
  );
}

/** What was decided, when and by whom; an approval links to the shop it opened. */
function Decision({ application }: { application: SellerApplication }) {
  const { t, intl } = useI18n();
  return (
    <div className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
      {application.decided_at && (
        <p>
          {t('sellers.decided', {
            when: dateTime(application.decided_at, intl),
            who: application.decided_by ?? '—',
          })}
        </p>
      )}
      {application.reason && (
        <p>
          <span className="font-semibold">{t('sellers.reasonGiven')}:</span> <bdi>{application.reason}</bdi>
        </p>
      )}
      {application.shop_id !== null && (
        <a
          href={`/shops/${application.shop_id}`}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 text-primary-800 hover:underline"
        >
          <ExternalLink aria-hidden className="size-4" />
          {t('sellers.openShop')}
        </a>
      )}
    </div>
  );
}

function Decide({ application }: { application: SellerApplication }) {
  const { t } = useI18n();
  const approve = useApprove(application.id);
  const decline = useDecline(application.id);
  const [reason, setReason] = useState('');
  const failed = (error: Error) => toast.error(hasFieldErrors(error) ? t('form.fixErrors') : error.message);
  const shop = application.shop_name;
  const busy = approve.isPending || decline.isPending;
  return (
    <div className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
      {fieldError(approve.error, 'email') && (
        <p role="alert" className="text-sm text-red-700">
          {fieldError(approve.error, 'email')}
        </p>
      )}
      <ConfirmButton
        label={t('sellers.approve')}
        question={t('sellers.approveConfirm', { shop, email: application.email })}
        confirmLabel={t('sellers.approve')}
        pending={busy}
        onConfirm={(done) =>
          approve.mutate(undefined, {
            onSuccess: () => toast.success(t('sellers.approved', { shop })),
            onError: failed,
            onSettled: done,
          })
        }
      />
      <TextAreaField
        label={t('sellers.reason')}
        value={reason}
        maxLength={500}
        onChange={(event) => setReason(event.target.value)}
        error={fieldError(decline.error, 'reason')}
      />
      <p className="-mt-3 text-xs text-slate-600">{t('sellers.reasonHint')}</p>
      <ConfirmButton
        label={t('sellers.decline')}
        question={t('sellers.declineConfirm', { shop })}
        confirmLabel={t('sellers.decline')}
        pending={busy}
        onConfirm={(done) =>
          decline.mutate(reason, {
            onSuccess: () => toast.success(t('sellers.declined')),
            onError: failed,
            onSettled: done,
          })
        }
      />
    </div>
  );
}
