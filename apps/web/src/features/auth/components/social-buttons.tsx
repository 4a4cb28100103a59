import type { Master, SocialProvider } from '@souk/contract';
import { BrandMark } from '../../../components/ui/brand-marks.tsx';
import { buttonClass } from '@souk/ui/button';
import { useSocialSignIn } from '../api/social-sign-in.ts';
import { openPopup } from '../social/popup.ts';

const providers: ReadonlyArray<readonly [SocialProvider, string]> = [
  ['google', 'Google'],
  ['facebook', 'Facebook'],
  ['apple', 'Apple'],
];

/**
 * The providers the shop turned on (docs/features/accounts.md#social-sign-in) whose sign-in page
 * the server knows.
 */
export function activeProviders(auths: Master['social_auths'] | undefined) {
  return auths ? providers.filter(([key]) => auths[key].is_active && auths[key].authorize_url) : [];
}

/** Social sign-in buttons with the providers' marks, one per active provider. */
export function SocialButtons({ auths }: { auths: Master['social_auths'] | undefined }) {
  const mutation = useSocialSignIn();
  const active = activeProviders(auths);
  if (!auths || active.length === 0) return null;
  return (
    <div className="grid gap-2">
      {active.map(([key, name]) => (
        <button
          key={key}
          type="button"
          disabled={mutation.isPending}
          onClick={() => {
            // Opened here, inside the click, or popup blockers stop it.
            const popup = openPopup();
            if (!popup) console.warn('Social sign-in: the popup was blocked.');
            else mutation.mutate({ provider: key, auths, popup });
          }}
          className={buttonClass('outline', 'w-full gap-2')}
        >
          <BrandMark brand={key} />
          {name}
        </button>
      ))}
    </div>
  );
}
