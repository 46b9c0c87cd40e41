/**
 * A failure that happens once, in the browser only.
 *
 * The server render must succeed (a throw there would fail the build), so the
 * crash waits for hydration (`isBrowser`). React retries a failed render
 * before it shows an error boundary, and the render after hydration is a
 * transition that may span several tasks, so "fail once" can be neither a
 * counter nor a timer: the failure lasts until the reader clicks, and the
 * try-again button, clicked later, then renders the page normally.
 */
const failing = new Set<string>();
const recovered = new Set<string>();

export function crashOnce(id: string, isBrowser: boolean): void {
  if (!isBrowser || recovered.has(id)) {
    return;
  }
  if (!failing.has(id)) {
    failing.add(id);
    // Capture phase: before React handles the click on «try again».
    window.addEventListener('click', () => recovered.add(id), {
      capture: true,
      once: true,
    });
  }
  const cause = new Error(`Тестовая причина сбоя (${id})`);
  throw new Error(`Тестовый сбой страницы (${id})`, {cause});
}
