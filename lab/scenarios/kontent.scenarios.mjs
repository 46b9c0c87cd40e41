// What «Как управлять записями, страницами и медиафайлами в WordPress» says
// happens, reproduced: the trash and its 30 days, media deleted past the
// trash, revisions without a limit and with one, and every upload message of
// «Если что-то пошло не так» on the screen that shows it — the multi-file
// uploader of Медиафайлы → Добавить медиафайл (plupload checks the size in
// the browser), its browser uploader (PHP answers) and the block editor.
import {existsSync, mkdirSync, renameSync} from 'node:fs';
import path from 'node:path';
import {
  addUser,
  paddedJpeg,
  remove,
  setPassword,
  submitForm,
  whileImmutable,
  withChromium,
} from './admin-lib.mjs';
import {Browser} from './client.mjs';
import {aboveSettings, editConfig, wpEval} from './faults.mjs';
import {
  flatJpeg,
  uploadInBrowserForm,
  uploadInEditor,
  uploadInMediaNew,
  writeSvg,
} from './kontent-lib.mjs';

export const article = 'docs/wordpress/upravlenie-kontentom.md';

const TOO_BIG =
  'Размер файла «photo.jpg» превышает максимальный для этого сайта.';
const NO_TYPE = 'Извините, вам не разрешено загрузить этот тип файла.';
const NOT_PROCESSED =
  'Сервер не может обработать изображение, возможно он перегружен или недостаточно ресурсов для завершения задачи. Возможно поможет загрузка меньшего размера изображения. Рекомендуемый максимальный размер - 2560 пикселов.';

/** The ID of a post by its title. */
function postId(lab, title) {
  return Number(
    wpEval(
      lab,
      `$p = get_posts(array('title' => ${JSON.stringify(title)}, 'post_type' => 'any', 'post_status' => 'any', 'numberposts' => 1)); echo $p ? $p[0]->ID : 0;`,
    ),
  );
}

/**
 * The first link of a page whose address matches `pattern`: its address
 * (decoded, resolved against the page's own) and its text.
 */
function linkTo(page, pattern) {
  for (const [, href, text] of page.html.matchAll(
    /<a\b[^>]*href=["']([^"']+)["'][^>]*>([\s\S]*?)<\/a>/gi,
  )) {
    const url = href.replace(/&(amp|#0?38);/g, '&');
    if (pattern.test(url)) {
      return {
        url: new URL(url, page.url).href,
        text: text.replace(/<[^>]+>/g, '').trim(),
      };
    }
  }
  return null;
}

/** The texts of a post list's status links («Все (3) | Опубликованные (2) …»). */
function statusLinks(html) {
  const box =
    /<ul class=['"]subsubsub['"]>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
  return box
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Saves a post with new content `times` times; returns its revision count. */
function savePost(lab, id, times, from = 1) {
  return Number(
    wpEval(
      lab,
      `for ($i = ${from}; $i < ${from + times}; $i++) { wp_update_post(array('ID' => ${id}, 'post_content' => "<!-- wp:paragraph --><p>Версия $i</p><!-- /wp:paragraph -->")); }
       echo count(wp_get_post_revisions(${id}));`,
    ),
  );
}

export const scenarios = [
  {
    name: 'kontent-korzina',
    entry: 'Запись или страница удалена по ошибке',
    claim:
      '«Удалить» в списке записей переносит запись в корзину; ссылка «Корзина (1)» появляется только тогда; «Восстановить» возвращает её черновиком; через 30 дней WordPress стирает её сам.',
    async run({lab, admin}) {
      await admin.login();
      const id = postId(lab, 'Мы открылись');
      const before = await admin.get('/wp-admin/edit.php');
      const trash = linkTo(before, new RegExp(`post=${id}&action=trash`));
      const after = await admin.get(trash.url);
      const inTrash = wpEval(lab, `echo get_post_status(${id});`);
      const view = await admin.get(
        '/wp-admin/edit.php?post_status=trash&post_type=post',
      );
      const restore = linkTo(view, new RegExp(`post=${id}&action=untrash`));
      const remove = linkTo(view, new RegExp(`post=${id}&action=delete`));
      const restored = await admin.get(restore.url);
      const status = wpEval(lab, `echo get_post_status(${id});`);
      const list = await admin.get('/wp-admin/edit.php');
      // 31 days in the trash: the daily wp_scheduled_delete event takes it.
      const second = postId(lab, 'Как с нами связаться');
      const expired = wpEval(
        lab,
        `wp_trash_post(${second}); update_post_meta(${second}, '_wp_trash_meta_time', time() - 31 * DAY_IN_SECONDS);
         wp_scheduled_delete();
         echo EMPTY_TRASH_DAYS, '|', wp_next_scheduled('wp_scheduled_delete') ? 'по расписанию' : 'нет', '|', get_post(${second}) ? 'осталась' : 'стёрта';`,
      ).split('|');
      return {
        trashLink: trash?.text,
        before: statusLinks(before.html),
        after: statusLinks(after.html),
        inTrash,
        trashView: /value="Очистить корзину"/.test(view.html)
          ? 'Очистить корзину'
          : '',
        restoreLink: restore?.text,
        removeLink: remove?.text,
        restoredNotice:
          /\d+ запись восстановлена из корзины\./.exec(restored.text)?.[0] ??
          '',
        status,
        statusLabel: list.text.includes('Мы открылись — Черновик')
          ? 'Черновик'
          : '',
        days: Number(expired[0]),
        cron: expired[1],
        expired: expired[2],
      };
    },
    expect: [
      {
        field: 'trashLink',
        shows: 'Удалить',
        says: 'действие :ui[Удалить] тоже переносит запись в корзину',
      },
      {field: 'inTrash', shows: /^trash$/},
      {
        field: 'before',
        shows: (v) => !v.includes('Корзина') || v,
        says: 'Она видна, только если в корзине что-то есть.',
      },
      {
        field: 'after',
        shows: 'Корзина (1)',
        says: 'ссылку :ui[Корзина] с числом материалов в скобках',
      },
      {
        field: 'restoreLink',
        shows: 'Восстановить',
        says: 'ссылку :ui[Корзина] и нажмите :ui[Восстановить]',
      },
      {
        field: 'removeLink',
        shows: 'Удалить навсегда',
        says: 'Ссылка :ui[Удалить навсегда] в той же строке',
      },
      {
        field: 'trashView',
        shows: 'Очистить корзину',
        says: 'кнопка :ui[Очистить корзину]',
      },
      {field: 'restoredNotice', shows: /1 запись восстановлена из корзины\./},
      {
        field: 'status',
        shows: 'draft',
        says: 'Восстановленный материал возвращается со статусом :ui[Черновик].',
      },
      {field: 'statusLabel', shows: 'Черновик'},
      {
        field: 'days',
        shows: 30,
        says: 'WordPress хранит их там 30 дней, затем удаляет окончательно. Срок задаёт константа `EMPTY_TRASH_DAYS`.',
      },
      {field: 'cron', shows: /по расписанию/},
      {
        field: 'expired',
        shows: 'стёрта',
        says: 'Если прошло меньше 30 дней, материал лежит в корзине',
      },
    ],
  },
  {
    name: 'kontent-media-bez-korziny',
    entry: 'Пропала картинка или документ',
    claim:
      'У медиафайла в библиотеке только «Удалить навсегда»: WordPress спрашивает «Вы собираетесь навсегда удалить этот элемент с сайта.» и стирает файл с диска; с MEDIA_TRASH появляется корзина.',
    async run({lab, admin}) {
      await admin.login();
      const id = Number(
        lab
          .sql(
            "SELECT ID FROM wp_posts WHERE post_type = 'attachment' AND post_title = 'Горы'",
          )
          .trim(),
      );
      const file = wpEval(lab, `echo get_attached_file(${id});`);
      const list = await admin.get('/wp-admin/upload.php?mode=list');
      const remove = linkTo(list, new RegExp(`action=delete&post=${id}&`));
      const trash = linkTo(list, new RegExp(`action=trash&post=${id}&`));
      // The question is the browser's confirm box: Chromium reads it, and
      // the reader's «Отмена» leaves the file.
      const confirm = await withChromium(lab, async ({page}) => {
        await page.goto(`${lab.url}/wp-admin/upload.php?mode=list`, {
          waitUntil: 'load',
        });
        let message = '';
        page.once('dialog', async (dialog) => {
          message = dialog.message();
          await dialog.dismiss();
        });
        await page.hover(`#post-${id}`);
        await page.click(`#post-${id} .row-actions .delete a`);
        await page.waitForTimeout(500);
        const list = message;
        // The grid (the library's first view): the file's details window.
        await page.goto(`${lab.url}/wp-admin/upload.php?mode=grid`, {
          waitUntil: 'load',
        });
        await page.click(`.attachment[data-id="${id}"]`);
        page.once('dialog', async (dialog) => {
          message = dialog.message();
          await dialog.dismiss();
        });
        await page.click('.media-modal button.delete-attachment');
        await page.waitForTimeout(500);
        return {list, grid: message};
      });
      const defaults = wpEval(lab, "echo MEDIA_TRASH ? 'true' : 'false';");
      const fileBefore = existsSync(file);
      if (!remove) {
        return {
          removeLink:
            /<tr id="post-\d+"[\s\S]*?<\/tr>/.exec(list.html)?.[0] ??
            list.text.slice(0, 500),
        };
      }
      await admin.get(remove.url);
      const gone = {
        file: existsSync(file) ? 'на диске' : 'стёрт',
        post: wpEval(lab, `echo get_post(${id}) ? 'есть' : 'нет';`),
      };
      // With MEDIA_TRASH a second picture goes to the trash, file and all kept.
      editConfig(lab, aboveSettings("define( 'MEDIA_TRASH', true );"));
      const other = Number(
        wpEval(
          lab,
          `require_once ABSPATH . 'wp-admin/includes/image.php'; $u = wp_upload_bits('reka.jpg', null, file_get_contents(${JSON.stringify(path.join(lab.wp, 'wp-includes/images/media/default.svg'))}) ); echo wp_insert_attachment(array('post_title' => 'Река', 'post_mime_type' => 'image/jpeg', 'post_status' => 'inherit'), $u['file']);`,
        ),
      );
      const list2 = await admin.get('/wp-admin/upload.php?mode=list');
      const trash2 = linkTo(list2, new RegExp(`action=trash&post=${other}&`));
      if (trash2) await admin.get(trash2.url);
      const otherFile = wpEval(lab, `echo get_attached_file(${other});`);
      return {
        mediaTrash: defaults,
        removeLink: remove?.text ?? '',
        trashLink: trash?.text ?? '',
        confirmList: confirm.list,
        confirmGrid: confirm.grid,
        fileBefore,
        file: gone.file,
        post: gone.post,
        withMediaTrash: trash2?.text ?? '',
        withMediaTrashStatus: wpEval(lab, `echo get_post_status(${other});`),
        withMediaTrashFile: existsSync(otherFile) ? 'на диске' : 'стёрт',
      };
    },
    expect: [
      {
        field: 'mediaTrash',
        shows: 'false',
        says: 'константа `MEDIA_TRASH`, по умолчанию равная `false`',
      },
      {field: 'removeLink', shows: 'Удалить навсегда'},
      {
        field: 'trashLink',
        shows: (v) => v === '' || v,
        says: 'Медиафайлы удаляются **минуя корзину**',
      },
      {
        field: 'confirmGrid',
        shows: 'Вы собираетесь навсегда удалить этот элемент с сайта.',
      },
      {
        field: 'confirmList',
        shows: 'Вы собираетесь навсегда удалить эти элементы с сайта.',
      },
      {field: 'fileBefore', shows: true},
      {
        field: 'file',
        shows: /стёрт/,
        says: 'после подтверждения стирает файл с хостинга',
      },
      {
        field: 'post',
        shows: /нет/,
        says: 'Медиафайлы удаляются сразу, без корзины.',
      },
      {
        field: 'withMediaTrashStatus',
        shows: /^trash$/,
        says: "включите корзину и для них: добавьте в `wp-config.php` строку `define( 'MEDIA_TRASH', true );`",
      },
      {field: 'withMediaTrashFile', shows: /на диске/},
    ],
  },
  {
    name: 'kontent-redakcii',
    entry: 'База данных выросла из-за редакций',
    claim:
      'Без WP_POST_REVISIONS каждая правка оставляет редакцию без ограничения; с константой 5 лишние стираются только при следующем сохранении с изменениями.',
    async run({lab}) {
      const id = postId(lab, 'Мы открылись');
      const defaults = wpEval(
        lab,
        "echo var_export(WP_POST_REVISIONS, true), '|', wp_revisions_to_keep(get_post(1) ?: get_post(" +
          id +
          '));',
      ).split('|');
      const after12 = savePost(lab, id, 12);
      const rows = Number(
        lab
          .sql("SELECT COUNT(*) FROM wp_posts WHERE post_type = 'revision'")
          .trim(),
      );
      editConfig(lab, aboveSettings("define( 'WP_POST_REVISIONS', 5 );"));
      const untouched = Number(
        wpEval(lab, `echo count(wp_get_post_revisions(${id}));`),
      );
      const sameSave = Number(
        wpEval(
          lab,
          `$p = get_post(${id}); wp_update_post(array('ID' => ${id}, 'post_content' => $p->post_content)); echo count(wp_get_post_revisions(${id}));`,
        ),
      );
      const nextSave = savePost(lab, id, 1, 100);
      return {
        constant: defaults[0],
        toKeep: Number(defaults[1]),
        after12,
        rows,
        untouched,
        sameSave,
        nextSave,
      };
    },
    expect: [
      {
        field: 'constant',
        shows: 'true',
        says: '(`WP_POST_REVISIONS` равна `true`)',
      },
      {
        field: 'toKeep',
        shows: -1,
        says: 'По умолчанию редакции хранятся **без ограничения**',
      },
      {
        field: 'after12',
        shows: (v) => v >= 12 || `редакций: ${v}`,
        says: 'тысячи редакций, которые WordPress по умолчанию хранит без ограничения',
      },
      {
        field: 'untouched',
        shows: (v, r) => v === r.after12 || `редакций: ${v}`,
        says: 'Лишние версии WordPress удаляет не сразу',
      },
      {field: 'sameSave', shows: (v, r) => v === r.after12 || `редакций: ${v}`},
      {
        field: 'nextSave',
        shows: 5,
        says: 'а когда запись снова сохраняют с изменениями',
      },
    ],
  },
  {
    name: 'kontent-razmer-fajla',
    entry:
      ':msg[Размер файла «photo.jpg» превышает максимальный для этого сайта.]',
    claim:
      'upload_max_filesize 1M: файл 2 МБ многофайловый загрузчик отвергает в браузере своим сообщением, редактор — своим; предел — меньшее из upload_max_filesize и post_max_size, его видно под областью загрузки и в «Здоровье сайта».',
    async run({lab, admin}) {
      await lab.restartPhp({upload_max_filesize: '1M', post_max_size: '8M'});
      const big = paddedJpeg(
        lab,
        path.join(lab.work, 'photo.jpg'),
        2 * 1024 * 1024,
      );
      const media = await uploadInMediaNew(lab, [big]);
      const editor = await uploadInEditor(lab, big);
      const uploaded = Number(
        lab
          .sql("SELECT COUNT(*) FROM wp_posts WHERE post_type = 'attachment'")
          .trim(),
      );
      await admin.login();
      const health = await admin.get('/wp-admin/site-health.php?tab=debug');
      await lab.restartPhp({upload_max_filesize: '8M', post_max_size: '1M'});
      const swapped = await admin.get('/wp-admin/media-new.php');
      return {
        screen: media.screen,
        media: media.items,
        editor: editor.notices,
        attachments: uploaded,
        health:
          /Сервер[\s\S]*?Upload max filesize \(максимальный размер загрузки\)\s*1M/.test(
            health.text,
          )
            ? 'Сервер: Upload max filesize (максимальный размер загрузки) 1M'
            : health.text.slice(0, 400),
        swapped:
          /Максимальный размер загружаемого файла: [^.]*\./.exec(
            swapped.text,
          )?.[0] ?? '',
      };
    },
    expect: [
      {
        field: 'media',
        shows: TOO_BIG,
        says: `Загрузчик медиафайлов пишет :msg[${TOO_BIG}]`,
      },
      {field: 'media', shows: (v) => !v.includes('загрузить не удалось') || v},
      {
        field: 'editor',
        shows:
          'photo.jpg: Размер файла превышает максимальный для этого сайта.',
      },
      {field: 'attachments', shows: 1, says: 'Файл больше предела'},
      {
        field: 'screen',
        shows: 'Максимальный размер загружаемого файла: 1 МБ.',
        says: 'Файл больше предела, который пишется под областью загрузки.',
      },
      {
        field: 'swapped',
        shows: 'Максимальный размер загружаемого файла: 1 МБ.',
        says: 'Предел — меньшее из значений `upload_max_filesize` и `post_max_size`',
      },
      {
        field: 'health',
        shows: /Upload max filesize \(максимальный размер загрузки\) 1M/,
        says: 'вкладка :ui[Информация], раздел :ui[Сервер]',
      },
    ],
  },
  {
    name: 'kontent-upload-max-filesize',
    entry:
      ':msg[Загруженный файл превышает директиву upload_max_filesize в php.ini.]',
    claim:
      'Файл меньше post_max_size, но больше upload_max_filesize: загрузчик браузера отвечает страницей «Загруженный файл превышает директиву upload_max_filesize в php.ini.» (500), многофайловый — «Размер файла … превышает максимальный»; файл больше post_max_size загрузчик браузера молча возвращает на «Добавить медиафайл», в журнале — POST Content-Length.',
    async run({lab, admin}) {
      await lab.restartPhp({upload_max_filesize: '1M', post_max_size: '3M'});
      const big = paddedJpeg(
        lab,
        path.join(lab.work, 'photo.jpg'),
        2 * 1024 * 1024,
      );
      const huge = paddedJpeg(
        lab,
        path.join(lab.work, 'huge.jpg'),
        4 * 1024 * 1024,
      );
      await admin.login();
      const form = await uploadInBrowserForm(admin, big);
      const over = await uploadInBrowserForm(admin, huge);
      const media = await uploadInMediaNew(lab, [big]);
      return {
        form: form.page.text.replace(/^WordPress › Ошибка /, ''),
        formStatus: form.page.status,
        formScreen:
          /Вы используете многофайловый загрузчик[^.]*\.[^.]*\.|multi-file uploader[^.]*\.[^.]*\./.exec(
            form.screen.text,
          )?.[0] ?? '',
        over: over.page.text.slice(0, 300),
        overUrl: over.page.url,
        overStatus: over.page.status,
        media: media.items,
      };
    },
    expect: [
      {
        field: 'form',
        shows:
          'Загруженный файл превышает директиву upload_max_filesize в php.ini.',
      },
      {
        field: 'formStatus',
        shows: 500,
        says: 'Это сообщение показывает загрузчик браузера',
      },
      {
        field: 'media',
        shows: TOO_BIG,
        says: 'Многофайловый загрузчик и редактор страницы проверяют размер ещё в браузере',
      },
      {
        field: 'overStatus',
        shows: 200,
        says: 'Если файл больше и `post_max_size`',
      },
      {field: 'overUrl', shows: /\/wp-admin\/media-new\.php$/},
      {
        field: 'over',
        shows: (v) => !/превышает|устарела/.test(v) || v,
        says: 'загрузчик браузера без всякого сообщения возвращает на экран :ui[Добавить медиафайл]',
      },
      {
        field: 'log',
        shows:
          /PHP Warning: {2}POST Content-Length of \d+ bytes exceeds the limit of 3145728 bytes/,
        says: '`POST Content-Length of … bytes exceeds the limit of … bytes`',
      },
    ],
  },
  {
    name: 'kontent-tip-fajla',
    entry: ':msg[Извините, вам не разрешено загрузить этот тип файла.]',
    claim:
      'SVG: загрузчик медиафайлов пишет «Файл «logo.svg» загрузить не удалось.» и причину, редактор — «logo.svg: …»; разрешены JPEG, PNG, GIF, WebP, AVIF, HEIC, но не SVG, EXE, PHP.',
    async run({lab}) {
      const svg = writeSvg(lab);
      const media = await uploadInMediaNew(lab, [svg]);
      const editor = await uploadInEditor(lab, svg);
      const types = wpEval(
        lab,
        "$ok = array(); foreach (array('a.jpg','a.png','a.gif','a.webp','a.avif','a.heic','a.pdf','a.docx','a.zip','a.mp3','a.mp4','a.svg','a.exe','a.php') as $f) { $t = wp_check_filetype($f); $ok[] = substr($f, 2) . ':' . ($t['type'] ? 'да' : 'нет'); } echo implode(' ', $ok);",
      );
      return {media: media.items, editor: editor.notices, types};
    },
    expect: [
      {field: 'media', shows: 'Файл «logo.svg» загрузить не удалось.'},
      {field: 'media', shows: NO_TYPE},
      {
        field: 'editor',
        shows: 'logo.svg: Извините, вам не разрешено загрузить этот тип файла.',
      },
      {
        field: 'types',
        shows:
          'jpg:да png:да gif:да webp:да avif:да heic:да pdf:да docx:да zip:да mp3:да mp4:да',
        says: 'картинки JPEG, PNG, GIF, WebP, AVIF, HEIC, документы, архивы, звук и видео',
      },
      {
        field: 'types',
        shows: 'svg:нет exe:нет php:нет',
        says: 'SVG, EXE, PHP и другие исполняемые файлы в списке нет.',
      },
    ],
  },
  {
    name: 'kontent-server-ne-mozhet',
    entry:
      ':msg[Сервер не может обработать изображение, возможно он перегружен или недостаточно ресурсов для завершения задачи.]',
    claim:
      'Фотография 9000×7000, max_execution_time 1 с: PHP обрывается на «Maximum execution time … exceeded» при создании копий, загрузчик несколько раз просит доделать копии, пишет «Сервер не может обработать изображение…» и убирает файл.',
    async run({lab, phpLog}) {
      // PHP's GD here is Debian's libgd, whose memory PHP does not count,
      // and Imagick keeps its own: the host's limit that stops PHP while it
      // makes the smaller copies is the time, max_execution_time.
      await lab.restartPhp({
        max_execution_time: '1',
        upload_max_filesize: '64M',
        post_max_size: '64M',
      });
      const photo = flatJpeg(
        lab,
        path.join(lab.work, 'bolshoe-foto.jpg'),
        9000,
        7000,
      );
      const media = await uploadInMediaNew(lab, [photo], {timeout: 120000});
      const log = phpLog();
      return {
        queue: media.queue,
        items: media.items,
        attempts: log.match(/Maximum execution time/g)?.length ?? 0,
        attachments: Number(
          lab
            .sql("SELECT COUNT(*) FROM wp_posts WHERE post_type = 'attachment'")
            .trim(),
        ),
        log,
      };
    },
    expect: [
      {field: 'queue', shows: NOT_PROCESSED},
      {
        field: 'log',
        shows:
          /PHP Fatal error: {2}Maximum execution time of 1 second exceeded/,
        says: 'Строка `Maximum execution time of … seconds exceeded` означает, что PHP не хватило времени (`max_execution_time`).',
      },
      {
        field: 'attempts',
        shows: (v) => v > 1 || `попыток: ${v}`,
        says: 'Загрузчик несколько раз просит сервер доделать копии',
      },
      {
        field: 'attachments',
        shows: 1,
        says: 'показывает это сообщение и убирает файл из библиотеки',
      },
    ],
  },
  {
    name: 'kontent-ne-mogu-sozdat',
    entry:
      ':msg[Не могу создать директорию wp-content/uploads/2026/11. Проверьте, доступна ли родительская директория для записи.]',
    claim:
      'Папку wp-content/uploads нельзя изменить: загрузка заканчивается «Не могу создать директорию wp-content/uploads/2026/11…»; с User Registration — по-английски; папка вне сайта — путь без wp-content и поле «Сохранять файлы в этой папке».',
    async run({lab, admin}) {
      const uploads = path.join(lab.wp, 'wp-content/uploads');
      // Every admin page calls wp_upload_dir(), which makes the month's
      // folder while it can: it goes before each try.
      const noMonth = () => remove(path.join(uploads, '2026'));
      renameSync(
        path.join(uploads, '2026'),
        path.join(lab.work, 'uploads-2026'),
      );
      const photo = paddedJpeg(lab, path.join(lab.work, 'photo.jpg'), 20000);
      const withPlugin = await whileImmutable(uploads, () =>
        uploadInMediaNew(lab, [photo]),
      );
      wpEval(
        lab,
        "deactivate_plugins('user-registration/user-registration.php', true);",
      );
      noMonth();
      const plain = await whileImmutable(uploads, () =>
        uploadInMediaNew(lab, [photo]),
      );
      // A folder of a former host, outside the site.
      const old = path.join(lab.work, 'old-host');
      mkdirSync(path.join(old, 'uploads'), {recursive: true});
      wpEval(
        lab,
        `update_option('upload_path', ${JSON.stringify(path.join(old, 'uploads'))});`,
      );
      const outside = await whileImmutable(path.join(old, 'uploads'), () =>
        uploadInMediaNew(lab, [photo]),
      );
      await admin.login();
      const settings = await admin.get('/wp-admin/options-media.php');
      const field = /Сохранять файлы в этой папке/.test(settings.text)
        ? 'Сохранять файлы в этой папке'
        : '';
      const saved = await submitForm(
        admin,
        '/wp-admin/options-media.php',
        {upload_path: ''},
        {action: 'options.php'},
      );
      const after = await uploadInMediaNew(lab, [photo]);
      return {
        withPlugin: withPlugin.items,
        plain: plain.items,
        outside: outside.items,
        field,
        saved: saved.text.includes('Настройки сохранены.')
          ? 'Настройки сохранены.'
          : '',
        fieldAfter: (
          await admin.get('/wp-admin/options-media.php')
        ).text.includes('Сохранять файлы в этой папке')
          ? 'есть'
          : 'нет',
        after: after.items,
      };
    },
    expect: [
      {
        field: 'plain',
        shows:
          'Не могу создать директорию wp-content/uploads/2026/11. Проверьте, доступна ли родительская директория для записи.',
      },
      {
        field: 'withPlugin',
        shows:
          'Unable to create directory wp-content/uploads/2026/11. Is its parent directory writable by the server?',
        says: 'например User Registration & Membership, оно выводится по-английски',
      },
      {
        field: 'outside',
        shows: 'Не могу создать директорию uploads/2026/11.',
        says: 'Если в сообщении путь без `wp-content`, например `uploads/2026/11`',
      },
      {field: 'field', shows: 'Сохранять файлы в этой папке'},
      {
        field: 'saved',
        shows: /Настройки сохранены\./,
        says: 'очистите его и нажмите :ui[Сохранить изменения]',
      },
      {field: 'fieldAfter', shows: /нет/},
      {field: 'after', shows: (v) => !/директорию|directory/.test(v) || v},
    ],
  },
  {
    name: 'kontent-net-prav',
    entry: ':msg[Извините, вам не разрешено редактировать этот элемент.]',
    claim:
      'Автор открывает чужую запись — «Извините, вам не разрешено редактировать этот элемент.»; участник открывает «Добавить медиафайл» — «Извините, вам не разрешено загружать файлы.»; администратор меняет роль, и запись открывается.',
    async run({lab, admin}) {
      const id = postId(lab, 'Мы открылись');
      const authorPass = addUser(lab, 'avtor', 'author');
      const contributorPass = addUser(lab, 'uchastnik', 'contributor');
      const author = new Browser(lab.url);
      await author.login('avtor', authorPass);
      const denied = await author.get(
        `/wp-admin/post.php?post=${id}&action=edit`,
      );
      const contributor = new Browser(lab.url);
      await contributor.login('uchastnik', contributorPass);
      const upload = await contributor.get('/wp-admin/media-new.php');
      const async = await contributor.get('/wp-admin/async-upload.php');
      await admin.login();
      const userId = Number(
        wpEval(lab, "echo get_user_by('login', 'avtor')->ID;"),
      );
      const profile = await admin.get(
        `/wp-admin/user-edit.php?user_id=${userId}`,
      );
      await submitForm(
        admin,
        `/wp-admin/user-edit.php?user_id=${userId}`,
        {role: 'editor'},
        {action: 'user-edit.php'},
      );
      const allowed = await author.get(
        `/wp-admin/post.php?post=${id}&action=edit`,
      );
      return {
        denied: denied.text.replace(/^.*?Ошибка /, ''),
        deniedStatus: denied.status,
        upload: upload.text.replace(/^.*?Ошибка /, ''),
        async: async.text.replace(/^.*?Ошибка /, ''),
        profile: ['Роль', 'Обновить пользователя']
          .filter(
            (l) =>
              profile.text.includes(l) || profile.html.includes(`value="${l}"`),
          )
          .join(', '),
        allowed: allowed.status,
        role: wpEval(
          lab,
          "echo implode(',', get_user_by('login', 'avtor')->roles);",
        ),
      };
    },
    expect: [
      {
        field: 'denied',
        shows: 'Извините, вам не разрешено редактировать этот элемент.',
      },
      {field: 'deniedStatus', shows: 403},
      {
        field: 'upload',
        shows: 'Извините, у вас нет доступа к этой странице.',
        says: 'на экране :ui[Добавить медиафайл] видит :msg[Извините, у вас нет доступа к этой странице.]',
      },
      {field: 'async', shows: /Извините, вам не разрешено загружать файлы\./},
      {
        field: 'profile',
        shows: 'Роль, Обновить пользователя',
        says: 'выберите :ui[Роль] и нажмите :ui[Обновить пользователя]',
      },
      {field: 'role', shows: /^editor$/, says: 'Администратор меняет роль'},
      {field: 'allowed', shows: 200},
    ],
  },
  {
    name: 'kontent-biblioteka',
    claim:
      '«Добавить медиафайл»: «Перетащите файлы сюда», «Выберите файлы» и «Максимальный размер загружаемого файла: 2 МБ.»; фотография больше 2560 пикселей уменьшается в копию «-scaled», оригинал остаётся.',
    async run({lab, admin}) {
      await admin.login();
      const screen = await admin.get('/wp-admin/media-new.php');
      const photo = flatJpeg(
        lab,
        path.join(lab.work, 'panorama.jpg'),
        4000,
        3000,
      );
      const sent = await uploadInBrowserForm(admin, photo);
      const [file, original, size] = wpEval(
        lab,
        "$p = get_posts(array('post_type' => 'attachment', 'title' => 'panorama', 'numberposts' => 1)); $id = $p[0]->ID; $m = wp_get_attachment_metadata($id); echo basename(get_attached_file($id)), '|', basename(wp_get_original_image_path($id)), '|', $m['width'], 'x', $m['height'];",
      ).split('|');
      const library = await admin.get('/wp-admin/upload.php?mode=list');
      return {
        labels: ['Перетащите файлы сюда', 'Выберите файлы']
          .filter(
            (l) =>
              screen.text.includes(l) || screen.html.includes(`value="${l}"`),
          )
          .join(', '),
        limit:
          /Максимальный размер загружаемого файла: [^.]*\./.exec(
            screen.text,
          )?.[0] ?? '',
        after: sent.page.url,
        file,
        original,
        size,
        originalOnDisk: existsSync(
          path.join(lab.wp, 'wp-content/uploads/2026/11', original),
        ),
        views: ['В виде сетки', 'В виде списка']
          .filter((l) => library.text.includes(l))
          .join(', '),
      };
    },
    expect: [
      {
        field: 'labels',
        shows: 'Перетащите файлы сюда, Выберите файлы',
        says: 'перетащите их в область :ui[Перетащите файлы сюда] или нажмите :ui[Выберите файлы]',
      },
      {field: 'limit', shows: 'Максимальный размер загружаемого файла: 2 МБ.'},
      {field: 'after', shows: /\/wp-admin\/upload\.php$/},
      {
        field: 'file',
        shows: 'panorama-scaled.jpg',
        says: 'уменьшенная копия получит в имени `-scaled`',
      },
      {
        field: 'size',
        shows: '2560x1920',
        says: 'Картинку больше 2560 пикселей по длинной стороне WordPress уменьшит сам',
      },
      {
        field: 'original',
        shows: /^panorama\.jpg$/,
        says: 'сохранит рядом оригинал',
      },
      {field: 'originalOnDisk', shows: true},
      {
        field: 'views',
        shows: 'В виде сетки, В виде списка',
        says: 'кнопки :ui[В виде сетки] и :ui[В виде списка]',
      },
    ],
  },
  {
    name: 'kontent-rubriki',
    claim:
      'У рубрики по умолчанию «Без рубрики» нет ссылки «Удалить»; записи удалённой рубрики без других рубрик переходят в рубрику по умолчанию; поле «Основная рубрика» — в «Настройки → Написание».',
    async run({lab, admin}) {
      await admin.login();
      const list = await admin.get('/wp-admin/edit-tags.php?taxonomy=category');
      const defaultId = Number(
        wpEval(lab, "echo get_option('default_category');"),
      );
      const news = Number(
        wpEval(
          lab,
          "echo get_term_by('slug', 'novosti', 'category')->term_id;",
        ),
      );
      const deleteDefault = linkTo(
        list,
        new RegExp(`action=delete&taxonomy=category&tag_ID=${defaultId}&`),
      );
      const deleteNews = linkTo(
        list,
        new RegExp(`action=delete&taxonomy=category&tag_ID=${news}&`),
      );
      const writing = await admin.get('/wp-admin/options-writing.php');
      await admin.get(deleteNews.url);
      const after = wpEval(
        lab,
        "$p = get_posts(array('title' => 'Мы открылись', 'numberposts' => 1)); echo implode(',', wp_get_post_categories($p[0]->ID, array('fields' => 'names')));",
      );
      return {
        defaultName: wpEval(lab, `echo get_term(${defaultId})->name;`),
        deleteDefault: deleteDefault ? deleteDefault.text : 'нет ссылки',
        deleteNews: deleteNews?.text ?? '',
        writing: writing.text.includes('Основная рубрика')
          ? 'Основная рубрика'
          : '',
        after,
      };
    },
    expect: [
      {field: 'defaultName', shows: 'Без рубрики'},
      {field: 'deleteDefault', shows: /нет ссылки/, says: 'удалить нельзя'},
      {field: 'deleteNews', shows: /^Удалить$/},
      {field: 'writing', shows: 'Основная рубрика'},
      {
        field: 'after',
        shows: /^Без рубрики$/,
        says: 'те, у которых не осталось других рубрик, переходят в рубрику по умолчанию',
      },
    ],
  },
  {
    name: 'kontent-massovye',
    claim:
      'Над списком записей — «Действия» с «Удалить» и «Bulk edit» (7.1; перевода 6.8 нет), «Применить»; панель «Массовое редактирование» с «Обновить»; «Настройки экрана» с «Количество элементов на странице:».',
    async run({admin}) {
      await admin.login();
      const list = await admin.get('/wp-admin/edit.php');
      const select =
        /<select name="action" id="bulk-action-selector-top">([\s\S]*?)<\/select>/.exec(
          list.html,
        )?.[1] ?? '';
      const options = [
        ...select.matchAll(/<option[^>]*>([^<]*)<\/option>/g),
      ].map((m) => m[1].trim());
      return {
        options: options.join(', '),
        apply: /id="doaction"[^>]*value="([^"]+)"/.exec(list.html)?.[1] ?? '',
        bulk: list.text.includes('Массовое редактирование')
          ? 'Массовое редактирование'
          : '',
        update: /id="bulk_edit"[^>]*value="([^"]+)"/.exec(list.html)?.[1] ?? '',
        screen: ['Настройки экрана', 'Количество элементов на странице:']
          .filter((l) => list.text.includes(l))
          .join(', '),
      };
    },
    expect: [
      {
        field: 'options',
        shows: 'Действия, Bulk edit, Удалить',
        says: 'выберите :ui[Удалить] или :ui[Bulk edit]',
      },
      {field: 'apply', shows: 'Применить', says: 'Нажмите :ui[Применить].'},
      {
        field: 'bulk',
        shows: 'Массовое редактирование',
        says: 'В панели :ui[Массовое редактирование]',
      },
      {
        field: 'update',
        shows: 'Обновить',
        says: 'а затем нажать :ui[Обновить]',
      },
      {
        field: 'screen',
        shows: 'Настройки экрана, Количество элементов на странице:',
        says: 'откройте :ui[Настройки экрана] в правом верхнем углу и увеличьте :ui[Количество элементов на странице:]',
      },
    ],
  },
  {
    name: 'kontent-vosstanovit-redakciyu',
    claim:
      'Экран сравнения редакций: «Удалена»/«Добавлен», «Сравнить любые две редакции», «Восстановить эту редакцию»; после восстановления прежний текущий текст остаётся в редакциях.',
    async run({lab, admin}) {
      const id = postId(lab, 'Мы открылись');
      savePost(lab, id, 3);
      await admin.login();
      const screen = await admin.get(
        `/wp-admin/revision.php?revision=${wpEval(lab, `echo array_key_first(wp_get_post_revisions(${id}));`)}`,
      );
      // The diff's titles come in the page's JSON, with \u escapes.
      const escaped = (text) =>
        text.replace(
          /[\u0080-\uffff]/g,
          (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
        );
      const labels = [
        'Удалена',
        'Добавлен',
        'Сравнить любые две редакции',
        'Восстановить эту редакцию',
      ].filter(
        (l) => screen.html.includes(l) || screen.html.includes(escaped(l)),
      );
      const result = wpEval(
        lab,
        `$revs = wp_get_post_revisions(${id}, array('order' => 'ASC')); $first = reset($revs);
         wp_restore_post_revision($first->ID);
         $texts = array_map(function ($r) { return wp_strip_all_tags($r->post_content); }, wp_get_post_revisions(${id}));
         echo wp_strip_all_tags(get_post(${id})->post_content), '|', in_array('Версия 3', $texts, true) ? 'в редакциях' : 'потерян';`,
      ).split('|');
      return {labels: labels.join(', '), now: result[0], previous: result[1]};
    },
    expect: [
      {
        field: 'labels',
        shows:
          'Удалена, Добавлен, Сравнить любые две редакции, Восстановить эту редакцию',
        says: 'нажмите :ui[Восстановить эту редакцию]',
      },
      {
        field: 'now',
        shows: (v) => v !== 'Версия 3' || v,
        says: 'Найдя нужную версию',
      },
      {
        field: 'previous',
        shows: /в редакциях/,
        says: 'Текущий текст при этом не теряется: он остаётся в списке редакций',
      },
    ],
  },
  {
    name: 'kontent-eksport',
    claim:
      '«Инструменты → Экспорт»: «Всё содержимое», «Скачать файл экспорта»; в XML от медиафайлов только адрес; редактору экспорт и настройки закрыты, записи открыты.',
    async run({lab, admin}) {
      await admin.login();
      const screen = await admin.get('/wp-admin/export.php');
      const file = await admin.get(
        '/wp-admin/export.php?download=true&content=all',
      );
      const photo = wpEval(
        lab,
        "$p = get_posts(array('post_type' => 'attachment', 'title' => 'Горы', 'numberposts' => 1)); echo wp_get_attachment_url($p[0]->ID);",
      );
      setPassword(lab, 'anna', 'anna-lab-password');
      const editor = new Browser(lab.url);
      await editor.login('anna', 'anna-lab-password');
      const editorExport = await editor.get('/wp-admin/export.php');
      const editorSettings = await editor.get('/wp-admin/options-general.php');
      const editorPosts = await editor.get('/wp-admin/edit.php');
      return {
        editor: [editorExport, editorSettings, editorPosts]
          .map((p) => p.status)
          .join(', '),
        labels: [
          'Выберите материалы для экспорта',
          'Всё содержимое',
          'Записи',
          'Страницы',
          'Медиафайлы',
        ]
          .filter((l) => screen.text.includes(l))
          .join(', '),
        button:
          /id="submit" class="button button-primary" value="([^"]+)"/.exec(
            screen.html,
          )?.[1] ?? '',
        disposition: file.headers['content-disposition'] ?? '',
        attachmentUrl: file.html.includes(
          `<wp:attachment_url><![CDATA[${photo}]]></wp:attachment_url>`,
        )
          ? 'адрес есть'
          : 'адреса нет',
        binary: /\/9j\/|base64/.test(file.html)
          ? 'файл внутри'
          : 'только адрес',
      };
    },
    expect: [
      {
        field: 'labels',
        shows:
          'Выберите материалы для экспорта, Всё содержимое, Записи, Страницы, Медиафайлы',
        says: 'В блоке :ui[Выберите материалы для экспорта] оставьте :ui[Всё содержимое] или выберите только :ui[Записи], :ui[Страницы] или :ui[Медиафайлы].',
      },
      {field: 'button', shows: 'Скачать файл экспорта'},
      {
        field: 'disposition',
        shows: /attachment; filename=.*\.xml/,
        says: 'сохраните XML-файл на компьютер',
      },
      {
        field: 'attachmentUrl',
        shows: /адрес есть/,
        says: 'а от медиафайлов — только их адреса, без самих файлов',
      },
      {field: 'binary', shows: /только адрес/},
      {
        field: 'editor',
        shows: '403, 403, 200',
        says: 'Роль :ui[Редактор] подходит для работы с содержимым, но не для настроек и экспорта.',
      },
    ],
  },
  {
    name: 'kontent-wp-cli',
    claim:
      'wp post delete $(wp post list --post_type=revision --format=ids) --force удаляет все редакции.',
    cannot:
      'WP-CLI в лаборатории нет (его архив phar — файл выпуска, а не исходники в репозитории); команда сверена с документацией WP-CLI (wp post list --post_type, --format=ids; wp post delete --force).',
    says: 'Команда сверена с документацией WP-CLI: в лаборатории, на которой проверялась статья, WP-CLI нет.',
  },
];
