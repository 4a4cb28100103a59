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

/** Stops boot.ts holding presses and hands over those it held. */
function takeEarlyPresses(): Control[] {
  const presses = window.soukEarlyPresses;
  presses?.stop();
  delete window.soukEarlyPresses;
  return presses?.held ?? [];
}

/**
 * Lets the presses boot.ts held go once the hydration of the server's markup has committed:
 * they are made again on the same controls, now live.
 */
export function releaseHydratedPresses(): void {
  takeEarlyPresses().forEach(press);
}

/**
 * For a page drawn afresh over the server's markup (a signed-in shopper's has the same menus,
 * hearts and options): call before that render starts, and call what it returns once the render
 * has committed. Until then boot.ts goes on holding presses, since the markup being replaced
 * answers none; each is then made on the control that takes its place, and a control that had
 * the keyboard's focus passes it on.
 */
export function carryEarlyPresses(root: HTMLElement): () => void {
  // Places are counted among the server's controls, which the render removes.
  const drawn = [...root.querySelectorAll<Control>('button, input')];
  let focused = document.activeElement;
  const onFocus = (event: FocusEvent) => (focused = event.target as Element | null);
  document.addEventListener('focusin', onFocus);
  return () => {
    document.removeEventListener('focusin', onFocus);
    const held = takeEarlyPresses();
    if (isControl(focused) && drawn.includes(focused)) whenRedrawn(root, drawn, focused, (twin) => twin.focus());
    for (const control of held) whenRedrawn(root, drawn, control, press);
  };
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

/**
 * Calls `then` with the control named as `old` was, at its place among such in the server's
 * markup (`drawn`), once the fresh render has drawn it (at once if it already has).
 */
function whenRedrawn(root: HTMLElement, drawn: Control[], old: Control, then: (twin: Control) => void): void {
  const name = nameOf(old);
  const named = (controls: Iterable<Control>) => [...controls].filter((c) => nameOf(c) === name);
  const place = named(drawn).indexOf(old);
  const find = () => (old.isConnected ? undefined : named(root.querySelectorAll<Control>('button, input'))[place]);
  const now = find();
  if (now) return then(now);
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
