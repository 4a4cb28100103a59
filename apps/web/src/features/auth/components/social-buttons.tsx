import type { Master } from '@souk/contract';
import { toast } from 'sonner';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useT } from '../../settings/i18n.ts';

const providers = [
  ['google', 'Google'],
  ['facebook', 'Facebook'],
  ['apple', 'Apple'],
] as const;

/** Social sign-in buttons, each only when the shop turned that provider on (spec section 2). */
export function SocialButtons({ auths }: { auths: Master['social_auths'] | undefined }) {
  const t = useT();
  const active = providers.filter(([key]) => auths?.[key].is_active);
  if (active.length === 0) return null;
  return (
    <div className="grid gap-2">
      {active.map(([key, name]) => (
        <button
          key={key}
          type="button"
          // The providers' own SDKs are not wired up yet; the buttons say so rather than do nothing.
          onClick={() => toast.info(t('Coming soon'))}
          className={buttonClass('outline', 'w-full')}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
