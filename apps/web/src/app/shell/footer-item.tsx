import type { FooterItem as FooterItemData } from '@souk/contract';
import { Mail, Phone } from 'lucide-react';
import { useT } from '../../lib/i18n.ts';
import { useSettingsStore } from '../../features/settings/index.ts';
import { SmartLink } from '../../components/ui/smart-link.tsx';
import { AppStoreButtons } from './app-store-buttons.tsx';

/** One footer entry by its type: logo, text, email, phone, social_links, app_store or link. */
export function FooterItem({ item }: { item: FooterItemData }) {
  const t = useT();
  const master = useSettingsStore((s) => s.master);
  switch (item.type) {
    case 'logo':
      // The logo carries the shop's footer description beneath it.
      return master?.web_footer_logo ? (
        <div>
          <img
            loading="lazy"
            src={master.web_footer_logo}
            alt={master.app_name}
            width={120}
            height={36}
            className="h-9 w-auto"
          />
          {master.web_footer_description ? (
            <p className="mt-3 text-sm text-slate-400">{master.web_footer_description}</p>
          ) : null}
        </div>
      ) : null;
    case 'text':
      return <p className="text-sm text-slate-400">{item.title}</p>;
    case 'email':
      return (
        <a href={`mailto:${item.title}`} className="inline-flex items-center gap-2 text-sm hover:text-white">
          <Mail aria-hidden className="size-4" />
          {item.title}
        </a>
      );
    case 'phone':
      return (
        <a
          href={`tel:${item.title.replace(/\s+/g, '')}`}
          className="inline-flex items-center gap-2 text-sm hover:text-white"
        >
          <Phone aria-hidden className="size-4" />
          <span dir="ltr">{item.title}</span>
        </a>
      );
    case 'social_links':
      return (
        <div className="flex flex-wrap gap-2" aria-label={item.title || t('Follow us')}>
          {(master?.social_links ?? []).map((social) => (
            <a
              key={social.name}
              href={social.link}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={social.name}
              // A white disc: every brand's own colour reads on it, X's black included.
              className="inline-flex size-10 items-center justify-center rounded-full bg-white hover:bg-slate-200"
            >
              <img loading="lazy" src={social.logo} alt="" width={24} height={24} className="size-6" />
            </a>
          ))}
        </div>
      );
    case 'app_store':
      return (
        <div className="space-y-2">
          <p className="text-sm">{item.title}</p>
          {master?.footer_qr ? (
            <img
              loading="lazy"
              src={master.footer_qr}
              alt={t('Download our app')}
              width={96}
              height={96}
              className="size-24 rounded bg-white p-1"
            />
          ) : null}
          <AppStoreButtons />
        </div>
      );
    case 'link':
      return (
        <SmartLink url={item.url ?? '/'} target={item.target} className="text-sm hover:text-white hover:underline">
          {item.title}
        </SmartLink>
      );
  }
}
