/** The flash sales screens' strings in English (the source) and Arabic. */
export const flashSalesEn = {};

export const flashSalesAr: Record<keyof typeof flashSalesEn, string> = {};
