// Search: the search field's suggestions and the link to a search's results.
export { searchHref } from './options.ts';
export { useSuggestionCombobox } from './use-suggestion-combobox.ts';
