/** Background colours for initials: each keeps white text above 4.5:1 contrast. */
const BACKGROUNDS = ['#0f6357', '#1d4ed8', '#7c3aed', '#b91c1c', '#9a3412', '#0e7490', '#4d7c0f', '#be185d'];

/** Up to two initials of a name (its first two words' first letters), upper-cased where the script has case. */
export function initialsOf(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

/** A user's photo, or for one without, the picture of their initials: never empty. */
export const photoOrAvatar = (photo: string | null, name: string): string => photo ?? defaultAvatarUrl(name);

/** Where a user without a photo gets one: a picture of their initials. */
function defaultAvatarUrl(name: string): string {
  const initials = initialsOf(name);
  return `/api/avatar.svg${initials ? `?initials=${encodeURIComponent(initials)}` : ''}`;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.codePointAt(0)};`);

/** A round avatar with `initials` in white on a colour chosen by them, so a user keeps theirs. */
export function avatarSvg(initials: string): string {
  let hash = 0;
  for (const char of initials) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  const background = BACKGROUNDS[hash % BACKGROUNDS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img">
<circle cx="48" cy="48" r="48" fill="${background}"/>
<text x="48" y="48" dy=".35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="38" font-weight="600" fill="#ffffff">${escapeXml(initials)}</text>
</svg>`;
}
