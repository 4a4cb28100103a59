/** The look of the lists' square icon buttons (move, drag). */
export const ICON_BUTTON =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40';
