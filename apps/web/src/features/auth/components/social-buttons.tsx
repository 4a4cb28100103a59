import type { Master, SocialProvider } from '@souk/contract';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useSocialSignIn } from '../api/social-sign-in.ts';
import { openPopup } from '../social/popup.ts';

const providers: ReadonlyArray<readonly [SocialProvider, string]> = [
  ['google', 'Google'],
  ['facebook', 'Facebook'],
  ['apple', 'Apple'],
];

/**
 * Social sign-in buttons, each only when the shop turned that provider on (spec section 2) and
 * the server knows where its sign-in page is.
 */
export function SocialButtons({ auths }: { auths: Master['social_auths'] | undefined }) {
  const mutation = useSocialSignIn();
  if (!auths) return null;
  const active = providers.filter(([key]) => auths[key].is_active && auths[key].authorize_url);
  if (active.length === 0) return null;
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
          className={buttonClass('outline', 'w-full')}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
