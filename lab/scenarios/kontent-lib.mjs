// Helpers of the scenarios of «Управление контентом»: the media library's
// three ways in — the multi-file uploader of Медиафайлы → Добавить медиафайл
// (plupload, which checks the size in the browser before PHP sees the
// file), its «browser uploader» (a plain form PHP answers itself) and the
// block editor's image block — and the files a reader uploads.
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {
  editorCanvas,
  editorNotices,
  openEditor,
  withChromium,
} from './admin-lib.mjs';

/** A small SVG logo, as a reader exports it from a drawing program. */
export function writeSvg(lab, name = 'logo.svg') {
  const file = path.join(lab.work, name);
  writeFileSync(
    file,
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="30" fill="#c00"/></svg>\n',
  );
  return file;
}

/**
 * A JPEG of this size in pixels with one colour: a few kilobytes on disk,
 * the full width × height in memory once PHP opens it.
 */
export function flatJpeg(lab, file, width, height) {
  const result = lab.php([
    '-r',
    `$i = imagecreatetruecolor(${width}, ${height});
     imagefill($i, 0, 0, 0x3366cc);
     imagejpeg($i, ${JSON.stringify(file)}, 80);`,
  ]);
  if (result.status !== 0) throw new Error(`GD: ${result.stderr}`);
  return file;
}

const flat = (text) =>
  String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Uploads files in Медиафайлы → Добавить медиафайл (the multi-file
 * uploader) as the reader does: «Выберите файлы», then waits until every
 * file has its line (a progress bar that ends in a link or an error) or the
 * error box above the list speaks. Returns what the screen shows.
 */
export async function uploadInMediaNew(lab, files, options = {}) {
  return withChromium(
    lab,
    async ({page}) => {
      await page.goto(`${lab.url}/wp-admin/media-new.php`, {waitUntil: 'load'});
      const screen = flat(await page.locator('#wpbody-content').innerText());
      await page.waitForSelector('#plupload-upload-ui input[type=file]', {
        state: 'attached',
      });
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.click('#plupload-browse-button'),
      ]);
      await chooser.setFiles(files);
      const settled = () =>
        page.evaluate((count) => {
          const queue = document.querySelector('#media-upload-error');
          if (queue && queue.innerText.trim()) return true;
          const items = [
            ...document.querySelectorAll('#media-items .media-item'),
          ];
          return (
            items.length >= count &&
            items.every(
              (item) =>
                item.classList.contains('error') ||
                item.querySelector(
                  '.error-div, a.edit-attachment, .edit-attachment',
                ),
            )
          );
        }, files.length);
      const deadline = Date.now() + (options.timeout ?? 90000);
      while (!(await settled()) && Date.now() < deadline) {
        await page.waitForTimeout(500);
      }
      return {
        screen,
        items: flat(await page.locator('#media-items').innerText()),
        queue: flat(await page.locator('#media-upload-error').innerText()),
      };
    },
    options,
  );
}

/**
 * Uploads one file into a new post's image block (its «Загрузить» button)
 * and returns the editor's notices after the block editor has judged it.
 */
export async function uploadInEditor(lab, file, options = {}) {
  return withChromium(
    lab,
    async ({page}) => {
      await openEditor(page, `${lab.url}/wp-admin/post-new.php`);
      await page.evaluate(() => {
        const {createBlock} = window.wp.blocks;
        window.wp.data
          .dispatch('core/block-editor')
          .insertBlocks(createBlock('core/image'));
      });
      const canvas = editorCanvas(page);
      const input = canvas.locator('.wp-block-image input[type=file]').first();
      await input.waitFor({state: 'attached', timeout: 30000});
      await input.setInputFiles(file);
      let notices = '';
      for (let i = 0; i < 60 && !notices; i += 1) {
        await page.waitForTimeout(500);
        notices = await editorNotices(page);
      }
      return {notices};
    },
    options,
  );
}

/**
 * Sends one file through the «browser uploader» of Добавить медиафайл (the
 * plain form under the multi-file one): the page PHP answers with.
 */
export async function uploadInBrowserForm(
  browser,
  file,
  name = path.basename(file),
) {
  const screen = await browser.get('/wp-admin/media-new.php?browser-uploader');
  const nonce = /name="_wpnonce" value="([^"]+)"/.exec(screen.html)?.[1];
  const form = new FormData();
  form.append('_wpnonce', nonce ?? '');
  form.append('_wp_http_referer', '/wp-admin/media-new.php?browser-uploader');
  form.append('post_id', '0');
  form.append('async-upload', new Blob([readFileSync(file)]), name);
  form.append('html-upload', 'Загрузить');
  const page = await browser.get('/wp-admin/media-new.php', {
    method: 'POST',
    body: form,
    headers: {referer: screen.url},
  });
  return {screen, page};
}
