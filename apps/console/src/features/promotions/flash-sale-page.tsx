import type { StaffFlashSaleResponse, StaffFlashSaleValues } from '@souk/contract';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { DetailPage } from '../../components/detail-page.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { SaleStatusBadge } from '../flash-sales/sale-status-badge.tsx';
import { ActiveBadge } from './active-badge.tsx';
import { SaleEntries } from './sale-entries.tsx';
import { SaleForm } from './sale-form.tsx';
import { PictureInput, StoredPicture } from './picture-input.tsx';
import {
  useCreateFlashSale,
  useFlashSale,
  useFlashSaleImage,
  useLanguages,
  useSaveFlashSale,
} from './use-promotions.ts';

const BACK = '/promotions/flash-sales';

/** `/promotions/flash-sales/new` and `/promotions/flash-sales/:id`: a sale's form, and its products once it exists. */
export function FlashSalePage() {
  const { id } = useParams();
  return id === undefined ? <NewSale /> : <ExistingSale id={Number(id)} />;
}

function NewSale() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const create = useCreateFlashSale();
  const languages = useLanguages();
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureError, setPictureError] = useState<string | undefined>();
  const onSave = async (values: StaffFlashSaleValues) => {
    const saved = await create.mutateAsync({ values, picture: picture! });
    toast.success(t('promotions.sale.added', { name: saved.flash_sale.name }));
    void navigate(`${BACK}/${saved.flash_sale.id}`);
  };
  const beforeSave = () => {
    if (picture) return true;
    setPictureError(t('promotions.picture.required'));
    return false;
  };
  return (
    <section aria-labelledby="sale-title" className="mx-auto max-w-4xl">
      <Link to={BACK} className="mb-2 inline-flex items-center gap-1 text-sm text-primary-700">
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        {t('promotions.sales.back')}
      </Link>
      <h1 id="sale-title" className="mb-4 text-2xl font-semibold">
        {t('promotions.sale.new')}
      </h1>
      {languages.isError && <LoadError error={languages.error} retry={() => void languages.refetch()} />}
      {languages.data && (
        <SaleForm
          sale={undefined}
          languages={languages.data}
          saving={create.isPending}
          onSave={onSave}
          beforeSave={beforeSave}
        >
          <PictureInput
            picture={picture}
            onPick={(file) => {
              setPicture(file);
              setPictureError(undefined);
            }}
            error={pictureError}
            onError={setPictureError}
          />
        </SaleForm>
      )}
    </section>
  );
}

function ExistingSale({ id }: { id: number }) {
  const { t } = useI18n();
  const sale = useFlashSale(id);
  return (
    <DetailPage titleId="sale-title" back={{ to: BACK, label: t('promotions.sales.back') }} query={sale}>
      {(data) => <SaleDetails key={data.flash_sale.id} data={data} />}
    </DetailPage>
  );
}

function SaleDetails({ data }: { data: StaffFlashSaleResponse }) {
  const { t } = useI18n();
  const { flash_sale: sale } = data;
  const save = useSaveFlashSale(sale.id);
  const image = useFlashSaleImage(sale.id);
  const onSave = async (values: StaffFlashSaleValues) => {
    const saved = await save.mutateAsync(values);
    toast.success(t('promotions.sale.saved', { name: saved.flash_sale.name }));
  };
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="sale-title" className="text-2xl font-semibold">
          <bdi>{sale.name}</bdi>
        </h1>
        <SaleStatusBadge status={sale.status} />
        {!sale.is_active && <ActiveBadge active={false} />}
      </div>
      <SaleForm sale={sale} languages={data.languages} saving={save.isPending} onSave={onSave}>
        <StoredPicture url={sale.thumbnail} upload={image} />
      </SaleForm>
      <SaleEntries sale={sale} />
    </div>
  );
}
