import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { LanguageSwitch } from './language-switch.tsx';

/**
 * A page of its own for someone not signed in yet (signing in, setting a first password): the
 * language switch, then a card with an icon, the title, a lead line and the form.
 */
export function AuthCard({
  icon: Icon,
  title,
  lead,
  children,
}: {
  icon: LucideIcon;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <div className="w-full max-w-sm">
        <div className="mb-4 flex justify-end">
          <LanguageSwitch />
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <Icon aria-hidden className="mb-3 size-8 text-primary-700" />
          <h1 className="text-xl font-semibold">{title}</h1>
          <p className="mt-1 mb-5 text-sm text-slate-600">{lead}</p>
          {children}
        </div>
      </div>
    </main>
  );
}

/** The card's one button, across its width, saying `busy` while the form is sent. */
export function AuthSubmit({ pending, label, busy }: { pending: boolean; label: string; busy: string }) {
  return (
    <button
      type="submit"
      disabled={pending}
      className="w-full rounded-md bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800 disabled:opacity-60"
    >
      {pending ? busy : label}
    </button>
  );
}
