import type { BannerType, StaffBannersResponse } from '@souk/contract';
import { Plus } from 'lucide-react';
import { ActionLink } from '../../components/action-link.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { BannerList } from './banner-list.tsx';
import { SectionNav } from './section-nav.tsx';
import { useBanners } from './use-promotions.ts';

/** `/promotions`: the home page's slider banners and ads, each list in its order. */
export function BannersPage() {
  const { t } = useI18n();
  const banners = useBanners();
  return (
    <section aria-labelledby="banners-title" className="mx-auto max-w-4xl">
      <SectionNav />
      <h1 id="banners-title" className="text-2xl font-semibold">
        {t('promotions.banners.title')}
      </h1>
      <p className="mb-6 text-sm text-slate-600">{t('promotions.banners.lead')}</p>
      {banners.isPending && <p>{t('loading')}</p>}
      {banners.isError && <LoadError error={banners.error} retry={() => void banners.refetch()} />}
      {banners.data && (
        <div className="space-y-8">
          <BannerSection type="slider" data={banners.data} />
          <BannerSection type="ad" data={banners.data} />
        </div>
      )}
    </section>
  );
}

function BannerSection({ type, data }: { type: BannerType; data: StaffBannersResponse }) {
  const { t } = useI18n();
  const title = t(`promotions.banners.${type}`);
  return (
    <section aria-labelledby={`${type}-title`} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${type}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        <ActionLink to={`/promotions/banners/new?type=${type}`} icon={Plus}>
          {t(`promotions.banners.add.${type}`)}
        </ActionLink>
      </div>
      <p className="text-sm text-slate-600">{t(`promotions.banners.${type}.lead`)}</p>
      <BannerList rows={data[type]} label={title} empty={t(`promotions.banners.${type}.empty`)} />
    </section>
  );
}
