import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, CircleUserRound, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../settings/i18n.ts';
import { useSettingsStore } from '../../settings/store.ts';
import { type SessionUser, useAuthStore } from '../store.ts';
import { accountLinks } from './account-links.ts';

const item =
  'flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-primary-50';

/** The desktop user menu: the (truncated) name opens a dropdown of account links and Log Out. */
export function UserMenu({ user, className }: { user: SessionUser; className?: string | undefined }) {
  const t = useT();
  const setLogoutOpen = useAuthStore((s) => s.setLogoutOpen);
  // Radix menus read direction from props, not from <html dir>; rtl mirrors the items.
  const direction = useSettingsStore((s) => s.direction);
  return (
    <DropdownMenu.Root dir={direction}>
      <DropdownMenu.Trigger className={className} data-testid="user-menu">
        <CircleUserRound aria-hidden className="size-5 shrink-0" />
        <span dir="auto" className="max-w-28 truncate-name">
          {user.name}
        </span>
        <ChevronDown aria-hidden className="size-4 shrink-0" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          {accountLinks.map((link) => (
            <DropdownMenu.Item key={link.to} asChild className={item}>
              <Link to={link.to}>{t(link.label)}</Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item onSelect={() => setLogoutOpen(true)} className={`${item} text-rose-700`}>
            <LogOut aria-hidden className="size-4" />
            {t('Log Out')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The phone user menu: the same links as an inline list inside the side menu. */
export function UserMenuList({ user, rowClassName }: { user: SessionUser; rowClassName: string }) {
  const t = useT();
  const setLogoutOpen = useAuthStore((s) => s.setLogoutOpen);
  return (
    <div className="grid gap-1" data-testid="user-menu-list">
      <p className={`${rowClassName} min-w-0 font-semibold`}>
        <CircleUserRound aria-hidden className="size-5 shrink-0" />
        <span dir="auto" className="truncate-name">
          {user.name}
        </span>
      </p>
      {accountLinks.map((link) => (
        <Link key={link.to} to={link.to} className={`${rowClassName} ps-11`}>
          {t(link.label)}
        </Link>
      ))}
      <button
        type="button"
        data-closes-menu
        onClick={() => setLogoutOpen(true)}
        className={`${rowClassName} w-full text-start`}
      >
        <LogOut aria-hidden className="size-5" />
        {t('Log Out')}
      </button>
    </div>
  );
}
