// The storefront's settings: the master settings, language, currency and theme.
export { masterQueryOptions } from './api/get-master.ts';
export { CurrencyPicker } from './components/currency-picker.tsx';
export { LanguagePicker } from './components/language-picker.tsx';
export { applyDocumentLanguage } from './document-language.ts';
export { adoptLinkedLanguage, adoptServedLanguage } from './language-link.ts';
export { useSettingsStore } from './store.ts';
export { useSettingsSync } from './use-settings-sync.ts';
