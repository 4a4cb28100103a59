import type { ThemeColorKey } from '@souk/contract';
import { useI18n } from '../../lib/i18n.tsx';
import { isHexColour } from './palette.ts';

/**
 * A small sample of the storefront (top bar, a product with its badge and price, a link and a
 * button) drawn in `colours` before they are saved, with the shades the storefront gives each
 * (apps/web: buttons and links primary-700, badges primary-800 on primary-50, the top bar
 * primary-50 on primary-900). The colours are set inline: the console's own theme defines only
 * the few shades it uses itself.
 */
export function ThemePreview({ colours, mobile }: { colours: Partial<Record<ThemeColorKey, string>>; mobile: string }) {
  const { t } = useI18n();
  // A shade still being typed shows as the console's text colour until it is a whole colour.
  const c = (key: ThemeColorKey) => (isHexColour(colours[key]) ? colours[key] : undefined);
  return (
    <div data-testid="theme-preview" className="overflow-hidden rounded-md border border-slate-200">
      <p className="px-3 py-1.5 text-xs" style={{ background: c('primary900'), color: c('primary50') }}>
        {t('branding.preview.hotline')}: <bdi dir="ltr">{mobile || '+1 555 010 2030'}</bdi>
      </p>
      <div className="space-y-2 bg-white p-3">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-slate-900">{t('branding.preview.product')}</span>
          <span
            className="rounded-full px-2 py-0.5 text-xs font-semibold"
            style={{ background: c('primary50'), color: c('primary800') }}
          >
            {t('branding.preview.badge')}
          </span>
        </div>
        <p className="font-semibold" style={{ color: c('primary700') }} dir="ltr">
          $36.00
        </p>
        <div className="flex flex-wrap items-center gap-3">
          {/* A sample, not a way anywhere: it reads as the storefront's link without being one. */}
          <span className="text-sm underline" style={{ color: c('primary700') }}>
            {t('branding.preview.link')}
          </span>
          <span
            data-testid="preview-button"
            className="rounded-md px-4 py-2 text-sm font-semibold text-white"
            style={{ background: c('primary700') }}
          >
            {t('branding.preview.button')}
          </span>
        </div>
      </div>
    </div>
  );
}
