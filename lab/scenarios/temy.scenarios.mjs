// What «Как обновить и настроить тему WordPress, не потеряв изменения» says
// happens, reproduced on the lab.
import {spawnSync} from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {
  addMuPlugin,
  addPlugin,
  aboveSettings,
  editConfig,
  wpEval,
} from './faults.mjs';
import {
  adminMenu,
  around,
  field,
  link,
  makeUnwritable,
  makeZip,
  screen,
  submenu,
  uploadZip,
  wporgStandIn,
} from './plaginy-lib.mjs';
import {
  autoUpdateLinks,
  pageStyles,
  themeUpdateCheck,
  vendorUpdater,
} from './temy-lib.mjs';

export const article = 'docs/wordpress/obnovleniya-i-kastomizaciya-tem.md';

const BROKEN_LOOK = 'После обновления темы сайт выглядит сломанным';
const NO_PARENT = ':msg[Отсутствует родительская тема.]';
const NO_STYLE = ':msg[Таблица стилей не найдена.] или :msg[Шаблон не найден.]';
const REVERTED =
  ':msg[Текущая тема повреждена. Восстановлена тема по умолчанию.]';
const EDITOR = 'Редактор тем: :msg[Ваши изменения в коде PHP были отменены]';
const PARSE = 'Parse error: syntax error в functions.php';
const NO_CUSTOMIZE = 'В меню :ui[Внешний вид] нет пункта :ui[Настроить]';
const LOST_EDITS = 'Правки в файлах темы исчезли';
const NO_MODS = 'Нет кнопки :ui[Добавить тему] и обновлений тем';

/** The child theme of the article, step 2 and step 3, as printed there. */
const CHILD_STYLE = `/*
Theme Name:  Twenty Twenty-Five Child
Template:    twentytwentyfive
Description: Дочерняя тема для Twenty Twenty-Five
Version:     1.0.0
Text Domain: twentytwentyfive-child
*/

/* Ваши стили пишите ниже этой строки. */
`;
const CHILD_FUNCTIONS = `<?php
/**
 * Дочерняя тема Twenty Twenty-Five.
 */

add_action( 'wp_enqueue_scripts', 'example_child_enqueue_styles' );

function example_child_enqueue_styles() {
	// Стили дочерней темы подключаются после стилей родительской.
	wp_enqueue_style(
		'twentytwentyfive-child-style',
		get_stylesheet_uri(),
		array( 'twentytwentyfive-style' ),
		wp_get_theme()->get( 'Version' )
	);
}
`;

const themes = (lab) => path.join(lab.wp, 'wp-content/themes');

/** Writes a theme folder from `{file: text}`. */
function addTheme(lab, slug, files) {
  for (const [file, content] of Object.entries(files)) {
    const target = path.join(themes(lab), slug, file);
    mkdirSync(path.dirname(target), {recursive: true});
    writeFileSync(target, content);
  }
}

function addChildTheme(lab, functions = CHILD_FUNCTIONS) {
  addTheme(lab, 'twentytwentyfive-child', {
    'style.css': CHILD_STYLE,
    'functions.php': functions,
  });
}

/** A classic theme: style.css and index.php, with the supports it names. */
function addClassicTheme(lab, slug, supports = '') {
  addTheme(lab, slug, {
    'style.css': `/*\nTheme Name: Классическая тема\nVersion: 1.0\n*/\n`,
    'index.php': '<?php get_header(); ?><main><?php the_content(); ?></main>',
    'functions.php': `<?php\nadd_action( 'after_setup_theme', function () {\n${supports}\n} );\n`,
  });
}

const activeTheme = (lab) => wpEval(lab, 'echo get_stylesheet();');

/**
 * Saves a theme file the way the editor's «Обновить файл» does (an AJAX
 * request with the form's fields) and returns WordPress's answer, with the
 * notice the editor's template draws from it.
 */
async function saveInEditor(admin, theme, file, change) {
  const page = await admin.get(
    `/wp-admin/theme-editor.php?file=${encodeURIComponent(file)}&theme=${theme}`,
  );
  const content = /<textarea[^>]*id="newcontent"[^>]*>([\s\S]*?)<\/textarea>/
    .exec(page.html)?.[1]
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#039;/g, "'")
    .replace(/&amp;/g, '&');
  const response = await admin.get('/wp-admin/admin-ajax.php', {
    method: 'POST',
    body: new URLSearchParams({
      action: 'edit-theme-plugin-file',
      nonce: field(page.html, 'nonce'),
      _wp_http_referer: `/wp-admin/theme-editor.php?file=${file}&theme=${theme}`,
      newcontent: change(content),
      theme,
      file,
    }),
    headers: {referer: page.url},
  });
  let json = null;
  try {
    json = JSON.parse(response.html);
  } catch {
    // Not WordPress's answer (a WAF's page, for one).
  }
  return {page, status: response.status, json, notice: notice(page.html, json)};
}

/** The editor's notice (tmpl-wp-file-editor-notice) for an AJAX answer. */
function notice(html, json) {
  if (!json) return '';
  const data = json.data ?? {};
  const template =
    /<script type="text\/html" id="tmpl-wp-file-editor-notice">([\s\S]*?)<\/script>/.exec(
      html,
    )?.[1] ?? '';
  const branch = (code) =>
    new RegExp(
      `'${code}' === data\\.code \\) \\{ #>\\s*<p>([\\s\\S]*?)</p>`,
    ).exec(template)?.[1] ?? '';
  const text = (s) =>
    s
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  if (json.success) return data.message;
  if (data.code === 'php_error') {
    return `${text(branch('php_error'))
      .replace('{{ data.line }}', data.line)
      .replace('{{ data.file }}', data.file)} ${data.message}`;
  }
  if (data.code === 'file_not_writable')
    return text(branch('file_not_writable'));
  return data.message || data.code;
}

/** A script for PHP's built-in server, run before every request. */
function router(lab, name, code) {
  const file = path.join(lab.work, `${name}.php`);
  writeFileSync(file, `<?php\n${code}\nreturn false;\n`);
  return file;
}

export const scenarios = [
  {
    name: 'temy-menyu-blochnoj-temy',
    entry: NO_CUSTOMIZE,
    claim:
      'Свежий сайт на Twenty Twenty-Five (WP_DEFAULT_THEME): в «Внешний вид» — «Темы» и «Редактор», без «Настроить»; плагин с customize_register возвращает «Настроить»; классическая тема показывает «Настроить», а «Виджеты», «Меню», «Заголовок», «Фон» — только с поддержкой.',
    async run({lab, admin}) {
      await admin.login();
      const block = adminMenu((await admin.get('/wp-admin/')).text);
      addPlugin(
        lab,
        'svoi-nastrojki',
        'Свои настройки',
        "add_action( 'customize_register', function ( $wp_customize ) {} );",
      );
      const withPlugin = adminMenu((await admin.get('/wp-admin/')).text);
      wpEval(lab, "deactivate_plugins('svoi-nastrojki/svoi-nastrojki.php');");
      addClassicTheme(lab, 'klassicheskaya');
      addClassicTheme(
        lab,
        'klassicheskaya-polnaya',
        "add_theme_support( 'custom-header' ); add_theme_support( 'custom-background' ); register_nav_menus( array( 'primary' => 'Основное' ) ); register_sidebar( array( 'name' => 'Боковая', 'id' => 'side' ) );",
      );
      wpEval(lab, "switch_theme('klassicheskaya');");
      const classic = adminMenu((await admin.get('/wp-admin/')).text);
      wpEval(lab, "switch_theme('klassicheskaya-polnaya');");
      const full = adminMenu((await admin.get('/wp-admin/')).text);
      return {
        defaultTheme: wpEval(lab, 'echo WP_DEFAULT_THEME;'),
        block: submenu(block, 'Внешний вид', 'Плагины'),
        withPlugin: submenu(withPlugin, 'Внешний вид', 'Плагины'),
        classic: submenu(classic, 'Внешний вид', 'Плагины'),
        full: submenu(full, 'Внешний вид', 'Плагины'),
      };
    },
    expect: [
      {
        field: 'defaultTheme',
        shows: 'twentytwentyfive',
        says: 'стандартная тема WordPress — **Twenty Twenty-Five**',
      },
      {
        field: 'block',
        shows: (menu) =>
          (/^Темы(?: \d+)? Редактор/.test(menu) &&
            !menu.includes('Настроить')) ||
          menu,
        says: 'У блочной темы в меню :ui[Внешний вид] есть пункты :ui[Темы] и :ui[Редактор], а пункта :ui[Настроить] нет',
      },
      {
        field: 'withPlugin',
        shows: /Настроить/,
        says: 'он появляется, только если плагин или тема добавляет свои настройки в Customizer',
      },
      {
        field: 'classic',
        shows: (menu) =>
          (menu.includes('Настроить') &&
            !/Виджеты|Меню|Заголовок|Фон/.test(menu)) ||
          menu,
        says: 'Классические темы настраивают в Customizer: :ui[Внешний вид → Настроить]',
      },
      {
        field: 'full',
        shows: (menu) =>
          ['Виджеты', 'Меню', 'Заголовок', 'Фон'].every((item) =>
            menu.includes(item),
          ) || menu,
        says: 'Пункты :ui[Виджеты], :ui[Меню], :ui[Заголовок] и :ui[Фон] появляются в меню :ui[Внешний вид], только если тема их поддерживает.',
      },
    ],
  },
  {
    name: 'temy-redaktory-fajlov',
    claim:
      'Редакторы файлов: при блочной теме — в «Инструменты», при классической — «Внешний вид → Редактор тем» и «Плагины → Редактор плагинов»; DISALLOW_FILE_EDIT убирает оба.',
    async run({lab, admin}) {
      await admin.login();
      const block = adminMenu((await admin.get('/wp-admin/')).text);
      addClassicTheme(lab, 'klassicheskaya');
      wpEval(lab, "switch_theme('klassicheskaya');");
      const classic = adminMenu((await admin.get('/wp-admin/')).text);
      editConfig(lab, aboveSettings("define( 'DISALLOW_FILE_EDIT', true );"));
      const disallowed = adminMenu((await admin.get('/wp-admin/')).text);
      return {
        blockTools: submenu(block, 'Инструменты', 'Настройки'),
        classicAppearance: submenu(classic, 'Внешний вид', 'Плагины'),
        classicPlugins: submenu(classic, 'Плагины', 'Пользователи'),
        classicTools: submenu(classic, 'Инструменты', 'Настройки'),
        disallowed,
      };
    },
    expect: [
      {
        field: 'blockTools',
        shows: /Редактор тем Редактор плагинов$/,
        says: 'У блочной темы он находится в :ui[Инструменты → Редактор тем]',
      },
      {
        field: 'classicAppearance',
        shows: /Редактор тем$/,
        says: 'у классической — в :ui[Внешний вид → Редактор тем]',
      },
      {
        field: 'classicPlugins',
        shows: /Редактор плагинов$/,
        says: ':ui[Плагины → Редактор плагинов] при классической',
      },
      {
        field: 'classicTools',
        shows: (menu) => !menu.includes('Редактор') || menu,
        says: ':ui[Инструменты → Редактор плагинов] при блочной теме',
      },
      {
        field: 'disallowed',
        shows: (menu) => !/Редактор тем|Редактор плагинов/.test(menu) || menu,
        says: 'правка файлов из админки запрещена константой `DISALLOW_FILE_EDIT`',
      },
    ],
  },
  {
    name: 'temy-redaktor-preduprezhdenie',
    claim:
      'При первом открытии редактор тем показывает «Берегитесь!» с кнопкой «Я понимаю»; после неё окно больше не появляется.',
    async run({admin}) {
      await admin.login();
      const first = await admin.get('/wp-admin/theme-editor.php');
      await admin.get('/wp-admin/admin-ajax.php', {
        method: 'POST',
        body: new URLSearchParams({
          action: 'dismiss-wp-pointer',
          pointer: 'theme_editor_notice',
        }),
      });
      const second = await admin.get('/wp-admin/theme-editor.php');
      return {
        first: around(first.text, 'Берегитесь!', 600),
        second: second.text,
      };
    },
    expect: [
      {field: 'first', shows: 'Берегитесь!'},
      {field: 'first', shows: 'Я понимаю'},
      {
        field: 'second',
        shows: (text) =>
          !text.includes('Берегитесь!') || 'окно снова на странице',
        says: 'При первом открытии редактор предупреждает',
      },
    ],
  },
  {
    name: 'temy-redaktor-oshibka-php',
    entry: EDITOR,
    claim:
      'Редактор тем, functions.php активной темы без точки с запятой: WordPress проверяет сайт, отвечает «Ваши изменения в коде PHP были отменены…» с номером строки и текстом ошибки и возвращает файл; сайт работает.',
    async run({lab, guest, admin}) {
      await admin.login();
      const file = path.join(themes(lab), 'twentytwentyfive/functions.php');
      const before = readFileSync(file, 'utf8');
      const saved = await saveInEditor(
        admin,
        'twentytwentyfive',
        'functions.php',
        (text) =>
          text.replace(
            "add_editor_style( 'assets/css/editor-style.css' );",
            "add_editor_style( 'assets/css/editor-style.css' )",
          ),
      );
      const front = await guest.get('/');
      return {
        json: saved.json,
        notice: saved.notice,
        unchanged: readFileSync(file, 'utf8') === before,
        frontStatus: front.status,
      };
    },
    expect: [
      {
        field: 'notice',
        shows:
          'Ваши изменения в коде PHP были отменены из за ошибки на строке 36 файла wp-content/themes/twentytwentyfive/functions.php. Исправьте и попробуйте пересохранить. syntax error, unexpected token "}"',
        says: ':msg[Ваши изменения в коде PHP были отменены из за ошибки на строке 36 файла wp-content/themes/twentytwentyfive/functions.php. Исправьте и попробуйте пересохранить.]',
      },
      {
        field: 'notice',
        shows: 'syntax error, unexpected token "}"',
        says: '`syntax error, unexpected token "}"`',
      },
      {
        field: 'unchanged',
        shows: true,
        says: 'вернул файл как был: сайт работает',
      },
      {field: 'frontStatus', shows: 200},
    ],
  },
  {
    name: 'temy-redaktor-petlevoj-zapros',
    entry: EDITOR,
    claim:
      'WAF отвечает 403 на проверочный (петлевой) запрос сайта к себе: «Невозможно соединиться с сайтом для проверки кода на ошибки…», правка не сохранена; «Здоровье сайта» сообщает о петлевом запросе.',
    async run({lab, admin}) {
      await lab.restartPhp(
        {},
        {
          router: router(
            lab,
            'waf-loopback',
            "if ( str_starts_with( $_SERVER['HTTP_USER_AGENT'] ?? '', 'WordPress/' ) ) { http_response_code( 403 ); echo '403 Forbidden'; return true; }",
          ),
        },
      );
      await admin.login();
      const file = path.join(themes(lab), 'twentytwentyfive/functions.php');
      const before = readFileSync(file, 'utf8');
      const saved = await saveInEditor(
        admin,
        'twentytwentyfive',
        'functions.php',
        (text) => `${text}\n// Правка владельца сайта.\n`,
      );
      const health = wpEval(
        lab,
        "echo WP_Site_Health::get_instance()->get_test_loopback_requests()['label'];",
      );
      return {
        notice: saved.notice,
        unchanged: readFileSync(file, 'utf8') === before,
        health,
      };
    },
    expect: [
      {
        field: 'notice',
        shows:
          'Невозможно соединиться с сайтом для проверки кода на ошибки, был сделан откат изменений в PHP-коде.',
      },
      {field: 'unchanged', shows: true, says: 'поэтому правка не сохранена'},
      {
        field: 'health',
        shows: /петлев/i,
        says: 'а причину проверьте в :ui[Инструменты → Здоровье сайта]',
      },
    ],
  },
  {
    name: 'temy-redaktor-klyuch-ochistki',
    entry: EDITOR,
    claim:
      'Проверочный запрос прочитал не тот код проверки, что записал редактор (как при устаревшем кеше объектов): «Scrape key check failed. Please try again.» — по-английски и на русском сайте, потому что WordPress проверяет ключ до загрузки перевода; правка отменена.',
    async run({lab, admin}) {
      // A stand-in for a persistent object cache that answers with an old
      // value: the loopback reads a different scrape key than the editor
      // stored.
      addMuPlugin(
        lab,
        'kb-lab-stale-cache',
        "if ( isset( $_REQUEST['wp_scrape_key'] ) ) { $kb_key = substr( sanitize_key( wp_unslash( $_REQUEST['wp_scrape_key'] ) ), 0, 32 ); add_filter( 'pre_transient_scrape_key_' . $kb_key, function () { return 'stale'; } ); }",
      );
      await admin.login();
      const file = path.join(themes(lab), 'twentytwentyfive/functions.php');
      const before = readFileSync(file, 'utf8');
      const saved = await saveInEditor(
        admin,
        'twentytwentyfive',
        'functions.php',
        (text) => `${text}\n// Правка владельца сайта.\n`,
      );
      return {
        notice: saved.notice,
        unchanged: readFileSync(file, 'utf8') === before,
      };
    },
    expect: [
      {
        field: 'notice',
        shows: 'Scrape key check failed. Please try again.',
        says: ':msg[Scrape key check failed. Please try again.]',
      },
      {
        field: 'notice',
        shows: (text) => !/[а-яё]/i.test(text) || `по-русски: ${text}`,
        says: 'Это сообщение редактор показывает по-английски и на русском сайте',
      },
      {field: 'unchanged', shows: true, says: 'правка отменена'},
    ],
  },
  {
    name: 'temy-redaktor-waf-403',
    entry: EDITOR,
    claim:
      'WAF отвечает 403 на сохранение файла с кодом PHP: запрос не доходит до WordPress, редактор показывает своё сообщение об ошибке сохранения, файл не изменён.',
    async run({lab, admin}) {
      await lab.restartPhp(
        {},
        {
          router: router(
            lab,
            'waf-php-in-post',
            "if ( 'POST' === $_SERVER['REQUEST_METHOD'] && str_contains( $_POST['newcontent'] ?? '', '<?php' ) ) { http_response_code( 403 ); echo '403 Forbidden'; return true; }",
          ),
        },
      );
      await admin.login();
      const file = path.join(themes(lab), 'twentytwentyfive/functions.php');
      const before = readFileSync(file, 'utf8');
      const saved = await saveInEditor(
        admin,
        'twentytwentyfive',
        'functions.php',
        (text) => `${text}\n// Правка владельца сайта.\n`,
      );
      // The editor's script shows its own text when the request fails; its
      // Russian is printed into the page with the script's translations.
      const failText = JSON.parse(
        `"${/"An error occurred while saving your changes\. Please try again\. If the problem persists, you may need to manually update the file via FTP\.":\["([^"]+)"\]/.exec(saved.page.html)?.[1] ?? ''}"`,
      );
      return {
        status: saved.status,
        json: saved.json,
        failText,
        unchanged: readFileSync(file, 'utf8') === before,
      };
    },
    expect: [
      {field: 'status', shows: 403},
      {
        field: 'failText',
        shows:
          'Произошла ошибка при сохранении изменений. Пожалуйста, попробуйте еще раз.',
      },
      {
        field: 'unchanged',
        shows: true,
        says: 'запрос на сохранение не дошёл до сервера или вернул ошибку',
      },
    ],
  },
  {
    name: 'temy-redaktor-fajl-ne-zapisyvaetsya',
    entry: EDITOR,
    claim:
      'Файл темы недоступен PHP для записи: редактор пишет «Чтобы сохранить изменения, нужно сделать этот файл доступным для записи.»',
    async run({lab, admin}) {
      await admin.login();
      const file = path.join(themes(lab), 'twentytwentyfive/functions.php');
      const release = makeUnwritable([file]);
      let page;
      let saved;
      try {
        page = await admin.get(
          '/wp-admin/theme-editor.php?file=functions.php&theme=twentytwentyfive',
        );
        saved = await saveInEditor(
          admin,
          'twentytwentyfive',
          'functions.php',
          (text) => `${text}\n// Правка.\n`,
        );
      } finally {
        release();
      }
      return {page: page.text, notice: saved.notice};
    },
    expect: [
      {
        field: 'page',
        shows:
          'Чтобы сохранить изменения, нужно сделать этот файл доступным для записи.',
      },
      {
        field: 'notice',
        shows:
          'Чтобы сохранить изменения, нужно сделать этот файл доступным для записи.',
      },
    ],
  },
  {
    name: 'temy-obnovlenie',
    entry: [BROKEN_LOOK, LOST_EDITS],
    claim:
      'Обновление темы: «Доступна новая версия.» на карточке, «Обновить темы» в «Обновлениях»; после обновления правка в style.css пропала, а стили из редактора сайта (в базе данных) остались.',
    async run({lab, admin, guest}) {
      const folder = path.join(themes(lab), 'twentytwentyfive');
      // The new release: the theme's own files with a higher version.
      const stage = path.join(lab.work, 'tt5-new');
      cpSync(folder, path.join(stage, 'twentytwentyfive'), {recursive: true});
      const style = path.join(stage, 'twentytwentyfive/style.css');
      writeFileSync(
        style,
        readFileSync(style, 'utf8').replace(/Version: [\d.]+/, 'Version: 9.0'),
      );
      const files = {};
      const walk = (dir, prefix) => {
        for (const entry of spawnSync('find', [dir, '-type', 'f'], {
          encoding: 'utf8',
        })
          .stdout.trim()
          .split('\n')) {
          files[path.relative(prefix, entry)] = readFileSync(entry);
        }
      };
      walk(path.join(stage, 'twentytwentyfive'), stage);
      const pkg = makeZip(lab, 'twentytwentyfive-9.0.zip', files);
      wporgStandIn(lab, {
        themes: {twentytwentyfive: {version: '9.0', package: pkg}},
      });
      // The owner's two changes: a line in style.css, a colour in Стили.
      writeFileSync(
        path.join(folder, 'style.css'),
        `${readFileSync(path.join(folder, 'style.css'), 'utf8')}\n/* Правка владельца */ body { outline: 3px solid #c00; }\n`,
      );
      wpEval(
        lab,
        `$id = WP_Theme_JSON_Resolver::get_user_global_styles_post_id();
        wp_update_post( array( 'ID' => $id, 'post_content' => wp_json_encode( array( 'version' => 3, 'isGlobalStylesUserThemeJSON' => true, 'styles' => array( 'color' => array( 'background' => '#fdf3e7' ) ) ) ) ) );`,
      );
      await admin.login();
      const list = await admin.get('/wp-admin/themes.php');
      const updates = await admin.get('/wp-admin/update-core.php');
      const form =
        /<form[^>]+name="upgrade-themes"[\s\S]*?<\/form>/.exec(
          updates.html,
        )?.[0] ?? '';
      const started = await admin.get(
        '/wp-admin/update-core.php?action=do-theme-upgrade',
        {
          method: 'POST',
          body: new URLSearchParams({
            _wpnonce: /name="_wpnonce" value="([^"]+)"/.exec(form)?.[1] ?? '',
            'checked[]': 'twentytwentyfive',
          }),
        },
      );
      const frame = /<iframe src="([^"]+)"/.exec(started.html)?.[1] ?? '';
      const progress = await admin.get(
        new URL(frame.replace(/&amp;/g, '&'), started.url).href,
      );
      const front = await guest.get('/');
      return {
        card: around(screen(list.text), 'Доступна новая версия', 80),
        updates: screen(updates.text),
        progress: progress.text,
        styleAfter: readFileSync(path.join(folder, 'style.css'), 'utf8'),
        front: front.html,
      };
    },
    expect: [
      {
        field: 'card',
        shows: 'Доступна новая версия. Обновить сейчас',
        says: 'На карточке темы, для которой вышла новая версия, написано :msg[Доступна новая версия.]',
      },
      {field: 'updates', shows: 'Обновить темы'},
      {
        field: 'progress',
        shows: 'Тема успешно обновлена.',
        says: 'Тема обновилась',
      },
      {
        field: 'styleAfter',
        shows: (text) =>
          (!text.includes('Правка владельца') && /Version: 9\.0/.test(text)) ||
          text.slice(-200),
        says: 'Всё, что вы дописали в `style.css`, `functions.php` или шаблоны, исчезает без предупреждения.',
      },
      {
        field: 'front',
        shows: /background-color: ?#fdf3e7/,
        says: 'Изменения из редактора сайта WordPress хранит в базе данных, а не в файлах темы, поэтому обновление темы их не стирает.',
      },
    ],
  },
  {
    name: 'temy-avtoobnovleniya',
    claim:
      'Ссылка «Включить автоматические обновления» есть в окне «Информация о теме» у тем, которые WordPress умеет обновлять сам: у тем каталога wordpress.org и у купленной темы со своим модулем обновлений; у темы, написанной для сайта, и у всех тем, пока сайт не получил ответа от wordpress.org, её нет.',
    async run({lab, admin}) {
      addClassicTheme(lab, 'svoya-tema');
      addClassicTheme(lab, 'kuplennaya-tema');
      editConfig(lab, (text) =>
        text.replace("define( 'AUTOMATIC_UPDATER_DISABLED', true );\n", ''),
      );
      await admin.login();
      // The lab cannot reach WordPress.org: no answer about any theme yet.
      const offline = await admin.get('/wp-admin/themes.php');
      // The answer WordPress.org gives: it knows its own themes only.
      themeUpdateCheck(lab, [
        'twentytwentyfive',
        'twentytwentyfour',
        'twentytwentythree',
      ]);
      vendorUpdater(lab, 'kuplennaya-tema');
      const page = await admin.get('/wp-admin/themes.php');
      return {
        template:
          /id="tmpl-theme-single"[\s\S]*?<\/script>/.exec(page.html)?.[0] ?? '',
        offline: autoUpdateLinks(offline.html),
        auto: autoUpdateLinks(page.html),
      };
    },
    expect: [
      {
        field: 'template',
        shows: 'Включить автоматические обновления',
        says: 'нажмите :ui[Информация о теме], затем :ui[Включить автоматические обновления]',
      },
      {
        field: 'auto',
        shows: (a) =>
          (a.twentytwentyfive === true &&
            a.twentytwentyfour === true &&
            a['kuplennaya-tema'] === true &&
            a['svoya-tema'] === false) ||
          JSON.stringify(a),
        says: 'Ссылка есть только у тем, которые WordPress умеет обновлять сам: у тем из каталога wordpress.org и у платных тем, которые получают обновления через свой модуль от разработчика.',
      },
      {
        field: 'auto',
        shows: (a) => a['svoya-tema'] === false || JSON.stringify(a),
        says: 'У темы, сделанной на заказ для вашего сайта, ссылки нет',
      },
      {
        field: 'offline',
        shows: (a) =>
          (Object.keys(a).length > 0 &&
            Object.values(a).every((v) => v === false)) ||
          JSON.stringify(a),
        says: 'Ссылки нет ни у одной темы, пока сайт не получил ответа от wordpress.org',
      },
    ],
  },
  {
    name: 'temy-dochernyaya',
    claim:
      'Дочерняя тема из статьи: php -l отвечает «No syntax errors detected», тема видна в «Темы», активируется, страница подключает стили родителя и затем свои; стили из редактора сайта, сделанные для родителя, к дочерней теме не переходят.',
    async run({lab, guest, admin}) {
      addChildTheme(lab);
      const lint = spawnSync('php', ['-l', 'functions.php'], {
        cwd: path.join(themes(lab), 'twentytwentyfive-child'),
        encoding: 'utf8',
      });
      wpEval(
        lab,
        `$id = WP_Theme_JSON_Resolver::get_user_global_styles_post_id();
        wp_update_post( array( 'ID' => $id, 'post_content' => wp_json_encode( array( 'version' => 3, 'isGlobalStylesUserThemeJSON' => true, 'styles' => array( 'color' => array( 'background' => '#fdf3e7' ) ) ) ) ) );`,
      );
      const parentFront = await guest.get('/');
      await admin.login();
      const list = await admin.get('/wp-admin/themes.php');
      const activated = await admin.get(
        link(list, /action=activate&stylesheet=twentytwentyfive-child/),
      );
      const front = await guest.get('/');
      const css = pageStyles(front.html, lab.url).filter((line) =>
        /^twentytwentyfive/.test(line),
      );
      return {
        lint: lint.stdout.trim(),
        list: screen(list.text),
        activated: screen(activated.text),
        active: activeTheme(lab),
        css,
        parentStyles: /background-color: ?#fdf3e7/.test(parentFront.html),
        childStyles: /background-color: ?#fdf3e7/.test(front.html),
      };
    },
    expect: [
      {
        field: 'lint',
        shows: 'No syntax errors detected in functions.php',
        says: '`php -l functions.php` должна ответить `No syntax errors detected in functions.php`',
      },
      {field: 'list', shows: 'Twenty Twenty-Five Child'},
      {
        field: 'active',
        shows: 'twentytwentyfive-child',
        says: 'Наведите указатель на «Twenty Twenty-Five Child» и нажмите :ui[Активировать].',
      },
      {
        field: 'css',
        shows: (list) =>
          (list.length === 2 &&
            list[0] === 'twentytwentyfive-style (в коде страницы)' &&
            list[1].startsWith(
              'twentytwentyfive-child-style /wp-content/themes/twentytwentyfive-child/style.css',
            )) ||
          JSON.stringify(list),
        says: 'Twenty Twenty-Five сама подключает свои стили и в роли родительской темы',
      },
      {field: 'parentStyles', shows: true},
      {
        field: 'childStyles',
        shows: false,
        says: 'После переключения на дочернюю тему изменения, сделанные для родительской, не переносятся.',
      },
    ],
  },
  {
    name: 'temy-net-roditelya',
    entry: NO_PARENT,
    claim:
      'Родительская тема удалена: дочерняя в «Повреждённые темы» с «Отсутствует родительская тема…»; кнопка «Установить родительскую тему», если родитель есть в каталоге; опечатка в Template даёт то же с этой опечаткой.',
    async run({lab, admin}) {
      wpEval(lab, "switch_theme('twentytwentyfour');");
      addChildTheme(lab);
      addTheme(lab, 'moya-child', {
        'style.css':
          '/*\nTheme Name: Моя дочерняя\nTemplate: TwentyTwentyFive\n*/\n',
      });
      renameSync(
        path.join(themes(lab), 'twentytwentyfive'),
        path.join(lab.work, 'twentytwentyfive-removed'),
      );
      await admin.login();
      const offline = await admin.get('/wp-admin/themes.php');
      wporgStandIn(lab, {catalog: ['twentytwentyfive']});
      const online = await admin.get('/wp-admin/themes.php');
      return {
        offline: around(screen(offline.text), 'Повреждённые темы', 600),
        online: around(screen(online.text), 'Повреждённые темы', 600),
      };
    },
    expect: [
      {field: 'offline', shows: 'Повреждённые темы'},
      {
        field: 'offline',
        shows:
          'Twenty Twenty-Five Child Отсутствует родительская тема. Пожалуйста, установите родительскую тему «twentytwentyfive»',
        says: 'Отсутствует родительская тема. Пожалуйста, установите родительскую тему «twentytwentyfive»',
      },
      {
        field: 'offline',
        shows:
          'Моя дочерняя Отсутствует родительская тема. Пожалуйста, установите родительскую тему «TwentyTwentyFive»',
        says: 'В кавычках стоит значение строки `Template` из `style.css` дочерней темы.',
      },
      {
        field: 'offline',
        shows: (text) => !text.includes('Установить родительскую тему') || text,
        says: 'если она есть в каталоге wordpress.org',
      },
      {
        field: 'online',
        shows: 'Установить родительскую тему',
      },
    ],
  },
  {
    name: 'temy-net-roditelya-arhiv',
    entry: NO_PARENT,
    claim:
      'Zip дочерней темы без родителя: без связи с каталогом — «Не удалось найти родительскую тему…»; если родитель есть в каталоге, WordPress ставит его сам.',
    async run({lab, admin}) {
      wpEval(lab, "switch_theme('twentytwentyfour');");
      const parent = path.join(themes(lab), 'twentytwentyfive');
      const parentFiles = {};
      for (const file of spawnSync('find', [parent, '-type', 'f'], {
        encoding: 'utf8',
      })
        .stdout.trim()
        .split('\n')) {
        parentFiles[path.relative(themes(lab), file)] = readFileSync(file);
      }
      const parentZip = makeZip(lab, 'twentytwentyfive.zip', parentFiles);
      rmSync(parent, {recursive: true});
      const child = readFileSync(
        makeZip(lab, 'twentytwentyfive-child.zip', {
          'twentytwentyfive-child/style.css': CHILD_STYLE,
          'twentytwentyfive-child/functions.php': CHILD_FUNCTIONS,
        }),
      );
      await admin.login();
      const offline = await uploadZip(
        admin,
        'theme',
        'twentytwentyfive-child.zip',
        child,
      );
      const offlineList = await admin.get('/wp-admin/themes.php');
      rmSync(path.join(themes(lab), 'twentytwentyfive-child'), {
        recursive: true,
      });
      const version = /Version: ([\d.]+)/.exec(
        parentFiles['twentytwentyfive/style.css'].toString(),
      )[1];
      // The catalog knows the parent and hands out its zip.
      writeFileSync(
        path.join(lab.wp, 'wp-content/mu-plugins/kb-lab-parent.php'),
        `<?php\nadd_filter( 'themes_api', function ( $r, $action, $args ) { if ( 'theme_information' === $action && 'twentytwentyfive' === ( $args->slug ?? '' ) ) { return (object) array( 'name' => 'Twenty Twenty-Five', 'slug' => 'twentytwentyfive', 'version' => '${version}', 'download_link' => ${JSON.stringify(parentZip)} ); } return $r; }, 10, 3 );\n`,
      );
      const online = await uploadZip(
        admin,
        'theme',
        'twentytwentyfive-child.zip',
        child,
      );
      const installed = (text) =>
        screen(text).replace(
          /^[\s\S]*?(?=Установка темы из загруженного файла)/,
          '',
        );
      return {
        offline: installed(offline.text),
        offlineList: around(screen(offlineList.text), 'Повреждённые темы', 300),
        online: installed(online.text),
        version,
        parentBack: existsSync(parent),
      };
    },
    expect: [
      {
        field: 'offline',
        shows:
          'Эта тема требует наличия родительской темы. Проверяем, установлена ли она…',
        says: ':msg[Эта тема требует наличия родительской темы. Проверяем, установлена ли она…]',
      },
      {
        field: 'offline',
        shows:
          'Не удалось найти родительскую тему. Чтобы использовать эту дочернюю тему, нужно сначала установить родительскую тему twentytwentyfive.',
      },
      {
        field: 'offline',
        shows: 'Тема успешно установлена.',
        says: 'Дочерняя тема при этом всё равно устанавливается',
      },
      {
        field: 'offlineList',
        shows: 'Twenty Twenty-Five Child Отсутствует родительская тема.',
        says: 'и появляется в разделе :ui[Повреждённые темы]',
      },
      {
        field: 'online',
        shows: (text, record) =>
          text.includes(
            `Родительская тема, Twenty Twenty-Five ${record.version}, успешно установлена.`,
          ) || text,
        says: 'WordPress сам скачивает и устанавливает её',
      },
      {
        field: 'online',
        shows:
          'Родительская тема, Twenty Twenty-Five 1.5, успешно установлена.',
      },
      {
        field: 'parentBack',
        shows: true,
        says: 'WordPress сам скачивает и устанавливает её',
      },
    ],
  },
  {
    name: 'temy-net-stilya-ili-shablona',
    entry: NO_STYLE,
    claim:
      'Папка без style.css — «Таблица стилей не найдена.», style.css без шаблона — «Шаблон не найден.…», у повреждённой темы есть кнопка «Удалить»; zip без style.css — «Архив не удалось установить. В теме отсутствует таблица стилей style.css.»; тема, вложенная в одну лишнюю папку, работает, в две — «Таблица стилей не найдена.» у внешней папки.',
    async run({lab, admin}) {
      addTheme(lab, 'bez-stilya', {'index.php': '<?php'});
      addTheme(lab, 'bez-shablona', {
        'style.css': '/*\nTheme Name: Без шаблона\n*/\n',
      });
      addTheme(lab, 'kuplennaya', {
        'kuplennaya/style.css': '/*\nTheme Name: Купленная тема\n*/\n',
        'kuplennaya/index.php': '<?php',
      });
      addTheme(lab, 'arhiv-temy', {
        'documentation/readme.txt': 'Документация',
        'theme/kuplennaya-2/style.css':
          '/*\nTheme Name: Купленная тема 2\n*/\n',
        'theme/kuplennaya-2/index.php': '<?php',
      });
      await admin.login();
      const page = await admin.get('/wp-admin/themes.php');
      const zip = readFileSync(
        makeZip(lab, 'tema-bez-stilya.zip', {
          'tema-bez-stilya/index.php': '<?php',
          'tema-bez-stilya/readme.txt': 'Тема',
        }),
      );
      const upload = await uploadZip(
        admin,
        'theme',
        'tema-bez-stilya.zip',
        zip,
      );
      const text = screen(page.text);
      return {
        broken: around(text, 'Повреждённые темы', 900),
        list: text,
        upload: screen(upload.text),
      };
    },
    expect: [
      {
        field: 'broken',
        shows: 'bez-stilya Таблица стилей не найдена.',
        says: 'Тему без `style.css` WordPress называет в списке именем её папки',
      },
      {
        field: 'broken',
        shows:
          'Без шаблона Шаблон не найден. Автономные темы должны иметь файл шаблона templates/index.html или index.php.',
        says: '`templates/index.html` (блочная тема) или `index.php` (классическая)',
      },
      {
        field: 'broken',
        shows: 'Удалить',
        says: 'удалите тему кнопкой :ui[Удалить] в разделе :ui[Повреждённые темы]',
      },
      {
        field: 'upload',
        shows:
          'Архив не удалось установить. В теме отсутствует таблица стилей style.css.',
        says: ':msg[Архив не удалось установить.] :msg[В теме отсутствует таблица стилей style.css.]',
      },
      {
        field: 'list',
        shows: 'Купленная тема Активировать',
        says: 'WordPress находит тему и на уровень глубже',
      },
      {
        field: 'list',
        shows: (text) => !text.includes('Купленная тема 2') || text,
        says: 'но не дальше',
      },
      {
        field: 'broken',
        shows: 'arhiv-temy Таблица стилей не найдена.',
        says: 'но не дальше',
      },
    ],
  },
  {
    name: 'temy-aktivnaya-povrezhdena',
    entry: REVERTED,
    claim:
      'У активной темы пропал style.css: посетители видят сайт как раньше, пока администратор не откроет «Внешний вид → Темы»; там «Текущая тема повреждена. Восстановлена тема по умолчанию.», и сайт переключён на Twenty Twenty-Five.',
    async run({lab, guest, admin}) {
      // A theme of the owner's: a copy of Twenty Twenty-Four under its name.
      cpSync(
        path.join(themes(lab), 'twentytwentyfour'),
        path.join(themes(lab), 'moya-tema'),
        {recursive: true},
      );
      const style = path.join(themes(lab), 'moya-tema/style.css');
      writeFileSync(
        style,
        readFileSync(style, 'utf8').replace(
          /Theme Name: .+/,
          'Theme Name: Моя тема',
        ),
      );
      wpEval(lab, "switch_theme('moya-tema');");
      rmSync(style);
      const before = await guest.get('/');
      await admin.login();
      const page = await admin.get('/wp-admin/themes.php');
      return {
        beforeStatus: before.status,
        page: screen(page.text),
        active: activeTheme(lab),
      };
    },
    expect: [
      {field: 'beforeStatus', shows: 200},
      {
        field: 'page',
        shows: 'Текущая тема повреждена. Восстановлена тема по умолчанию.',
      },
      {
        field: 'active',
        shows: 'twentytwentyfive',
        says: 'сайт выглядит как Twenty Twenty-Five',
      },
    ],
  },
  {
    name: 'temy-parse-error',
    entry: [PARSE, REVERTED],
    claim:
      'Пропущенная точка с запятой в functions.php дочерней темы: «На сайте возникла критическая ошибка.», строка Parse error в журнале PHP и у php -l; переименование папки темы и «Внешний вид → Темы» возвращают стандартную тему.',
    async run({lab, guest, admin, phpLog}) {
      addChildTheme(lab);
      wpEval(lab, "switch_theme('twentytwentyfive-child');");
      const file = path.join(
        themes(lab),
        'twentytwentyfive-child/functions.php',
      );
      writeFileSync(
        file,
        CHILD_FUNCTIONS.replace(
          "wp_get_theme()->get( 'Version' )\n\t);",
          "wp_get_theme()->get( 'Version' )\n\t)",
        ),
      );
      const front = await guest.get('/');
      const lint = spawnSync('php', ['-l', 'functions.php'], {
        cwd: path.dirname(file),
        encoding: 'utf8',
      });
      renameSync(path.dirname(file), `${path.dirname(file)}.off`);
      const renamed = await guest.get('/');
      await admin.login();
      const page = await admin.get('/wp-admin/themes.php');
      return {
        status: front.status,
        front: front.text,
        log: phpLog(),
        lint: `${lint.stdout}${lint.stderr}`.trim(),
        renamedStatus: renamed.status,
        page: screen(page.text),
        active: activeTheme(lab),
      };
    },
    expect: [
      {field: 'status', shows: 500},
      {field: 'front', shows: 'На сайте возникла критическая ошибка.'},
      {
        field: 'log',
        shows:
          /PHP Parse error: {2}syntax error, unexpected token "\}" in \/.+\/wp-content\/themes\/twentytwentyfive-child\/functions\.php on line 16/,
        says: 'PHP Parse error:  syntax error, unexpected token "}" in /home/user/example.ru/wp-content/themes/twentytwentyfive-child/functions.php on line 16',
      },
      {
        field: 'lint',
        shows: 'Errors parsing functions.php',
        says: 'php -l functions.php',
      },
      {
        field: 'page',
        shows: 'Текущая тема повреждена. Восстановлена тема по умолчанию.',
      },
      {
        field: 'active',
        shows: 'twentytwentyfive',
        says: 'и включит стандартную тему',
      },
    ],
  },
  {
    name: 'temy-disallow-file-mods',
    entry: NO_MODS,
    claim:
      'DISALLOW_FILE_MODS: на экране «Темы» нет кнопки «Добавить тему» и строки о новой версии, «Добавить тему» по адресу отвечает запретом, пунктов «Редактор тем» и «Редактор плагинов» нет, а адрес редактора отвечает «Извините, у вас нет доступа к этой странице.»',
    async run({lab, admin}) {
      wporgStandIn(lab, {
        themes: {
          twentytwentyfive: {version: '9.0', package: '/nonexistent.zip'},
        },
      });
      await admin.login();
      const before = await admin.get('/wp-admin/themes.php');
      editConfig(lab, aboveSettings("define( 'DISALLOW_FILE_MODS', true );"));
      const after = await admin.get('/wp-admin/themes.php');
      const install = await admin.get('/wp-admin/theme-install.php');
      const editor = await admin.get('/wp-admin/theme-editor.php');
      return {
        before: screen(before.text),
        after: screen(after.text),
        install: install.text,
        editor: editor.text,
        menu: adminMenu(after.text),
      };
    },
    expect: [
      {field: 'before', shows: 'Добавить тему', says: ':ui[Добавить тему]'},
      {field: 'before', shows: 'Доступна новая версия.'},
      {
        field: 'after',
        shows: (text) =>
          (!text.includes('Добавить тему') &&
            !text.includes('Доступна новая версия')) ||
          text.slice(0, 400),
        says: 'нет кнопки :ui[Добавить тему], а на карточке темы не видно :msg[Доступна новая версия.]',
      },
      {
        field: 'install',
        shows: 'Извините, вам не разрешено устанавливать темы на этот сайт.',
      },
      {
        field: 'editor',
        shows: 'Извините, у вас нет доступа к этой странице.',
        says: 'адрес редактора `/wp-admin/theme-editor.php` отвечает :msg[Извините, у вас нет доступа к этой странице.]',
      },
      {
        field: 'menu',
        shows: (menu) => !/Редактор тем|Редактор плагинов/.test(menu) || menu,
        says: 'Пунктов :ui[Редактор тем] и :ui[Редактор плагинов] в меню нет',
      },
    ],
  },
];
