/** The shop's unique key (shops.slug): the Latin letters and digits of its name; `shop` when it has none. */
export function slugBase(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'shop';
}

/**
 * The letters before its order numbers (#MS000042): the initials of the name's first two words,
 * or the first two letters of a one-word name, from the slug so they are always Latin capitals.
 */
export function shopPrefix(name: string): string {
  const words = slugBase(name)
    .split('-')
    .filter((word) => /^[a-z]/.test(word));
  const letters = words.length >= 2 ? `${words[0]?.[0]}${words[1]?.[0]}` : (words[0] ?? 'shop').slice(0, 2);
  return letters.toUpperCase().padEnd(2, 'X');
}
