import { CurrencyPicker, LanguagePicker, useSettingsStore } from '../../features/settings/index.ts';
import { AppDownload } from './app-download.tsx';

/**
 * The top bar's dropdowns. They wait for the master data anyway, so they (and Radix's menu code)
 * load beside it instead of delaying the first paint.
 */
export function TopBarMenus() {
  const showDownload = useSettingsStore((s) => s.master?.show_download_app ?? false);
  return (
    <>
      {showDownload ? <AppDownload /> : null}
      <CurrencyPicker />
      <LanguagePicker />
    </>
  );
}
