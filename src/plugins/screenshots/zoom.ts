/**
 * Client module: a click (or Enter, or Space) on an image button of an
 * article (./rehype.ts) shows the image full size in a native modal
 * <dialog>, with its caption and a «Закрыть» button. Esc, the button or a
 * click outside the picture closes it; focus returns to the image.
 *
 * One listener on the document, added once; no React component, so nothing
 * of it renders on the server or delays hydration.
 */
import './zoom.css';

const CLOSE_LABEL = 'Закрыть';

function open(button: HTMLButtonElement): void {
  const image = button.querySelector('img');
  if (!image) return;
  const caption =
    button
      .closest('figure')
      ?.querySelector('figcaption')
      ?.textContent?.trim() || image.alt;

  const dialog = document.createElement('dialog');
  dialog.className = 'zoom-dialog';
  dialog.setAttribute('aria-label', caption);

  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'button button--secondary button--sm zoom-dialog__close';
  close.textContent = CLOSE_LABEL;
  close.addEventListener('click', () => dialog.close());

  const big = image.cloneNode() as HTMLImageElement;
  big.removeAttribute('loading');
  big.removeAttribute('class');
  const figure = document.createElement('figure');
  const figcaption = document.createElement('figcaption');
  figcaption.textContent = caption;
  figure.append(big, figcaption);
  dialog.append(close, figure);

  // A click on the backdrop reaches the dialog itself; one on the picture
  // or the caption reaches them.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('close', () => {
    dialog.remove();
    button.focus();
  });
  document.body.append(dialog);
  dialog.showModal();
}

if (typeof document !== 'undefined') {
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const button = target?.closest?.<HTMLButtonElement>('button.zoom');
    if (button) open(button);
  });
}
