/** The shop profile screens' strings in English (the source) and Arabic. */
export const shopProfileEn = {};

export const shopProfileAr: Record<keyof typeof shopProfileEn, string> = {};
