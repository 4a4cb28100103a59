/** A section of the import page: a card no wider than the page. */
export const SECTION = 'min-w-0 rounded-lg border border-slate-200 bg-white p-4';
