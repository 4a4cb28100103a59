import { useEffect } from 'react';
import { useT } from './i18n.ts';
import { useShopSettings } from './shop-settings.ts';

/** Sets the page title to '{title} - {app name}' (docs/features/storefront.md#page-titles). */
export function usePageTitle(title: string | undefined, translateTitle = true): void {
  const appName = useShopSettings((s) => s.master?.app_name ?? 'Souk');
  const t = useT();
  useEffect(() => {
    if (!title) return;
    document.title = `${translateTitle ? t(title) : title} - ${appName}`;
  }, [title, translateTitle, appName, t]);
}
