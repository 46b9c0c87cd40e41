/**
 * A failure that happens once, in the browser only.
 *
 * The server render must succeed (a throw there would fail the build), so the
 * crash waits for hydration (`isBrowser`). React retries a failed render
 * synchronously before it shows an error boundary, so "fail once" cannot be
 * a simple counter: the failure lasts until the current task ends, and the
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
    setTimeout(() => recovered.add(id), 0);
  }
  const cause = new Error(`Тестовая причина сбоя (${id})`);
  throw new Error(`Тестовый сбой страницы (${id})`, {cause});
}
