/**
 * A page the server drew shows its buttons before the storefront runs them: a press in that
 * while is held, and made again once the storefront hears presses. Links work without scripts
 * and are left alone. Returns what lets the held presses go: made again on the same buttons
 * when the markup was hydrated (hydrateRoot hydrates the pressed part at once to answer it), or
 * on the buttons that take their places when the page is drawn afresh over it (a signed-in
 * shopper's page has the same menus and hearts).
 */
export function holdEarlyPresses(root: HTMLElement): (hydrated: boolean) => void {
  const held: HTMLButtonElement[] = [];
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.includes(button)) held.push(button);
  };
  document.addEventListener('click', hold, true);
  return (hydrated) => {
    document.removeEventListener('click', hold, true);
    if (hydrated) held.forEach(press);
    else for (const button of held) pressWhenRedrawn(root, button);
  };
}

/**
 * A press as a pointer makes it: some controls (the header's dropdown menus) open on the
 * pointer going down rather than on the click that follows.
 */
function press(button: HTMLButtonElement): void {
  const pointer = { bubbles: true, cancelable: true, button: 0, isPrimary: true, pointerType: 'mouse' };
  button.dispatchEvent(new PointerEvent('pointerdown', pointer));
  button.dispatchEvent(new PointerEvent('pointerup', pointer));
  button.click();
}

const REDRAW_WAIT_MS = 5000;
const nameOf = (button: HTMLButtonElement) => button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '';

/** The button named as `old` was, at its place among such buttons, once the fresh render drew it. */
function pressWhenRedrawn(root: HTMLElement, old: HTMLButtonElement): void {
  const name = nameOf(old);
  const named = (within: ParentNode) => [...within.querySelectorAll('button')].filter((b) => nameOf(b) === name);
  const place = named(root).indexOf(old);
  const find = () => (old.isConnected ? undefined : named(root)[place]);
  const observer = new MutationObserver(() => {
    const button = find();
    if (!button) return;
    stop();
    press(button);
  });
  const timer = window.setTimeout(() => stop(), REDRAW_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(root, { childList: true, subtree: true });
}
