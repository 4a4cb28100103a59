import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, CircleUserRound, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n.ts';
import { useSettingsStore } from '../../settings/index.ts';
import { type SessionUser, useAuthStore } from '../store.ts';
import { accountLinks } from './account-links.ts';

const item =
  'flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-primary-50';

/** The desktop user menu: the (truncated) name opens a dropdown of account links and Log Out. */
/** What the app adds to the user menu: a badge on it, and links after the account's own. */
export interface UserMenuExtras {
  badge?: ReactNode;
  /** Links rendered with the menu's row class (each must pass its ref and props to an anchor). */
  links?: (className?: string) => ReactNode;
}

export function UserMenu({
  user,
  className,
  badge,
  links,
}: { user: SessionUser; className?: string | undefined } & UserMenuExtras) {
  const t = useT();
  const setLogoutOpen = useAuthStore((s) => s.setLogoutOpen);
  // Radix menus read direction from props, not from <html dir>; rtl mirrors the items.
  const direction = useSettingsStore((s) => s.direction);
  return (
    <DropdownMenu.Root dir={direction}>
      <DropdownMenu.Trigger className={className} data-testid="user-menu">
        <span className="relative">
          <CircleUserRound aria-hidden className="size-5 shrink-0" />
          {badge}
        </span>
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
          {links ? (
            <DropdownMenu.Item asChild className={item}>
              {links()}
            </DropdownMenu.Item>
          ) : null}
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
export function UserMenuList({
  user,
  rowClassName,
  links,
}: { user: SessionUser; rowClassName: string } & UserMenuExtras) {
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
      {links?.(`${rowClassName} ps-11`)}
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
