/** A form's group of fields (no wider than the page: a fieldset otherwise grows to its content). */
export const SECTION = 'min-w-0 rounded-lg border border-slate-200 bg-white p-4';

/** The rich-text editor's writing direction for a language's text (its label and toolbar follow the interface's). */
export const EDITOR_DIRECTION = {
  ltr: '[&_[role=textbox]]:[direction:ltr]',
  rtl: '[&_[role=textbox]]:[direction:rtl]',
} as const;
