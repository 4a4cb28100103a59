/** Lower-case ASCII slug: "Stride & Co." -> "stride-co", "Chloé" -> "chloe"; other scripts give "". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
