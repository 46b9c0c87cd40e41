// Helpers of the scenarios of «Как создать страницу в WordPress»
// (stranicy.scenarios.mjs): a page made and saved in the block editor as the
// reader does it, and what the editor then says. The browser, the login and
// the editor's canvas come from admin-lib.mjs.
import {editorNotices, openEditor, typeInEditor} from './admin-lib.mjs';
import {wpEval} from './faults.mjs';

/** One line of visible text: what a reader reads in a box. */
export const flat = (text) =>
  String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();

/** Opens «Страницы → Добавить страницу» and types a title and a paragraph. */
export async function newPage(page, lab, title, text = null) {
  await openEditor(page, `${lab.url}/wp-admin/post-new.php?post_type=page`);
  // Twenty Twenty-Five's «Выберите паттерн» opens a moment after the editor
  // is ready; the reader closes it.
  const chooser = page.locator('.components-modal__frame');
  await chooser.waitFor({timeout: 10000}).catch(() => null);
  if (await chooser.count()) {
    await page.keyboard.press('Escape');
    await chooser.waitFor({state: 'detached', timeout: 5000});
  }
  await typeInEditor(page, title, text);
}

/** Opens the editor of an existing page. */
export function editPage(page, lab, id) {
  return openEditor(
    page,
    `${lab.url}/wp-admin/post.php?post=${id}&action=edit`,
  );
}

/**
 * Waits until a notice of the editor matches `pattern`; returns all the
 * notices' text (or what there is after `timeout`).
 */
export async function waitNotice(page, pattern, timeout = 30000) {
  await page
    .waitForFunction(
      (source) =>
        [
          ...document.querySelectorAll(
            '.components-snackbar, .components-notice',
          ),
        ].some((node) => new RegExp(source).test(node.innerText)),
      pattern.source,
      {timeout},
    )
    .catch(() => null);
  return editorNotices(page);
}

/** «Сохранить черновик» in the header. */
export async function saveDraft(page) {
  await page.locator('.editor-post-save-draft').click();
}

/** «Опубликовать» in the header, then «Опубликовать» in the panel. */
export async function publish(page) {
  const confirm = page.locator(
    '.editor-post-publish-panel__header-publish-button button',
  );
  // After a failed attempt the panel stays open: its button is pressed again.
  if (!(await confirm.isVisible())) {
    await page
      .locator(
        '.editor-post-publish-panel__toggle, .editor-post-publish-button__button',
      )
      .first()
      .click();
  }
  await confirm.click();
}

/** The editor's header as text: its buttons with words. */
export async function headerText(page) {
  return flat(await page.locator('.editor-header').innerText());
}

/** A page made in the database (id); `status` as WordPress names it. */
export function makePage(lab, title, content, fields = {}) {
  // Plain text becomes a paragraph block, as the editor saves it.
  if (content && !content.startsWith('<!--')) {
    content = `<!-- wp:paragraph --><p>${content}</p><!-- /wp:paragraph -->`;
  }
  return Number(
    wpEval(
      lab,
      `echo wp_insert_post(array_merge(array('post_title' => ${JSON.stringify(title)}, 'post_content' => ${JSON.stringify(content)}, 'post_status' => 'publish', 'post_type' => 'page'), json_decode(${JSON.stringify(JSON.stringify(fields))}, true)));`,
    ),
  );
}

/** A page's address as WordPress gives it. */
export function permalink(lab, id) {
  return wpEval(lab, `echo get_permalink(${id});`);
}
