import type { FooterGroup } from '@souk/contract';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { useSettingsStore } from '../../features/settings/index.ts';
import { FooterItem } from './footer-item.tsx';

/** The shop's footer columns (collapsing into toggles below 640 px) and the copyright line. */
export function Footer() {
  const master = useSettingsStore((s) => s.master);
  return (
    <footer className="mt-12 bg-slate-900 text-slate-300 pe-[var(--tab-gutter,0px)]" data-testid="site-footer">
      {master?.web_show_footer !== false ? (
        <div className="mx-auto grid max-w-7xl gap-2 px-3 py-8 sm:grid-cols-2 sm:gap-8 sm:px-4 lg:grid-cols-4">
          {(master?.footers ?? []).map((group) => (
            <FooterColumn key={group.id} group={group} />
          ))}
        </div>
      ) : null}
      <Copyright fallback="All right reserved by company" />
    </footer>
  );
}

function FooterColumn({ group }: { group: FooterGroup }) {
  const [open, setOpen] = useState(false);
  const panelId = `footer-group-${group.id}`;
  return (
    <section className="border-b border-white/10 sm:border-0">
      <h2 className="hidden text-base font-semibold text-white sm:mb-3 sm:block">{group.title}</h2>
      <h2 className="sm:hidden">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((v) => !v)}
          className="flex w-full items-center justify-between py-3 text-start text-base font-semibold text-white"
        >
          {group.title}
          <ChevronDown aria-hidden className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      </h2>
      <ul id={panelId} className={`${open ? 'flex' : 'hidden'} flex-col gap-2 pb-4 sm:flex sm:pb-0`}>
        {group.items.map((item) => (
          <li key={item.id}>
            <FooterItem item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** '© {year} {footer text}'; the account layout falls back to 'All rights reserved'. */
export function Copyright({ fallback }: { fallback: string }) {
  const t = useT();
  const text = useSettingsStore((s) => s.master?.web_footer_text);
  return (
    <p className="border-t border-white/10 px-4 py-4 text-center text-xs text-slate-400" data-testid="copyright">
      © {new Date().getFullYear()} {text || t(fallback)}
    </p>
  );
}
