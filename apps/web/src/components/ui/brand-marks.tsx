/** Brands the storefront names: sign-in providers and app stores. */
export type Brand = 'google' | 'facebook' | 'apple' | 'google-play';

/**
 * Brand marks, drawn inline (no request leaves the shop): Google's four-colour G, Facebook's f
 * on its blue disc, Apple's apple and Google Play's triangle. Decorative beside the brand's name.
 */
export function BrandMark({ brand, className = 'size-5' }: { brand: Brand; className?: string }) {
  const common = { 'aria-hidden': true, className: `${className} shrink-0`, focusable: false } as const;
  if (brand === 'google-play') {
    return (
      <svg viewBox="0 0 24 24" {...common}>
        <path fill="#00C3FF" d="M3.6 2.2 13.3 12l-9.7 9.8A1.3 1.3 0 0 1 3 20.7V3.3c0-.5.2-.9.6-1.1z" />
        <path fill="#00F076" d="M16.8 8.5 13.3 12 3.6 2.2c.3-.2.8-.2 1.2 0z" />
        <path fill="#F93647" d="M16.8 15.5 4.8 21.8c-.4.2-.9.2-1.2 0l9.7-9.8z" />
        <path fill="#FFD500" d="M20.4 10.6c.8.5.8 1.7 0 2.2l-3.6 2.7-3.5-3.5 3.5-3.5z" />
      </svg>
    );
  }
  if (brand === 'google') {
    return (
      <svg viewBox="0 0 48 48" {...common}>
        <path
          fill="#FFC107"
          d="M43.6 20.1H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 8 3l5.7-5.7C34 6.1 29.3 4 24 4 13 4 4 13 4 24s9 20 20 20 20-9 20-20c0-1.3-.1-2.6-.4-3.9z"
        />
        <path
          fill="#FF3D00"
          d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 8 3l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
        />
        <path
          fill="#4CAF50"
          d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"
        />
        <path
          fill="#1976D2"
          d="M43.6 20.1H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.6-.4-3.9z"
        />
      </svg>
    );
  }
  if (brand === 'facebook') {
    return (
      <svg viewBox="0 0 24 24" {...common}>
        <circle cx="12" cy="12" r="12" fill="#1877F2" />
        <path
          fill="#fff"
          d="M16.7 15.5l.5-3.5h-3.3V9.7c0-.9.5-1.8 2-1.8h1.5v-3s-1.4-.2-2.7-.2c-2.7 0-4.5 1.7-4.5 4.7V12H7.1v3.5h3.1v8.4a12 12 0 003.7 0v-8.4z"
        />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 24 24" {...common}>
      <path
        fill="currentColor"
        d="M12.2 6.9c-1 0-2.4-1.1-4-1-2 0-3.9 1.2-5 3-2.1 3.7-.5 9.1 1.5 12.1 1 1.5 2.2 3.1 3.8 3 1.5 0 2.1-1 3.9-1s2.4 1 4 .9c1.6 0 2.7-1.5 3.7-2.9 1.2-1.7 1.6-3.3 1.7-3.4 0 0-3.2-1.2-3.2-4.9 0-3 2.5-4.5 2.6-4.6-1.4-2.1-3.6-2.3-4.4-2.4-2-.2-3.7 1.1-4.6 1.1zm3.3-3.1c.8-1 1.4-2.4 1.2-3.8-1.2.1-2.7.8-3.5 1.8-.8.9-1.5 2.3-1.3 3.7 1.3.1 2.7-.7 3.6-1.7"
      />
    </svg>
  );
}
