import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BannerType,
  bannerTypes,
  PROMOTION_LIMITS,
  type StaffBanner,
  type StaffBannerCreateBody,
  staffBannerCreateBodySchema,
  type StaffBannerCreateValues,
} from '@souk/contract';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { HintedField } from '../../components/hinted-field.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { SaveBar } from '../../components/save-bar.tsx';
import { TextField } from '../../components/text-field.tsx';
import { fieldError, showSaveFailure } from '../../lib/errors.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { PictureInput, StoredPicture } from './picture-input.tsx';
import { useBannerImage, useBanners, useCreateBanner, useSaveBanner } from './use-promotions.ts';

const resolver = zodResolver(staffBannerCreateBodySchema);
const SECTION = 'space-y-4 rounded-lg border border-slate-200 bg-white p-4';

/** `/promotions/banners/new?type=…` and `/promotions/banners/:id`: a banner's form. */
export function BannerPage() {
  const { t } = useI18n();
  const id = Number(useParams().id) || undefined;
  const [params] = useSearchParams();
  const banners = useBanners();
  const banner = banners.data && [...banners.data.slider, ...banners.data.ad].find((row) => row.id === id);
  const type = bannerTypes.find((known) => known === params.get('type')) ?? 'slider';
  return (
    <section aria-labelledby="banner-title" className="mx-auto max-w-3xl">
      <Link to="/promotions" className="mb-2 inline-flex items-center gap-1 text-sm text-primary-700">
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        {t('promotions.banners.back')}
      </Link>
      {banners.isPending && <p>{t('loading')}</p>}
      {banners.isError && <LoadError error={banners.error} retry={() => void banners.refetch()} />}
      {banners.data && id !== undefined && !banner && <p role="alert">{t('promotions.banner.notFound')}</p>}
      {banners.data && (id === undefined || banner) && (
        <>
          <h1 id="banner-title" className="mb-4 text-2xl font-semibold break-words">
            {banner ? t('promotions.banner.edit', { name: banner.title }) : t(`promotions.banner.new.${type}`)}
          </h1>
          <BannerForm key={id ?? type} banner={banner} type={banner?.type ?? type} />
        </>
      )}
    </section>
  );
}

/**
 * The banner's fields, checked by the contract's schema, then by the server, whose refusals land
 * under the fields they name. A new banner's picture is chosen here and sent with it; a stored
 * banner's is replaced on its own, at once.
 */
function BannerForm({ banner, type }: { banner: StaffBanner | undefined; type: BannerType }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const create = useCreateBanner();
  const update = useSaveBanner(banner?.id ?? 0);
  const image = useBannerImage(banner?.id ?? 0);
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureError, setPictureError] = useState<string | undefined>();
  const form = useForm<StaffBannerCreateBody, unknown, StaffBannerCreateValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { type, title: banner?.title ?? '', url: banner?.url ?? '', is_active: banner?.is_active ?? true },
  });
  const { errors } = form.formState;
  const save = async ({ type: _type, ...values }: StaffBannerCreateValues) => {
    if (banner) await update.mutateAsync(values);
    else await create.mutateAsync({ values: { type, ...values }, picture: picture! });
    toast.success(t(banner ? 'promotions.banner.saved' : 'promotions.banner.added', { name: values.title }));
    void navigate('/promotions');
  };
  const noPicture = () => {
    if (banner || picture) return false;
    setPictureError(t('promotions.picture.required'));
    return true;
  };
  const submit = form.handleSubmit(
    (values) =>
      noPicture()
        ? toast.error(t('form.fixErrors'))
        : save(values).catch((error: unknown) => {
            setPictureError(fieldError(error, 'thumbnail'));
            showSaveFailure(error, form.setError, t('form.fixErrors'));
          }),
    () => {
      noPicture();
      toast.error(t('form.fixErrors'));
    },
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <fieldset className={SECTION}>
        <legend className="px-1 font-semibold">{t(`promotions.banner.fields.${type}`)}</legend>
        {banner ? (
          <StoredPicture url={banner.thumbnail} upload={image} />
        ) : (
          <PictureInput
            picture={picture}
            onPick={(file) => {
              setPicture(file);
              setPictureError(undefined);
            }}
            error={pictureError}
            onError={setPictureError}
          />
        )}
        <TextField
          label={t('promotions.banner.title')}
          maxLength={PROMOTION_LIMITS.title}
          error={errors.title?.message}
          {...form.register('title')}
        />
        <HintedField
          label={t('promotions.banner.url')}
          hint={t('promotions.banner.urlHint')}
          dir="ltr"
          maxLength={PROMOTION_LIMITS.url}
          error={errors.url?.message}
          {...form.register('url')}
        />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" {...form.register('is_active')} />
          {t('promotions.banner.active')}
        </label>
      </fieldset>
      <SaveBar
        saving={create.isPending || update.isPending}
        label={t('promotions.save')}
        savingLabel={t('promotions.saving')}
      />
    </form>
  );
}
