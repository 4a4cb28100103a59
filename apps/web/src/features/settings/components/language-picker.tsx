import type { Language } from '@souk/contract';
import { Globe } from 'lucide-react';
import { saveLocale, storedLocale } from '../../../lib/locale.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { messagesQueryOptions } from '../../../lib/messages.ts';
import { useT } from '../../../lib/i18n.ts';
import { useSettingsStore } from '../store.ts';
import { PickerMenu } from './picker-menu.tsx';

/** Saves the locale, sets the direction, loads that language's messages, then reloads the page. */
async function chooseLanguage(language: Language, setDirection: (d: 'ltr' | 'rtl') => void): Promise<void> {
  saveLocale(language.name);
  setDirection(language.direction ?? 'ltr');
  await queryClient.prefetchQuery(messagesQueryOptions(language.name)).catch(() => undefined);
  window.location.reload();
}

export function LanguagePicker() {
  const t = useT();
  const languages = useSettingsStore((s) => s.master?.languages) ?? [];
  const setDirection = useSettingsStore((s) => s.setDirection);
  const locale = storedLocale();
  if (languages.length < 2) return null;
  const current = languages.find((l) => l.name === locale);
  return (
    <PickerMenu
      label={t('Language')}
      icon={<Globe aria-hidden className="size-3.5" />}
      current={current?.title ?? locale}
      options={languages}
      optionKey={(l) => l.name}
      optionLabel={(l) => <span lang={l.name}>{l.title}</span>}
      isSelected={(l) => l.name === locale}
      onSelect={(l) => void chooseLanguage(l, setDirection)}
    />
  );
}
