/**
 * The language a request is served in: the first tag of Accept-Language that names an active
 * language ("ar", "ar-EG" and "fr-FR;q=0.8" all count), else the default language.
 */
export function resolveLocale(
  header: string | undefined,
  languages: ReadonlyArray<{ name: string; is_default: number }>,
): string {
  const fallback = languages.find((l) => l.is_default === 1)?.name ?? languages[0]?.name ?? 'en';
  if (!header) return fallback;
  const known = new Set(languages.map((l) => l.name));
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (known.has(tag)) return tag;
    const primary = tag.split('-')[0] ?? '';
    if (known.has(primary)) return primary;
  }
  return fallback;
}
