/** The look of each part of a language's screens: a white card. */
export const SECTION = 'rounded-lg border border-slate-200 bg-white p-4';
