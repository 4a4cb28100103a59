import { useLocation, useParams } from 'react-router';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';

const TITLES: Record<string, string> = {
  'terms-and-conditions': 'Terms & Conditions',
  'privacy-policy': 'Privacy Policy',
  'about-us': 'About Us',
};

/** /terms-and-conditions, /privacy-policy, /about-us and /page/{slug} share one screen. */
export function Component() {
  const { slug } = useParams();
  const { pathname } = useLocation();
  const key = slug ?? pathname.slice(1);
  return <ComingSoon title={TITLES[key] ?? key.replace(/-/g, ' ')} />;
}
