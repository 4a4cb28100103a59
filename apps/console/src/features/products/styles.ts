/** A section of the product page, the form's fieldsets and the photos (no wider than the page: a fieldset otherwise grows to its content). */
export const SECTION = 'min-w-0 rounded-lg border border-slate-200 bg-white p-4';
