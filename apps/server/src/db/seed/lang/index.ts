import accountsAr from './accounts/ar.json' with { type: 'json' };
import accountsEn from './accounts/en.json' with { type: 'json' };
import accountsFr from './accounts/fr.json' with { type: 'json' };
import commerceAr from './commerce/ar.json' with { type: 'json' };
import commerceEn from './commerce/en.json' with { type: 'json' };
import commerceFr from './commerce/fr.json' with { type: 'json' };
import coreAr from './core/ar.json' with { type: 'json' };
import coreEn from './core/en.json' with { type: 'json' };
import coreFr from './core/fr.json' with { type: 'json' };

/**
 * The demo languages' message maps (key = the English text). Kept in one folder per area of
 * the storefront so that each area's strings sit together; merged here into one map per language.
 */
export const DEMO_MESSAGES: Record<'en' | 'ar' | 'fr', Record<string, string>> = {
  en: { ...coreEn, ...accountsEn, ...commerceEn },
  ar: { ...coreAr, ...accountsAr, ...commerceAr },
  fr: { ...coreFr, ...accountsFr, ...commerceFr },
};
