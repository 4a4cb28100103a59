import { useReadOnly } from '../lib/support-view.ts';

/**
 * A long form's submit button, kept in view at the bottom of the screen while the owner scrolls
 * through the form; `label` and `savingLabel` come translated. None in the read-only support view.
 */
export function SaveBar({ saving, label, savingLabel }: { saving: boolean; label: string; savingLabel: string }) {
  if (useReadOnly()) return null;
  return (
    <div className="sticky bottom-0 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 md:-mx-6 md:px-6">
      <button
        type="submit"
        disabled={saving}
        className="rounded-md bg-primary-700 px-5 py-2 font-semibold text-white hover:bg-primary-800 disabled:opacity-60"
      >
        {saving ? savingLabel : label}
      </button>
    </div>
  );
}
