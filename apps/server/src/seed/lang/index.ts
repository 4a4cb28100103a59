import accountsAr from './accounts/ar.json' with { type: 'json' };
import accountsEn from './accounts/en.json' with { type: 'json' };
import accountsFr from './accounts/fr.json' with { type: 'json' };
import chatAr from './chat/ar.json' with { type: 'json' };
import chatEn from './chat/en.json' with { type: 'json' };
import chatFr from './chat/fr.json' with { type: 'json' };
import commerceAr from './commerce/ar.json' with { type: 'json' };
import commerceEn from './commerce/en.json' with { type: 'json' };
import commerceFr from './commerce/fr.json' with { type: 'json' };
import coreAr from './core/ar.json' with { type: 'json' };
import coreEn from './core/en.json' with { type: 'json' };
import coreFr from './core/fr.json' with { type: 'json' };
import quotesSupportAr from './quotes-support/ar.json' with { type: 'json' };
import quotesSupportEn from './quotes-support/en.json' with { type: 'json' };
import quotesSupportFr from './quotes-support/fr.json' with { type: 'json' };
import serverAr from './server/ar.json' with { type: 'json' };
import serverEn from './server/en.json' with { type: 'json' };
import serverFr from './server/fr.json' with { type: 'json' };
import searchAr from './search/ar.json' with { type: 'json' };
import searchEn from './search/en.json' with { type: 'json' };
import searchFr from './search/fr.json' with { type: 'json' };
import shopperAr from './shopper/ar.json' with { type: 'json' };
import shopperEn from './shopper/en.json' with { type: 'json' };
import shopperFr from './shopper/fr.json' with { type: 'json' };

/**
 * The demo languages' message maps (key = the English text). Kept in one folder per area of
 * the storefront so that each area's strings sit together; merged here into one map per language.
 * `server` holds the API's own messages (errors, success toasts), translated per Accept-Language.
 */
export const DEMO_MESSAGES: Record<'en' | 'ar' | 'fr', Record<string, string>> = {
  en: {
    ...coreEn,
    ...accountsEn,
    ...commerceEn,
    ...chatEn,
    ...quotesSupportEn,
    ...serverEn,
    ...shopperEn,
    ...searchEn,
  },
  ar: {
    ...coreAr,
    ...accountsAr,
    ...commerceAr,
    ...chatAr,
    ...quotesSupportAr,
    ...serverAr,
    ...shopperAr,
    ...searchAr,
  },
  fr: {
    ...coreFr,
    ...accountsFr,
    ...commerceFr,
    ...chatFr,
    ...quotesSupportFr,
    ...serverFr,
    ...shopperFr,
    ...searchFr,
  },
};
