import type { StaffFooterGroup, StaffFooterItem } from '@souk/contract';
import { useI18n } from '../../lib/i18n.tsx';
import { ListSection } from './list-section.tsx';

/** What an entry is called in the lists: its title, or its type when it has none. */
export function useItemName() {
  const { t } = useI18n();
  return (item: Pick<StaffFooterItem, 'type' | 'title'>) =>
    item.title || t('navigation.item.untitled', { type: t(`navigation.item.type.${item.type}`) });
}

/** A footer column's entries in order, each to move, edit or remove, and the way to add one. */
export function FooterItems({ group }: { group: StaffFooterGroup }) {
  const { t } = useI18n();
  const nameOf = useItemName();
  return (
    <ListSection
      id="items-title"
      title={t('navigation.items')}
      add={{ to: `/navigation/footer/${group.id}/items/new`, label: t('navigation.items.add') }}
      kind="footerItem"
      rows={group.items}
      empty={t('navigation.items.empty')}
      nameOf={nameOf}
      details={(item) => (
        <>
          {t(`navigation.item.type.${item.type}`)}
          {item.url && (
            <>
              {' · '}
              <bdi dir="ltr" className="break-all">
                {item.url}
              </bdi>
            </>
          )}
        </>
      )}
      editTo={(item) => `/navigation/footer-items/${item.id}`}
    />
  );
}
