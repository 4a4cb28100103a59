import type { StaffNavigation } from '@souk/contract';
import { LoadError } from '../../components/load-error.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { useItemName } from './footer-items.tsx';
import { ListSection } from './list-section.tsx';
import { useNavigation } from './use-navigation.ts';

/** `/navigation`: the header menu, the footer columns and the social links, each in the storefront's order. */
export function NavigationPage() {
  const { t } = useI18n();
  const navigation = useNavigation();
  return (
    <section aria-labelledby="navigation-title" className="mx-auto max-w-4xl space-y-8">
      <div>
        <h1 id="navigation-title" className="text-2xl font-semibold">
          {t('navigation.title')}
        </h1>
        <p className="text-sm text-slate-600">{t('navigation.lead')}</p>
      </div>
      {navigation.isPending && <p>{t('loading')}</p>}
      {navigation.isError && <LoadError error={navigation.error} retry={() => void navigation.refetch()} />}
      {navigation.data && <Lists navigation={navigation.data} />}
    </section>
  );
}

function Lists({ navigation }: { navigation: StaffNavigation }) {
  const { t } = useI18n();
  const itemName = useItemName();
  return (
    <>
      <ListSection
        id="menus-title"
        title={t('navigation.menus')}
        add={{ to: '/navigation/menus/new', label: t('navigation.menus.add') }}
        kind="menu"
        rows={navigation.menus}
        empty={t('navigation.menus.empty')}
        nameOf={(menu) => menu.name}
        details={(menu) => (
          <>
            <bdi dir="ltr" className="break-all">
              {menu.url}
            </bdi>
            {' · '}
            {t(menu.is_external ? 'navigation.external' : 'navigation.internal')}
            {menu.target === '_blank' && ` · ${t('navigation.newTab')}`}
          </>
        )}
        editTo={(menu) => `/navigation/menus/${menu.id}`}
      />
      <ListSection
        id="footer-title"
        title={t('navigation.footer')}
        add={{ to: '/navigation/footer/new', label: t('navigation.footer.add') }}
        kind="footerGroup"
        rows={navigation.footer_groups}
        empty={t('navigation.footer.empty')}
        nameOf={(group) => group.title}
        details={(group) => group.items.map(itemName).join(' · ')}
        editTo={(group) => `/navigation/footer/${group.id}`}
        removeQuestion={(name) => t('navigation.removeGroupConfirm', { name })}
      />
      <ListSection
        id="social-title"
        title={t('navigation.social')}
        lead={t('navigation.social.lead')}
        add={{ to: '/navigation/social/new', label: t('navigation.social.add') }}
        kind="socialLink"
        rows={navigation.social_links}
        empty={t('navigation.social.empty')}
        nameOf={(link) => link.name}
        details={(link) => (
          <span className="flex items-center gap-2">
            <img src={link.logo} alt="" width={20} height={20} className="size-5" />
            <bdi dir="ltr" className="break-all">
              {link.link}
            </bdi>
          </span>
        )}
        editTo={(link) => `/navigation/social/${link.id}`}
      />
    </>
  );
}
