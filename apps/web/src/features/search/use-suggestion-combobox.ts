import { SUGGEST_MIN_LENGTH } from '@souk/contract';
import { type KeyboardEvent, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSuggestionsQuery } from './api/get-suggestions.ts';
import { type SuggestionOption, suggestionOptions } from './options.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/** How long typing pauses before suggestions are asked for. */
const SUGGEST_DELAY_MS = 200;

/**
 * The suggestion list of a search field, as an ARIA combobox: open while the field has focus
 * and two characters or more, asked for once typing pauses; the arrow keys step through its
 * rows (round), Enter opens the row stepped on (with none, the form submits the text), Escape
 * closes it. `chosen` hears of a row followed, by Enter or a press. `id` names the field
 * (`${id}-input`), its list and rows.
 */
export function useSuggestionCombobox(typed: string, id: string, chosen: (option: SuggestionOption) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  // Open on the page it was opened on: following a suggestion, or any navigation, closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const settled = useDebouncedValue(typed, SUGGEST_DELAY_MS);
  const asking = open && settled.length >= SUGGEST_MIN_LENGTH && typed.length >= SUGGEST_MIN_LENGTH;
  const { data } = useSuggestionsQuery(settled, asking);
  const options = useMemo(() => (asking && data ? suggestionOptions(data, typed) : []), [asking, data, typed]);
  // The row the arrow keys are on, for the options it was chosen among: new options start unchosen.
  const [active, setActive] = useState<{ options: SuggestionOption[]; index: number }>({ options, index: -1 });
  const activeIndex = active.options === options ? active.index : -1;
  const expanded = options.length > 0;
  const fieldId = `${id}-input`;
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-option-${index}`;

  // Escape closes the list, not the phone's search dialog around it: the dialog hears Escape on
  // the document as it goes down, so the list listens on the window, which hears it first.
  useEffect(() => {
    if (!expanded) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || (event.target as Element | null)?.id !== fieldId) return;
      event.preventDefault();
      setOpenOn(null);
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [expanded, fieldId]);

  /** A row followed (its link navigates on a press). */
  const picked = (option: SuggestionOption) => {
    setOpenOn(null);
    chosen(option);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpenOn(location.key);
      if (!expanded) return;
      const down = event.key === 'ArrowDown';
      const count = options.length;
      const index = activeIndex < 0 ? (down ? 0 : count - 1) : (activeIndex + (down ? 1 : -1) + count) % count;
      setActive({ options, index });
      document.getElementById(optionId(index))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter' && expanded && activeIndex >= 0) {
      event.preventDefault();
      const option = options[activeIndex]!;
      void navigate(option.href);
      picked(option);
    }
  };

  return {
    fieldId,
    expanded,
    options,
    activeIndex,
    listId,
    optionId,
    /** Rows besides the search for the text itself. */
    found: options.length - 1,
    open: () => setOpenOn(location.key),
    close: () => setOpenOn(null),
    picked,
    /** What the field carries: its part of the combobox. */
    fieldProps: {
      'aria-autocomplete': 'list' as const,
      'aria-controls': expanded ? listId : undefined,
      'aria-activedescendant': activeIndex >= 0 ? optionId(activeIndex) : undefined,
      onKeyDown,
    },
  };
}
