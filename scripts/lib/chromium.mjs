// Debian's Chromium, never a downloaded browser, with the flags that keep it off the network:
// the journeys (Playwright) and the Lighthouse audit launch it the same way.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
