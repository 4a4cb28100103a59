/** A control a press acts on: a button, or a radio or checkbox (a size, a colour, a filter). */
type Control = HTMLButtonElement | HTMLInputElement;

/** The presses boot.ts held on the server's markup before the storefront ran. */
interface EarlyPresses {
  held: Control[];
  stop(): void;
}

declare global {
  interface Window {
    soukEarlyPresses?: EarlyPresses;
  }
}

/**
 * Lets the presses boot.ts held go, now that the storefront hears presses: made again on the
 * same controls once the hydration of the markup has committed, or on the controls that take
 * their places when the page is drawn afresh over it (a signed-in shopper's page has the same
 * menus, hearts and options). A control that had the keyboard's focus keeps it across that
 * redraw.
 */
export function releaseEarlyPresses(root: HTMLElement, hydrated: boolean): void {
  const presses = window.soukEarlyPresses;
  presses?.stop();
  delete window.soukEarlyPresses;
  const held = presses?.held ?? [];
  if (hydrated) {
    held.forEach(press);
    return;
  }
  const focused = document.activeElement;
  if (isControl(focused) && root.contains(focused)) whenRedrawn(root, focused, (twin) => twin.focus());
  for (const control of held) whenRedrawn(root, control, press);
}

const isControl = (element: Element | null): element is Control =>
  element instanceof HTMLButtonElement || element instanceof HTMLInputElement;

/**
 * A press as a pointer makes it: some controls (the header's dropdown menus) open on the
 * pointer going down rather than on the click that follows.
 */
function press(control: Control): void {
  const pointer = { bubbles: true, cancelable: true, button: 0, isPrimary: true, pointerType: 'mouse' };
  control.dispatchEvent(new PointerEvent('pointerdown', pointer));
  control.dispatchEvent(new PointerEvent('pointerup', pointer));
  control.click();
}

const REDRAW_WAIT_MS = 5000;
/** What tells a control from others of its kind: a button's name, an input's group. */
const nameOf = (control: Control) =>
  control instanceof HTMLInputElement
    ? `${control.type}:${control.name}`
    : (control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '');

/** Calls `then` with the control named as `old` was, at its place among such, once the fresh render drew it. */
function whenRedrawn(root: HTMLElement, old: Control, then: (twin: Control) => void): void {
  const name = nameOf(old);
  const named = () => [...root.querySelectorAll<Control>('button, input')].filter((c) => nameOf(c) === name);
  const place = named().indexOf(old);
  const find = () => (old.isConnected ? undefined : named()[place]);
  const observer = new MutationObserver(() => {
    const twin = find();
    if (!twin) return;
    stop();
    then(twin);
  });
  const timer = window.setTimeout(() => stop(), REDRAW_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(root, { childList: true, subtree: true });
}
