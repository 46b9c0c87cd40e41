/**
 * The glossary's popups in the browser (./theme/GlossaryTerm shows them
 * with CSS alone):
 *
 * - Escape hides the open popup without moving focus or the pointer
 *   (WCAG 1.4.13); leaving the term lets it open again.
 * - A page the browser rendered itself (after a link inside the site, or in
 *   `npm start`) has empty popups and, in the introduction, empty glossary
 *   definitions: the definitions come with the server's HTML. ./fill.ts
 *   loads them then, as a separate script.
 *
 * Kept small: it is in every page's first-load script.
 */
const TERM = '[data-glossary]';

if (typeof document !== 'undefined') {
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      document
        .querySelectorAll(`${TERM}:hover,${TERM}:focus-within`)
        .forEach((open) => open.setAttribute('data-closed', ''));
    }
  });
  const reopen = (event: MouseEvent | FocusEvent) => {
    const left = (event.target as Element).closest?.(TERM);
    if (!left?.contains(event.relatedTarget as Node | null)) {
      left?.removeAttribute('data-closed');
    }
  };
  document.addEventListener('mouseout', reopen);
  document.addEventListener('focusout', reopen);
}

export function onRouteDidUpdate(): void {
  if (
    document.querySelector(
      '[data-glossary-tip]:empty,[data-glossary-definition]:empty',
    )
  ) {
    void import('./fill').then(({default: fill}) => fill());
  }
}
