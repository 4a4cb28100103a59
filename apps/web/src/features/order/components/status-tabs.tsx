import type { StatusWiseOrders } from '@souk/contract';
import { StatusTabs as Tabs } from '../../../components/ui/status-tabs.tsx';
import { useT } from '../../../lib/i18n.ts';
import { STATUS_TABS } from '../statuses.ts';

interface StatusTabsProps {
  current: keyof StatusWiseOrders;
  counts: StatusWiseOrders | undefined;
}

/** The order history's tabs: every order, then one per status, each with its count. */
export function StatusTabs({ current, counts }: StatusTabsProps) {
  const t = useT();
  return (
    <Tabs
      label={t('Order status')}
      tabs={STATUS_TABS.map((tab) => ({ key: tab.key, label: t(tab.label) }))}
      current={current}
      counts={counts ?? {}}
      defaultKey="all"
    />
  );
}
