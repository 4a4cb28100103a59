/** The product CSV screens' strings in English (the source) and Arabic. */
export const productCsvEn = {};

export const productCsvAr: Record<keyof typeof productCsvEn, string> = {};
