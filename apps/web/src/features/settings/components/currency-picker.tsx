import { useT } from '../../../lib/i18n.ts';
import { useSettingsStore } from '../store.ts';
import { PickerMenu } from './picker-menu.tsx';

export function CurrencyPicker() {
  const t = useT();
  const currencies = useSettingsStore((s) => s.master?.currencies) ?? [];
  const selected = useSettingsStore((s) => s.currency);
  const setCurrency = useSettingsStore((s) => s.setCurrency);
  if (currencies.length < 2) return null;
  return (
    <PickerMenu
      label={t('Currency')}
      current={selected ? `${selected.name} (${selected.symbol})` : ''}
      options={currencies}
      optionKey={(c) => c.name}
      optionLabel={(c) => `${c.name} (${c.symbol})`}
      isSelected={(c) => c.name === selected?.name}
      onSelect={setCurrency}
    />
  );
}
