import { useEffect } from 'react';
import { saveLocale, storedLocale } from '../../lib/locale.ts';
import { useMasterQuery } from './api/get-master.ts';
import { applyDocumentLanguage } from './document-language.ts';
import { useSettingsStore } from './store.ts';
import { applyThemeColors } from './theme.ts';

/**
 * Keeps the shell in step with the server's master data
 * (docs/features/storefront.md#language-currency-and-theme): when the server answers in another
 * locale than the stored one, adopt it and reload; keep the currency rule; apply theme colours;
 * keep `<html lang dir>` true.
 */
export function useSettingsSync(): void {
  const { data: master } = useMasterQuery();
  const setMaster = useSettingsStore((s) => s.setMaster);
  const setDirection = useSettingsStore((s) => s.setDirection);
  const direction = useSettingsStore((s) => s.direction);

  useEffect(() => {
    if (!master) return;
    const language = master.languages.find((l) => l.name === master.app_locale);
    setDirection(language?.direction ?? 'ltr');
    if (master.app_locale && master.app_locale !== storedLocale()) {
      saveLocale(master.app_locale);
      window.location.reload();
      return;
    }
    setMaster(master);
    applyThemeColors(master.theme_colors);
  }, [master, setMaster, setDirection]);

  useEffect(() => {
    applyDocumentLanguage(direction, storedLocale());
  }, [direction]);
}
