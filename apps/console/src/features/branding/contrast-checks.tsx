import { TriangleAlert } from 'lucide-react';
import { useI18n } from '../../lib/i18n.tsx';
import { AA_TEXT, contrastRatios } from './palette.ts';

/**
 * The WCAG contrast of each text the storefront draws in the palette, and a warning when any
 * falls below AA (4.5:1): staff may still save, since a shop's colours are its own choice.
 */
export function ContrastChecks({ colours }: { colours: Partial<Record<string, string>> }) {
  const { t, intl } = useI18n();
  const ratios = contrastRatios(colours);
  const failing = ratios.some((pair) => pair.ratio !== null && pair.ratio < AA_TEXT);
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold">{t('branding.contrast')}</h3>
      <ul className="space-y-1 text-sm">
        {ratios.map((pair) => {
          const fails = pair.ratio !== null && pair.ratio < AA_TEXT;
          return (
            <li key={pair.id} className="flex flex-wrap items-center justify-between gap-x-3">
              <span>{t(`branding.contrast.${pair.id}`)}</span>
              <span className={fails ? 'font-semibold text-red-700' : 'text-slate-700'}>
                {pair.ratio === null
                  ? '–'
                  : `${t('branding.contrast.ratio', {
                      ratio: pair.ratio.toLocaleString(intl, { maximumFractionDigits: 1 }),
                    })} · ${t(fails ? 'branding.contrast.fail' : 'branding.contrast.pass')}`}
              </span>
            </li>
          );
        })}
      </ul>
      {failing && (
        <p
          role="alert"
          className="mt-3 flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900"
        >
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t('branding.contrast.warning')}
        </p>
      )}
    </div>
  );
}
