// The page's first script, written inline into index.html's head at build time
// (vite-plugins/boot-script.ts); a classic script with no imports, so it runs as the head is read.
//
// A page the server drew shows its controls before the storefront's scripts have loaded and
// run. A press on a drawn button, radio or checkbox in that while is held from the start (and
// app/early-presses.ts makes it again once the storefront hears presses), rather than lost;
// links work without scripts and are left alone.
{
  const held: Array<HTMLButtonElement | HTMLInputElement> = [];
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest('button') ?? (target?.matches('input[type=radio], input[type=checkbox]') && target);
    if (!(control instanceof HTMLButtonElement || control instanceof HTMLInputElement)) return;
    // Unpressed: a radio or checkbox stays as drawn, as the storefront will draw it.
    event.preventDefault();
    event.stopPropagation();
    if (!held.includes(control)) held.push(control);
  };
  document.addEventListener('click', hold, true);
  window.soukEarlyPresses = { held, stop: () => document.removeEventListener('click', hold, true) };
}
