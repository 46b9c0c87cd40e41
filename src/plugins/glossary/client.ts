/**
 * The glossary's popups in the browser (./theme/GlossaryTerm shows them
 * with CSS alone):
 *
 * - Escape hides the open popup without moving focus or the pointer
 *   (WCAG 1.4.13); leaving the term lets it open again.
 * - A term in the right half of a wide screen opens its popup to the left,
 *   so that the popup stays on the screen.
 * - A page the browser rendered itself (after a link inside the site, or in
 *   `npm start`) has empty popups and, in the introduction, empty glossary
 *   definitions: the definitions come with the server's HTML. They are
 *   loaded here then, once, as a separate script.
 */
const TERM = '[data-glossary]';

function term(event: Event): Element | null | undefined {
  return (event.target as Element | null)?.closest?.(TERM);
}

if (typeof document !== 'undefined') {
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    document
      .querySelectorAll(`${TERM}:hover, ${TERM}:focus-within`)
      .forEach((open) => open.setAttribute('data-closed', ''));
  });
  const leave = (event: FocusEvent | MouseEvent) => {
    const left = term(event);
    if (left && !left.contains(event.relatedTarget as Node | null)) {
      left.removeAttribute('data-closed');
    }
  };
  const enter = (event: Event) => {
    const entered = term(event);
    entered?.toggleAttribute(
      'data-end',
      entered.getBoundingClientRect().left > innerWidth / 2,
    );
  };
  document.addEventListener('focusout', leave);
  document.addEventListener('mouseout', leave);
  document.addEventListener('focusin', enter);
  document.addEventListener('mouseover', enter);
}

export function onRouteDidUpdate(): void {
  const empty = document.querySelectorAll<HTMLElement>(
    '[data-glossary-tip]:empty, [data-glossary-definition]:empty',
  );
  if (empty.length === 0) return;
  void import('./definitions').then(({default: definitions}) => {
    empty.forEach((element) => {
      const {glossaryTip, glossaryDefinition} = element.dataset;
      element.innerHTML =
        definitions[(glossaryTip ?? glossaryDefinition)!] ?? '';
    });
  });
}
