import { brandingImageKeys } from '@souk/contract';
import { LoadError } from '../../components/load-error.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { BrandingForm } from './branding-form.tsx';
import { BrandingImageUpload } from './image-upload.tsx';
import { useBranding } from './use-branding.ts';

/** `/branding`: the storefront's pictures (each saved as chosen), then its texts and theme (saved together). */
export function BrandingPage() {
  const { t } = useI18n();
  const branding = useBranding();
  return (
    <section aria-labelledby="branding-title" className="mx-auto max-w-5xl">
      <h1 id="branding-title" className="mb-1 text-2xl font-semibold">
        {t('branding.title')}
      </h1>
      <p className="mb-4 text-sm text-slate-700">{t('branding.lead')}</p>
      {branding.isPending && <p>{t('loading')}</p>}
      {branding.isError && <LoadError error={branding.error} retry={() => void branding.refetch()} />}
      {branding.data && (
        <div className="space-y-4">
          <section aria-labelledby="branding-pictures" className="rounded-lg border border-slate-200 bg-white p-4">
            <h2 id="branding-pictures" className="font-semibold">
              {t('branding.pictures')}
            </h2>
            <p className="mb-3 text-sm text-slate-700">{t('branding.picturesLead')}</p>
            <div className="grid gap-4 sm:grid-cols-3">
              {brandingImageKeys.map((key) => (
                <BrandingImageUpload key={key} image={key} url={branding.data.branding[key]} />
              ))}
            </div>
          </section>
          {/* Mounted once loaded: the form starts from the saved values and resets itself after each save. */}
          <BrandingForm data={branding.data} />
        </div>
      )}
    </section>
  );
}
