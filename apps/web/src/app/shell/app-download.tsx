import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, Smartphone } from 'lucide-react';
import { useT } from '../../lib/i18n.ts';
import { useSettingsStore } from '../../features/settings/index.ts';
import { AppStoreButtons } from './app-store-buttons.tsx';

/** The app-download dropdown (shown when show_download_app is on): QR code and store buttons. */
export function AppDownload() {
  const t = useT();
  const qr = useSettingsStore((s) => s.master?.footer_qr);
  return (
    <DropdownMenu.Root>
      {/* Named for phones too, where the words are hidden and only the icon shows. */}
      <DropdownMenu.Trigger
        aria-label={t('Download App')}
        className="inline-flex items-center gap-1 rounded px-1.5 py-1 font-medium hover:bg-white/10"
      >
        <Smartphone aria-hidden className="size-3.5" />
        <span className="hidden md:inline">{t('Download App')}</span>
        <ChevronDown aria-hidden className="size-3.5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 w-56 rounded-md border border-slate-200 bg-white p-3 text-sm text-slate-800 shadow-lg"
        >
          <DropdownMenu.Label className="mb-2 font-semibold">{t('Download our app')}</DropdownMenu.Label>
          {qr ? (
            <img
              loading="lazy"
              src={qr}
              alt={t('Download our app')}
              width={128}
              height={128}
              className="mx-auto mb-3 size-32"
            />
          ) : null}
          <AppStoreButtons />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
