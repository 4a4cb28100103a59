import { ExternalLink } from 'lucide-react';
import { LoadError } from '../../components/load-error.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { ProfileForm } from './profile-form.tsx';
import { useShopProfile } from './use-shop-profile.ts';

/** `/shop`: what shoppers read about the shop, in every language it offers, and its pictures. */
export function ShopPage() {
  const { t } = useI18n();
  const profile = useShopProfile();
  return (
    <section aria-labelledby="shop-title" className="mx-auto max-w-4xl">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 id="shop-title" className="text-2xl font-semibold">
          {t('nav.shop')}
        </h1>
        {profile.data && (
          <a
            href={`/shops/${profile.data.shop.id}`}
            target="_blank"
            rel="noreferrer"
            className="flex items-center gap-1 rounded-md px-3 py-2 text-sm text-primary-700 hover:bg-slate-100"
          >
            <ExternalLink aria-hidden className="size-4" />
            {t('shopProfile.viewInShop')}
          </a>
        )}
      </div>
      {profile.isPending && <p>{t('loading')}</p>}
      {profile.isError && <LoadError error={profile.error} retry={() => void profile.refetch()} />}
      {profile.data && <ProfileForm profile={profile.data} />}
    </section>
  );
}
