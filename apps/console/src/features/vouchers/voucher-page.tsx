import type { SellerVoucherResponse, SellerVoucherValues } from '@souk/contract';
import { ArrowLeft, Pause, Play } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { DetailPage } from '../../components/detail-page.tsx';
import { Writable } from '../../components/writable.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { VoucherStateBadge } from './state-badge.tsx';
import { usePauseVoucher, useSaveVoucher, useVoucher } from './use-vouchers.ts';
import { VoucherForm } from './voucher-form.tsx';
import { VoucherUses } from './voucher-uses.tsx';

/** `/vouchers/new` and `/vouchers/:id`: the voucher form, empty or with the voucher, its pause and its uses. */
export function VoucherPage() {
  const { id } = useParams();
  return id === undefined ? <NewVoucher /> : <ExistingVoucher id={Number(id)} />;
}

function NewVoucher() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const save = useSaveVoucher(undefined);
  const onSave = async (values: SellerVoucherValues) => {
    const saved = await save.mutateAsync(values);
    toast.success(t('vouchers.created'));
    void navigate(`/vouchers/${saved.voucher.id}`, { replace: true });
  };
  return (
    <section aria-labelledby="voucher-title" className="mx-auto max-w-4xl">
      <Link to="/vouchers" className="mb-2 inline-flex items-center gap-1 text-sm text-primary-700">
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        {t('vouchers.back')}
      </Link>
      <h1 id="voucher-title" className="mb-4 text-2xl font-semibold">
        {t('vouchers.newTitle')}
      </h1>
      <VoucherForm voucher={undefined} saving={save.isPending} onSave={onSave} />
    </section>
  );
}

function ExistingVoucher({ id }: { id: number }) {
  const { t } = useI18n();
  const voucher = useVoucher(id);
  return (
    <DetailPage titleId="voucher-title" back={{ to: '/vouchers', label: t('vouchers.back') }} query={voucher}>
      {/* Keyed by the voucher, so the form starts again from another voucher's values. */}
      {(data) => <VoucherDetails key={data.voucher.id} data={data} />}
    </DetailPage>
  );
}

function VoucherDetails({ data }: { data: SellerVoucherResponse }) {
  const { t } = useI18n();
  const { voucher } = data;
  const save = useSaveVoucher(voucher.id);
  const pause = usePauseVoucher(voucher.id);
  const onSave = async (values: SellerVoucherValues) => {
    await save.mutateAsync(values);
    toast.success(t('vouchers.saved'));
  };
  const onPause = () =>
    pause.mutate(!voucher.is_paused, {
      onSuccess: ({ voucher: changed }) =>
        toast.success(t(changed.is_paused ? 'vouchers.paused' : 'vouchers.resumed', { code: changed.code })),
      onError: (error) => toast.error(error.message),
    });
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h1 id="voucher-title" className="text-2xl font-semibold">
          {t('vouchers.editTitle', { code: voucher.code })}
        </h1>
        <VoucherStateBadge state={voucher.state} />
        <Writable>
          <button
            type="button"
            onClick={onPause}
            disabled={pause.isPending}
            className="ms-auto flex items-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm hover:bg-slate-100 disabled:opacity-60"
          >
            {voucher.is_paused ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
            {t(voucher.is_paused ? 'vouchers.resume' : 'vouchers.pause')}
          </button>
        </Writable>
      </div>
      <VoucherUses uses={data.uses} />
      <VoucherForm voucher={voucher} saving={save.isPending} onSave={onSave} />
    </>
  );
}
