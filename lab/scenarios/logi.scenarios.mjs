// What «Где смотреть ошибки WordPress: журналы, «Здоровье сайта» и
// мониторинг» says happens, reproduced on the lab.
import {
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {
  SAFE_DEBUG_SET,
  addMuPlugin,
  addPlugin,
  aboveSettings,
  belowSettings,
  editConfig,
  replaceDebugLine,
  wpEval,
} from './faults.mjs';
import {
  chromiumErrorPage,
  examplePlugin,
  infoRow,
  limitsProbe,
  memoryHog,
  sh,
  short,
  startApache,
  startNginxFpm,
  withoutUserRegistration,
} from './logi-lib.mjs';
import {immutable, savePermalinks, serverRouter} from './admin-lib.mjs';
import {pageText} from './client.mjs';

export const article = 'docs/wordpress/logi-i-monitoring.md';

const EVAL = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'wp-eval.php',
);

/** A plugin that leaves a PHP warning on every page of the site. */
const WARNING =
  "add_action( 'wp_footer', function () { $list = array(); echo $list['missing']; } );";

const CRITICAL = 'На сайте возникла критическая ошибка.';

const size = (file) => (existsSync(file) ? statSync(file).size : null);

/** Site Health's debug test, run inside WordPress: «status|label». */
const DEBUG_TEST =
  "$r = WP_Site_Health::get_instance()->get_test_is_in_debug_mode(); echo $r['status'], '|', $r['label'];";

/**
 * An mu-plugin that runs three Site Health tests inside an admin request
 * (`/wp-admin/?kb_health=1`), where a plugin's PHP session is open: the way
 * the «Состояние» tab runs them.
 */
function healthTests(lab) {
  addMuPlugin(
    lab,
    'kb-health-tests',
    `add_action( 'admin_init', function () {
	if ( ! isset( $_GET['kb_health'] ) ) {
		return;
	}
	require_once ABSPATH . 'wp-admin/includes/class-wp-site-health.php';
	$health = WP_Site_Health::get_instance();
	$out    = array();
	foreach ( array(
		'sessions' => $health->get_test_php_sessions(),
		'rest'     => $health->get_test_rest_availability(),
		'loopback' => $health->get_test_loopback_requests(),
	) as $name => $result ) {
		$out[ $name ] = $result['status'] . '|' . $result['label'] . '|' . wp_strip_all_tags( $result['description'] );
	}
	wp_send_json( $out );
}, 1000 );`,
  );
}

export const scenarios = [
  {
    name: 'logi-belyj-ekran-wp-config',
    entry: 'Белый экран или HTTP ERROR 500',
    claim:
      'Ошибка в wp-config.php: код 500 и пустой ответ, Chromium показывает свою страницу HTTP ERROR 500, в журнале PHP — Parse error с wp-config.php, debug.log не появляется, хотя журнал включён.',
    async run({lab, guest, phpLog, debugLog}) {
      editConfig(lab, (text) =>
        replaceDebugLine(SAFE_DEBUG_SET)(text).replace(
          "define( 'WP_ENVIRONMENT_TYPE', 'production' );",
          "define( 'WP_ENVIRONMENT_TYPE', 'production' )",
        ),
      );
      const page = await guest.get('/');
      return {
        status: page.status,
        body: page.html,
        chromium: await chromiumErrorPage(`${lab.url}/`, {
          language: 'en',
          host: 'example.ru',
        }),
        log: short(lab, phpLog()),
        debugLog: debugLog(),
      };
    },
    expect: [
      {field: 'status', shows: 500, says: 'HTTP ERROR 500'},
      {
        field: 'body',
        shows: (body) => body === '' || body.slice(0, 200),
        says: 'Вместо сайта белый экран',
      },
      {field: 'chromium', shows: 'This page isn’t working'},
      {
        field: 'chromium',
        shows: 'example.ru is currently unable to handle this request.',
      },
      {field: 'chromium', shows: 'HTTP ERROR 500'},
      {
        field: 'log',
        shows:
          /PHP Parse error: {2}syntax error, unexpected token "if" in \/home\/user\/example\.ru\/wp-config\.php on line \d+/,
        says: 'Если в записи `wp-config.php`, верните его резервную копию',
      },
      {field: 'debugLog', shows: '', says: '`debug.log` пуст'},
    ],
  },
  {
    name: 'logi-belyj-ekran-chrome-ru',
    entry: 'Белый экран или HTTP ERROR 500',
    claim:
      'Ошибка в wp-config.php, сайт открывают в Chromium с русским интерфейсом (chromium-l10n): «Страница недоступна», «Сайт example.ru пока не может обработать этот запрос.», HTTP ERROR 500.',
    async run({lab}) {
      editConfig(lab, (text) =>
        replaceDebugLine(SAFE_DEBUG_SET)(text).replace(
          "define( 'WP_ENVIRONMENT_TYPE', 'production' );",
          "define( 'WP_ENVIRONMENT_TYPE', 'production' )",
        ),
      );
      return {
        chromium: await chromiumErrorPage(`${lab.url}/`, {
          language: 'ru',
          host: 'example.ru',
        }),
      };
    },
    expect: [
      {field: 'chromium', shows: 'Страница недоступна'},
      {
        field: 'chromium',
        shows: 'Сайт example.ru пока не может обработать этот запрос.',
      },
      {field: 'chromium', shows: 'HTTP ERROR 500'},
    ],
  },
  {
    name: 'logi-htaccess-apache',
    entry: 'Ошибка 500 Internal Server Error из-за .htaccess',
    claim:
      'Apache 2.4 без модуля PHP, в .htaccess строка php_value: все адреса (и админка) отвечают 500 со страницей Internal Server Error, в журнале ошибок сервера — Invalid command; после переименования .htaccess в .htaccess.old сайт открывается; сохранение «Постоянных ссылок» на Apache пишет блок WordPress заново, и с ним Apache отвечает; с PHP, подключённым модулем (mod_php), та же строка работает и меняет memory_limit.',
    async run({lab, admin}) {
      const htaccess = path.join(lab.wp, '.htaccess');
      writeFileSync(
        htaccess,
        '# BEGIN WordPress\n# END WordPress\nphp_value memory_limit 256M\n',
      );
      writeFileSync(
        path.join(lab.wp, 'kb-memory-limit.php'),
        "<?php echo ini_get( 'memory_limit' );\n",
      );
      const record = {};
      const apache = await startApache(lab);
      try {
        record.apache = apache.version;
        const front = await fetch(`${apache.url}/readme.html`);
        record.status = front.status;
        record.page = pageText(await front.text());
        record.adminStatus = (await fetch(`${apache.url}/wp-admin/`)).status;
        record.errorLog = short(lab, readFileSync(apache.errorLog, 'utf8'));
        renameSync(htaccess, path.join(lab.wp, '.htaccess.old'));
        record.renamedStatus = (
          await fetch(`${apache.url}/readme.html`)
        ).status;
        // Настройки → Постоянные ссылки → Сохранить изменения on a site that
        // WordPress knows runs on Apache (SERVER_SOFTWARE).
        await lab.restartPhp({}, {router: serverRouter(lab)});
        await admin.login();
        await savePermalinks(admin, '/%postname%/');
        record.rewritten = existsSync(htaccess)
          ? readFileSync(htaccess, 'utf8')
          : '(нет файла)';
        record.rewrittenStatus = (
          await fetch(`${apache.url}/readme.html`)
        ).status;
      } finally {
        await apache.stop();
      }
      renameSync(path.join(lab.wp, '.htaccess.old'), htaccess);
      const withPhp = await startApache(lab, {php: true});
      try {
        const probe = await fetch(`${withPhp.url}/kb-memory-limit.php`);
        record.modPhp = `${probe.status} ${await probe.text()}`;
      } finally {
        await withPhp.stop();
      }
      return record;
    },
    expect: [
      {
        field: 'status',
        shows: 500,
        says: 'Все страницы и админка отвечают ошибкой 500.',
      },
      {field: 'adminStatus', shows: 500},
      {field: 'page', shows: 'Internal Server Error'},
      {
        field: 'page',
        shows:
          'The server encountered an internal error or misconfiguration and was unable to complete your request.',
      },
      {
        field: 'errorLog',
        shows:
          "/home/user/example.ru/.htaccess: Invalid command 'php_value', perhaps misspelled or defined by a module not included in the server configuration",
      },
      {
        field: 'renamedStatus',
        shows: 200,
        says: 'Переименуйте `.htaccess` в `.htaccess.old`',
      },
      {
        field: 'rewritten',
        shows: 'RewriteRule . /index.php [L]',
        says: 'WordPress запишет свой блок правил заново',
      },
      {field: 'rewrittenStatus', shows: 200},
      {
        field: 'modPhp',
        shows: '200 256M',
        says: 'Последние работают, только если PHP подключён к Apache модулем',
      },
    ],
  },
  {
    name: 'logi-user-ini-vstroennyj-server',
    entry: 'Ошибка 500 Internal Server Error из-за .htaccess',
    claim:
      'Встроенный сервер PHP (не FastCGI) файл .user.ini не читает: memory_limit из него не действует.',
    async run({lab, guest}) {
      limitsProbe(lab);
      const before = await guest.get('/');
      writeFileSync(path.join(lab.wp, '.user.ini'), 'memory_limit = 300M\n');
      const after = await guest.get('/');
      return {
        before: before.headers['x-kb-memory-limit'],
        after: after.headers['x-kb-memory-limit'],
      };
    },
    expect: [
      {
        field: 'after',
        shows: (value, record) =>
          value === record.before || `было ${record.before}, стало ${value}`,
        says: 'PHP, подключённый к Apache модулем, и другие способы запуска его не читают',
      },
    ],
  },
  {
    name: 'logi-user-ini-fastcgi',
    entry: 'Ошибка 500 Internal Server Error из-за .htaccess',
    claim:
      'nginx и PHP-FPM (FastCGI): .user.ini в корне сайта с memory_limit = 256M меняет лимит, но процесс, который уже заглядывал в папку, перечитывает файл лишь через user_ini.cache_ttl = 300 секунд; Apache с mod_php тот же файл не читает.',
    async run({lab, guest}) {
      withoutUserRegistration(lab);
      limitsProbe(lab);
      const userIni = path.join(lab.wp, '.user.ini');
      const record = {};
      // One PHP-FPM process, so the request after the change meets the
      // process that has already looked into the folder.
      let site = await startNginxFpm(lab, {pool: ['pm.max_children = 1']});
      try {
        const before = await guest.get(`${site.url}/`);
        record.beforeStatus = before.status;
        record.before = before.headers['x-kb-memory-limit'];
        record.cacheTtl = before.headers['x-kb-user-ini-cache-ttl'];
        writeFileSync(userIni, 'memory_limit = 256M\n');
        record.rightAfter = (await guest.get(`${site.url}/`)).headers[
          'x-kb-memory-limit'
        ];
      } finally {
        await site.stop();
      }
      site = await startNginxFpm(lab, {pool: ['pm.max_children = 1']});
      try {
        record.freshProcess = (await guest.get(`${site.url}/`)).headers[
          'x-kb-memory-limit'
        ];
      } finally {
        await site.stop();
      }
      writeFileSync(
        path.join(lab.wp, 'kb-memory-limit.php'),
        "<?php echo ini_get( 'memory_limit' );\n",
      );
      const apache = await startApache(lab, {php: true});
      try {
        record.modPhp = await (
          await fetch(`${apache.url}/kb-memory-limit.php`)
        ).text();
      } finally {
        await apache.stop();
      }
      return record;
    },
    expect: [
      {
        field: 'before',
        shows: '128M',
        says: 'а PHP работает через FastCGI (PHP-FPM)',
      },
      {
        field: 'freshProcess',
        shows: '256M',
        says: 'впишите её в файл `.user.ini` в корне сайта строкой `memory_limit = 256M`',
      },
      {
        field: 'modPhp',
        shows: '128M',
        says: 'Такой файл читает только PHP в режиме FastCGI, а PHP, подключённый к Apache модулем',
      },
      {
        field: 'rightAfter',
        shows: '128M',
        says: 'PHP перечитывает `.user.ini` не сразу',
      },
      {
        field: 'cacheTtl',
        shows: '300',
        says: 'раз в пять минут (настройка `user_ini.cache_ttl`',
      },
    ],
  },
  {
    name: 'logi-call-to-undefined-function',
    entry: 'В debug.log: Call to undefined function',
    claim:
      'Плагин вызывает несуществующую функцию: критическая ошибка на сайте, в debug.log — Fatal error с путём к файлу плагина и Stack trace, время в UTC при часовом поясе сайта Europe/Moscow; после переименования папки сайт открывается, а список плагинов сообщает, что плагин деактивирован.',
    async run({lab, guest, admin, debugLog}) {
      withoutUserRegistration(lab);
      editConfig(lab, replaceDebugLine(SAFE_DEBUG_SET));
      const timezone = wpEval(lab, "echo get_option( 'timezone_string' );");
      examplePlugin(lab, 'example_function();');
      const broken = await guest.get('/');
      const log = short(lab, debugLog());
      renameSync(
        path.join(lab.wp, 'wp-content/plugins/example-plugin'),
        path.join(lab.wp, 'wp-content/plugins/example-plugin.old'),
      );
      const fixed = await guest.get('/');
      await admin.login();
      const plugins = await admin.get('/wp-admin/plugins.php');
      return {
        status: broken.status,
        page: broken.text,
        log,
        timezone,
        fixedStatus: fixed.status,
        plugins: plugins.text,
      };
    },
    expect: [
      {field: 'status', shows: 500},
      {field: 'page', shows: CRITICAL},
      {
        field: 'log',
        shows:
          'PHP Fatal error:  Uncaught Error: Call to undefined function example_function() in /home/user/example.ru/wp-content/plugins/example-plugin/includes/core.php:3',
      },
      {
        field: 'log',
        shows:
          '#0 /home/user/example.ru/wp-content/plugins/example-plugin/example-plugin.php(6): require()',
      },
      {
        field: 'log',
        shows:
          "#1 /home/user/example.ru/wp-settings.php(597): include_once('...')",
      },
      {field: 'timezone', shows: 'Europe/Moscow'},
      {
        field: 'log',
        shows:
          /^\[\d\d-[A-Z][a-z]{2}-\d{4} \d\d:\d\d:\d\d UTC\] PHP Fatal error/,
        says: 'В `debug.log` время всегда в UTC',
      },
      {
        field: 'fixedStatus',
        shows: 200,
        says: 'переименуйте папку плагина в `wp-content/plugins` — WordPress деактивирует плагин сам',
      },
      {
        field: 'plugins',
        shows:
          'Плагин example-plugin/example-plugin.php был деактивирован из-за ошибки: Файл плагина не найден.',
        says: 'напишет, что плагин деактивирован из-за ошибки :msg[Файл плагина не найден.]',
      },
    ],
  },
  {
    name: 'logi-vremya-v-zhurnale-php',
    claim:
      'Журнал ошибок PHP с date.timezone = Europe/Moscow: запись из wp-config.php (до загрузки WordPress) — с часовым поясом сервера, запись плагина — в UTC.',
    async run({lab, guest, phpLog}) {
      withoutUserRegistration(lab);
      await lab.restartPhp({'date.timezone': 'Europe/Moscow'});
      addPlugin(lab, 'preduprezhdenie', 'Плагин с предупреждением', WARNING);
      editConfig(lab, aboveSettings("define( 'WP_DEBUG', false );"));
      await guest.get('/');
      return {log: short(lab, phpLog())};
    },
    expect: [
      {
        field: 'log',
        shows:
          /\[\d\d-\w{3}-\d{4} \d\d:\d\d:\d\d Europe\/Moscow\] PHP Warning: {2}Constant WP_DEBUG already defined in \/home\/user\/example\.ru\/wp-config\.php/,
        says: 'с часовым поясом сервера, например `Europe/Moscow`',
      },
      {
        field: 'log',
        shows:
          /\[\d\d-\w{3}-\d{4} \d\d:\d\d:\d\d UTC\] PHP Warning: {2}Undefined array key "missing"/,
        says: 'остальные — в UTC',
      },
    ],
  },
  {
    name: 'logi-zhurnal-php-bez-otladki',
    claim:
      'При выключенной отладке предупреждение PHP попадает в журнал ошибок PHP, а замечание (Notice) и Deprecated — нет.',
    async run({lab, guest, phpLog, debugLog}) {
      withoutUserRegistration(lab);
      addPlugin(
        lab,
        'zamechaniya',
        'Плагин с замечаниями',
        `class Kb_Lab_Item {}
add_action( 'wp_footer', function () {
	$list = array();
	echo $list['missing'];
	trigger_error( 'kb-lab notice', E_USER_NOTICE );
	trigger_error( 'kb-lab deprecated', E_USER_DEPRECATED );
	$item = new Kb_Lab_Item();
	$item->title = 'x';
} );`,
      );
      await guest.get('/');
      return {log: short(lab, phpLog()), debugLog: debugLog()};
    },
    expect: [
      {
        field: 'log',
        shows: /PHP Warning: {2}Undefined array key "missing"/,
        says: 'Без отладки WordPress оставляет в отчёте PHP ошибки и предупреждения',
      },
      {
        field: 'log',
        shows: (log) =>
          !/Notice|Deprecated/.test(log) ||
          log.split('\n').filter((l) => /Notice|Deprecated/.test(l))[0],
        says: 'а замечания (`Notice`) и сообщения об устаревшем коде (`Deprecated`) отключает',
      },
      {field: 'debugLog', shows: ''},
    ],
  },
  {
    name: 'logi-debug-log-dostupen-po-adresu',
    entry: 'Здоровье сайта: журнал в публичном файле',
    claim:
      'Сервер без запрета отдаёт wp-content/debug.log любому посетителю: код 200 и текст журнала с путями к файлам.',
    async run({lab, guest}) {
      withoutUserRegistration(lab);
      editConfig(lab, replaceDebugLine(SAFE_DEBUG_SET));
      addPlugin(lab, 'preduprezhdenie', 'Плагин с предупреждением', WARNING);
      await guest.get('/');
      const stranger = await guest.get('/wp-content/debug.log');
      return {status: stranger.status, text: short(lab, stranger.html)};
    },
    expect: [
      {
        field: 'status',
        shows: 200,
        says: 'любой прочитает по адресу `https://example.ru/wp-content/debug.log` пути к файлам',
      },
      {
        field: 'text',
        shows:
          /PHP Warning: .+\/home\/user\/example\.ru\/wp-content\/plugins\/preduprezhdenie/,
      },
    ],
  },
  {
    name: 'logi-zakryt-debug-log-apache-nginx',
    entry: 'Здоровье сайта: журнал в публичном файле',
    claim:
      'wp-content/debug.log на Apache 2.4 и на nginx (правила — из блоков кода статьи): без запрета — 200 и текст журнала; блок <Files "debug.log"> с Require all denied в .htaccess в корне сайта (Apache) и location с deny all (nginx) — ответ 403.',
    async run({lab}) {
      withoutUserRegistration(lab);
      editConfig(lab, replaceDebugLine(SAFE_DEBUG_SET));
      addPlugin(lab, 'preduprezhdenie', 'Плагин с предупреждением', WARNING);
      await fetch(`${lab.url}/`);
      const address = '/wp-content/debug.log';
      const text = readFileSync(
        path.join(path.dirname(EVAL), '../..', article),
        'utf8',
      );
      const block = (lang) =>
        new RegExp('```' + lang + '[^\\n]*\\n([\\s\\S]*?)```').exec(text)?.[1];
      const htaccessRule = block('apacheconf');
      const nginxRule = block('nginx');
      const record = {};
      const apache = await startApache(lab);
      try {
        record.apacheOpen = (await fetch(apache.url + address)).status;
        writeFileSync(path.join(lab.wp, '.htaccess'), htaccessRule);
        record.apacheClosed = (await fetch(apache.url + address)).status;
      } finally {
        await apache.stop();
      }
      let site = await startNginxFpm(lab);
      try {
        record.nginxOpen = (await fetch(site.url + address)).status;
      } finally {
        await site.stop();
      }
      site = await startNginxFpm(lab, {server: nginxRule.trim().split('\n')});
      try {
        record.nginxClosed = (await fetch(site.url + address)).status;
        record.nginxFront = (await fetch(`${site.url}/`)).status;
      } finally {
        await site.stop();
      }
      return record;
    },
    expect: [
      {field: 'apacheOpen', shows: 200},
      {field: 'nginxOpen', shows: 200},
      {
        field: 'apacheClosed',
        shows: 403,
        says: 'На Apache 2.4 добавьте в `.htaccess` в корне сайта блок',
      },
      {
        field: 'nginxClosed',
        shows: 403,
        says: 'Если сайт обслуживает только Nginx',
      },
      {field: 'nginxFront', shows: 200},
      {
        field: 'apacheClosed',
        shows: 403,
        says: 'правильный ответ — ошибка 403 или 404, а не текст журнала',
      },
      {
        field: 'nginxClosed',
        shows: 403,
        says: 'С таким правилом Apache и Nginx отвечают на адрес журнала ошибкой 403.',
      },
    ],
  },
  {
    name: 'logi-pamyat-128m',
    entry: 'Не хватает памяти: Allowed memory size exhausted',
    claim:
      'memory_limit = 128M, плагин берёт 200 МБ: критическая ошибка на сайте, в журнале PHP — Allowed memory size of 134217728 bytes с путём к файлу плагина.',
    async run({lab, guest, debugLog}) {
      withoutUserRegistration(lab);
      editConfig(lab, replaceDebugLine(SAFE_DEBUG_SET));
      await lab.restartPhp({memory_limit: '128M'});
      memoryHog(lab);
      const page = await guest.get('/?kb_mb=200');
      return {
        status: page.status,
        page: page.text,
        log: short(lab, debugLog()),
      };
    },
    expect: [
      {field: 'status', shows: 500},
      {
        field: 'page',
        shows: CRITICAL,
        says: 'Сайт показывает :msg[На сайте возникла критическая ошибка.]',
      },
      {
        field: 'log',
        shows:
          'PHP Fatal error:  Allowed memory size of 134217728 bytes exhausted (tried to allocate 2097152 bytes) in /home/user/example.ru/wp-content/plugins/example-plugin/includes/core.php on line 3',
      },
    ],
  },
  {
    name: 'logi-pamyat-kak-skladyvaetsya-limit',
    entry: 'Не хватает памяти: Allowed memory size exhausted',
    claim:
      'Лимит, с которым работают страницы и админка, при разных memory_limit: 32M → 40M на сайте; 128M → 128M на сайте и 256M в админке у администратора (у редактора 128M), в «Здоровье сайта» обе строки; 512M → 512M везде, WP_MEMORY_LIMIT 256M его не снижает.',
    async run({lab, guest, admin}) {
      limitsProbe(lab);
      const editorPassword = 'kb-lab-editor-password';
      wpEval(
        lab,
        `wp_set_password( '${editorPassword}', get_user_by( 'login', 'anna' )->ID );`,
      );
      const seen = {};
      await lab.restartPhp({memory_limit: '32M'});
      seen.front32 = (await guest.get('/')).headers['x-kb-memory-limit'];
      await lab.restartPhp({memory_limit: '128M'});
      seen.front128 = (await guest.get('/')).headers['x-kb-memory-limit'];
      await admin.login();
      seen.admin128 = (await admin.get('/wp-admin/')).headers[
        'x-kb-memory-limit'
      ];
      const info128 = (await admin.get('/wp-admin/site-health.php?tab=debug'))
        .text;
      seen.infoMemory128 = infoRow(
        info128,
        'PHP memory limit (лимит памяти для скриптов)',
      );
      seen.infoAdmin128 = infoRow(
        info128,
        'Лимит памяти PHP (только для экранов администрирования)',
      );
      const editor = new admin.constructor(lab.url);
      await editor.login('anna', editorPassword);
      seen.editor128 = (await editor.get('/wp-admin/')).headers[
        'x-kb-memory-limit'
      ];
      await lab.restartPhp({memory_limit: '512M'});
      seen.admin512 = (await admin.get('/wp-admin/')).headers[
        'x-kb-memory-limit'
      ];
      const info512 = (await admin.get('/wp-admin/site-health.php?tab=debug'))
        .text;
      seen.infoAdmin512 = infoRow(
        info512,
        'Лимит памяти PHP (только для экранов администрирования)',
      );
      editConfig(lab, aboveSettings("define( 'WP_MEMORY_LIMIT', '256M' );"));
      seen.front512with256 = (await guest.get('/')).headers[
        'x-kb-memory-limit'
      ];
      return seen;
    },
    expect: [
      {
        field: 'front32',
        shows: '40M',
        says: '`WP_MEMORY_LIMIT` (по умолчанию 40 МБ, в мультисайте 64 МБ) поднимает лимит для всех страниц, только если она больше `memory_limit`',
      },
      {
        field: 'front128',
        shows: '128M',
        says: 'При `memory_limit` 128 МБ значение 40 МБ ничего не меняет.',
      },
      {
        field: 'admin128',
        shows: '256M',
        says: '`WP_MAX_MEMORY_LIMIT` действует в админке для администраторов',
      },
      {field: 'editor128', shows: '128M', says: 'для администраторов'},
      {
        field: 'admin512',
        shows: '512M',
        says: 'По умолчанию это 256 МБ или `memory_limit`, если он больше.',
      },
      {
        field: 'front512with256',
        shows: '512M',
        says: 'WordPress её никогда не уменьшает.',
      },
      {
        field: 'infoMemory128',
        shows: '128M',
        says: 'строка :ui[PHP memory limit (лимит памяти для скриптов)]',
      },
      {
        field: 'infoAdmin128',
        shows: '256M',
        says: 'если WordPress поднял лимит для админки, ещё и :ui[Лимит памяти PHP (только для экранов администрирования)]',
      },
      {
        field: 'infoAdmin512',
        shows: (value) => value === null || `строка есть: ${value}`,
        says: 'если WordPress поднял лимит для админки',
      },
    ],
  },
  {
    name: 'logi-pamyat-konstanty-pomogayut',
    entry: 'Не хватает памяти: Allowed memory size exhausted',
    claim:
      'memory_limit = 128M: страница, которой нужно 200 МБ, работает после WP_MEMORY_LIMIT 256M; экран админки, которому нужно 300 МБ, падает с числом 268435456 и работает после WP_MAX_MEMORY_LIMIT 512M.',
    async run({lab, guest, admin, phpLog}) {
      await lab.restartPhp({memory_limit: '128M'});
      memoryHog(lab);
      await admin.login();
      const adminBefore = await admin.get('/wp-admin/?kb_mb=300');
      const adminLog = short(lab, phpLog());
      editConfig(
        lab,
        aboveSettings(
          "define( 'WP_MEMORY_LIMIT', '256M' );\ndefine( 'WP_MAX_MEMORY_LIMIT', '512M' );",
        ),
      );
      const front = await guest.get('/?kb_mb=200');
      const adminAfter = await admin.get('/wp-admin/?kb_mb=300');
      return {
        adminBefore: adminBefore.status,
        adminLog,
        front: front.status,
        adminAfter: adminAfter.status,
        adminAfterText: adminAfter.text.slice(0, 300),
      };
    },
    expect: [
      {field: 'adminBefore', shows: 500},
      {
        field: 'adminLog',
        shows: /Allowed memory size of 268435456 bytes exhausted/,
        says: 'Ошибка в админке с числом 268435456',
      },
      {
        field: 'front',
        shows: 200,
        says: "строку `define( 'WP_MEMORY_LIMIT', '256M' );`",
      },
      {
        field: 'adminAfter',
        shows: 200,
        says: "строку `define( 'WP_MAX_MEMORY_LIMIT', '512M' );`",
      },
    ],
  },
  {
    name: 'logi-pamyat-hosting-zapreshchaet',
    entry: 'Не хватает памяти: Allowed memory size exhausted',
    claim:
      'nginx и PHP-FPM, в wp-config.php WP_MEMORY_LIMIT 256M и WP_MAX_MEMORY_LIMIT 512M: при memory_limit = 128M из php_value пула лимит поднимается (256M на сайте, 512M в админке); при php_admin_value хостинга (скрипт менять не может) остаётся 128M везде, и страница, которой нужно 200 МБ, падает с тем же числом 134217728.',
    async run({lab, guest, admin, debugLog}) {
      withoutUserRegistration(lab);
      limitsProbe(lab);
      memoryHog(lab);
      editConfig(lab, replaceDebugLine(SAFE_DEBUG_SET));
      editConfig(
        lab,
        aboveSettings(
          "define( 'WP_MEMORY_LIMIT', '256M' );\ndefine( 'WP_MAX_MEMORY_LIMIT', '512M' );",
        ),
      );
      await admin.login();
      const record = {};
      let site = await startNginxFpm(lab, {
        pool: ['php_value[memory_limit] = 128M'],
      });
      try {
        record.userFront = (await guest.get(`${site.url}/`)).headers[
          'x-kb-memory-limit'
        ];
        record.userAdmin = (await admin.get(`${site.url}/wp-admin/`)).headers[
          'x-kb-memory-limit'
        ];
      } finally {
        await site.stop();
      }
      site = await startNginxFpm(lab, {
        pool: ['php_admin_value[memory_limit] = 128M'],
      });
      try {
        record.hostFront = (await guest.get(`${site.url}/`)).headers[
          'x-kb-memory-limit'
        ];
        record.hostAdmin = (await admin.get(`${site.url}/wp-admin/`)).headers[
          'x-kb-memory-limit'
        ];
        const page = await guest.get(`${site.url}/?kb_mb=200`);
        record.status = page.status;
        record.log = short(lab, debugLog());
      } finally {
        await site.stop();
      }
      return record;
    },
    expect: [
      {
        field: 'userFront',
        shows: '256M',
        says: "строку `define( 'WP_MEMORY_LIMIT', '256M' );`",
      },
      {
        field: 'userAdmin',
        shows: '512M',
        says: "строку `define( 'WP_MAX_MEMORY_LIMIT', '512M' );`",
      },
      {
        field: 'hostFront',
        shows: '128M',
        says: 'Если хостинг запрещает сайту менять `memory_limit` (например, настройкой `php_admin_value` в PHP-FPM), константы не действуют',
      },
      {
        field: 'hostAdmin',
        shows: '128M',
        says: 'лимит остаётся прежним и на страницах сайта, и в админке',
      },
      {field: 'status', shows: 500},
      {
        field: 'log',
        shows: /Allowed memory size of 134217728 bytes exhausted/,
        says: 'Если число в новой ошибке не изменилось, хостинг не даёт сайту менять лимит',
      },
    ],
  },
  {
    name: 'logi-vremya-30-sekund',
    entry: 'Превышено время: Maximum execution time of 30 seconds exceeded',
    claim:
      'max_execution_time = 30 (как у PHP лаборатории): плагин, который считает дольше, обрывается критической ошибкой, в журнале — Maximum execution time of 30 seconds exceeded; то же число в строке PHP time limit «Здоровья сайта».',
    async run({lab, guest, admin, phpLog}) {
      examplePlugin(
        lab,
        "function example_plugin_import() { if ( isset( $_GET['kb_busy'] ) ) { while ( true ) { $hash = md5( 'row' ); } } }",
        "add_action( 'template_redirect', 'example_plugin_import' );",
      );
      await admin.login();
      const info = (await admin.get('/wp-admin/site-health.php?tab=debug'))
        .text;
      const started = performance.now();
      const page = await guest.get('/?kb_busy=1');
      return {
        timeLimit: infoRow(
          info,
          'PHP time limit (лимит времени исполнения скриптов)',
        ),
        seconds: Math.round((performance.now() - started) / 1000),
        status: page.status,
        page: page.text,
        log: short(lab, phpLog()),
      };
    },
    expect: [
      {
        field: 'timeLimit',
        shows: '30',
        says: 'Её значение — в строке :ui[PHP time limit (лимит времени исполнения скриптов)] раздела :ui[Сервер].',
      },
      {field: 'status', shows: 500},
      {field: 'page', shows: CRITICAL, says: 'обрывается критической ошибкой'},
      {
        field: 'log',
        shows:
          /PHP Fatal error: {2}Maximum execution time of 30 seconds exceeded in \/home\/user\/example\.ru\/wp-content\/plugins\/example-plugin\/includes\/core\.php on line 3/,
        says: 'PHP Fatal error:  Maximum execution time of 30 seconds exceeded in … on line …',
      },
    ],
  },
  {
    name: 'logi-vremya-ozhidanie-ne-schitaetsya',
    entry: 'Превышено время: Maximum execution time of 30 seconds exceeded',
    claim:
      'max_execution_time = 2: скрипт, который 8 секунд ждёт (sleep), не обрывается — на Linux в лимит идёт только время работы самого PHP; set_time_limit(300), как у обновлений WordPress, продлевает лимит для 4 секунд счёта, а при отключённой set_time_limit скрипт обрывается на 2 секундах.',
    async run({lab, guest, phpLog}) {
      examplePlugin(
        lab,
        "function example_plugin_wait() { if ( isset( $_GET['kb_wait'] ) ) { sleep( 8 ); echo 'kb-waited'; exit; } if ( isset( $_GET['kb_extend'] ) ) { if ( function_exists( 'set_time_limit' ) ) { set_time_limit( 300 ); } $start = example_plugin_cpu(); while ( example_plugin_cpu() - $start < 4 ) { $hash = md5( 'row' ); } echo 'kb-extended'; exit; } } function example_plugin_cpu() { $usage = getrusage(); return $usage['ru_utime.tv_sec'] + $usage['ru_utime.tv_usec'] / 1e6 + $usage['ru_stime.tv_sec'] + $usage['ru_stime.tv_usec'] / 1e6; }",
        "add_action( 'template_redirect', 'example_plugin_wait' );",
      );
      await lab.restartPhp({max_execution_time: '2'});
      const waited = await guest.get('/?kb_wait=1');
      const extended = await guest.get('/?kb_extend=1');
      const logBefore = phpLog();
      await lab.restartPhp({
        max_execution_time: '2',
        disable_functions: 'set_time_limit',
      });
      const disabled = await guest.get('/?kb_extend=1');
      return {
        waited: `${waited.status} ${waited.text}`,
        extended: `${extended.status} ${extended.text}`,
        logBefore,
        disabled: disabled.status,
        log: short(lab, phpLog()),
      };
    },
    expect: [
      {
        field: 'waited',
        shows: '200 kb-waited',
        says: 'На Linux в лимит идёт только время работы самого PHP: ожидание ответа базы данных или другого сервера и паузы в этот лимит не входят',
      },
      {
        field: 'extended',
        shows: '200 kb-extended',
        says: 'Обновления WordPress, плагинов и тем сами продлевают себе лимит до 300 секунд',
      },
      {
        field: 'logBefore',
        shows: (log) => !/Maximum execution/.test(log) || log,
      },
      {
        field: 'disabled',
        shows: 500,
        says: 'если хостинг не отключил функцию `set_time_limit()`',
      },
      {
        field: 'log',
        shows: /Maximum execution time of 2 seconds exceeded/,
      },
    ],
  },
  {
    name: 'logi-debug-log-wp-debug-false',
    entry: 'Файл debug.log не появляется',
    claim:
      'WP_DEBUG_LOG = true при WP_DEBUG = false: debug.log не появляется, предупреждение уходит в журнал ошибок PHP.',
    async run({lab, guest, phpLog, debugLog}) {
      withoutUserRegistration(lab);
      editConfig(
        lab,
        replaceDebugLine(
          "define( 'WP_DEBUG', false );\ndefine( 'WP_DEBUG_LOG', true );",
        ),
      );
      addPlugin(lab, 'preduprezhdenie', 'Плагин с предупреждением', WARNING);
      await guest.get('/');
      return {
        exists: existsSync(path.join(lab.wp, 'wp-content/debug.log')),
        debugLog: debugLog(),
        log: phpLog(),
      };
    },
    expect: [
      {
        field: 'exists',
        shows: false,
        says: 'При `WP_DEBUG` со значением `false` журнал не ведётся.',
      },
      {field: 'log', shows: /PHP Warning: {2}Undefined array key/},
    ],
  },
  {
    name: 'logi-debug-log-nizhe-wp-settings',
    entry: 'Файл debug.log не появляется',
    claim:
      'Константы отладки ниже require_once wp-settings.php: debug.log не появляется, в журнале PHP — Constant … already defined.',
    async run({lab, guest, phpLog}) {
      withoutUserRegistration(lab);
      editConfig(lab, (text) =>
        belowSettings(SAFE_DEBUG_SET)(
          text.replace("define( 'WP_DEBUG', false );\n", ''),
        ),
      );
      addPlugin(lab, 'preduprezhdenie', 'Плагин с предупреждением', WARNING);
      await guest.get('/');
      return {
        exists: existsSync(path.join(lab.wp, 'wp-content/debug.log')),
        log: short(lab, phpLog()),
      };
    },
    expect: [
      {
        field: 'exists',
        shows: false,
        says: "Они должны быть выше строки `require_once ABSPATH . 'wp-settings.php';`.",
      },
      {
        field: 'log',
        shows:
          /PHP Warning: {2}Constant WP_DEBUG already defined in \/home\/user\/example\.ru\/wp-config\.php/,
      },
    ],
  },
  {
    name: 'logi-debug-log-ne-zapisat',
    entry: 'Файл debug.log не появляется',
    claim:
      'PHP не может открыть файл журнала (в WP_DEBUG_LOG путь к несуществующей папке; на месте wp-content/debug.log — папка): файла нет, в журнал ошибок PHP из php.ini сообщение тоже не попадает — PHP отдаёт его своему процессу (у командной строки — в поток ошибок).',
    async run({lab, guest, phpLog}) {
      withoutUserRegistration(lab);
      addPlugin(lab, 'preduprezhdenie', 'Плагин с предупреждением', WARNING);
      const missing = path.join(lab.work, 'net-takoj-papki/debug.log');
      editConfig(
        lab,
        replaceDebugLine(
          SAFE_DEBUG_SET.replace(
            "define( 'WP_DEBUG_LOG', true );",
            `define( 'WP_DEBUG_LOG', '${missing}' );`,
          ),
        ),
      );
      await guest.get('/');
      const wrongPath = {
        exists: existsSync(missing),
        phpLog: phpLog(),
      };
      editConfig(lab, (text) =>
        text.replace(
          `define( 'WP_DEBUG_LOG', '${missing}' );`,
          "define( 'WP_DEBUG_LOG', true );",
        ),
      );
      mkdirSync(path.join(lab.wp, 'wp-content/debug.log'));
      await guest.get('/');
      const cli = lab.php([EVAL, "$list = array(); echo $list['missing'];"]);
      return {
        log: '',
        wrongPathExists: wrongPath.exists,
        wrongPathPhpLog: wrongPath.phpLog,
        phpLog: phpLog(),
        cliStderr: short(lab, cli.stderr),
      };
    },
    expect: [
      {
        field: 'wrongPathExists',
        shows: false,
        says: 'Путь в `WP_DEBUG_LOG` должен быть полным, а папка — существовать.',
      },
      {
        field: 'wrongPathPhpLog',
        shows: (log) => !/Undefined array key/.test(log) || log,
        says: 'В файл из настройки PHP `error_log` оно не попадёт: WordPress уже заменил этот путь своим.',
      },
      {
        field: 'phpLog',
        shows: (log) => !/Undefined array key/.test(log) || log,
      },
      {
        field: 'cliStderr',
        shows: /PHP Warning: {2}Undefined array key "missing"/,
        says: 'Не записав файл, PHP отправляет сообщение в собственный журнал процесса PHP',
      },
    ],
  },
  {
    name: 'logi-debug-log-prava-root',
    entry: 'Файл debug.log не появляется',
    claim:
      'PHP не может писать в wp-content (папка защищена от записи и для root — chattr +i): debug.log не создаётся, «Здоровье сайта» пишет у «Папка wp-content» «Недоступна для записи»; у nginx с PHP-FPM сообщение уходит в журнал ошибок веб-сервера (FastCGI sent in stderr), а не в файл error_log из настроек PHP.',
    async run({lab, guest, admin, phpLog}) {
      withoutUserRegistration(lab);
      editConfig(lab, replaceDebugLine(SAFE_DEBUG_SET));
      addPlugin(lab, 'preduprezhdenie', 'Плагин с предупреждением', WARNING);
      await admin.login();
      const content = path.join(lab.wp, 'wp-content');
      const record = {};
      const undo = immutable(content);
      try {
        const info = (await admin.get('/wp-admin/site-health.php?tab=debug'))
          .text;
        record.info = infoRow(info, 'Папка wp-content');
        const site = await startNginxFpm(lab);
        try {
          await guest.get(`${site.url}/`);
          record.webServerLog = short(lab, readFileSync(site.errorLog, 'utf8'));
        } finally {
          await site.stop();
        }
        record.exists = existsSync(path.join(content, 'debug.log'));
        record.phpLog = phpLog();
      } finally {
        undo();
      }
      return record;
    },
    expect: [
      {
        field: 'info',
        shows: 'Недоступна',
        says: 'проверьте строку :ui[Папка wp-content] в разделе :ui[Права на файловую систему]',
      },
      {field: 'exists', shows: false, says: 'Нет прав на запись.'},
      {
        field: 'webServerLog',
        shows:
          /FastCGI sent in stderr: "PHP message: PHP Warning: {2}Undefined array key "missing" in \/home\/user\/example\.ru\/wp-content\/plugins\/preduprezhdenie/,
        says: 'у Nginx такая строка начинается с `FastCGI sent in stderr: "PHP message: PHP Warning:`',
      },
      {
        field: 'phpLog',
        shows: (log) => !/Undefined array key/.test(log) || log,
        says: 'В файл из настройки PHP `error_log` оно не попадёт',
      },
    ],
  },
  {
    name: 'logi-debug-log-pervaya-zapis',
    entry: 'Файл debug.log не появляется',
    claim:
      'Отладка включена, но ошибок нет: debug.log не появляется; после страницы с предупреждением — появляется.',
    async run({lab, guest}) {
      withoutUserRegistration(lab);
      editConfig(lab, replaceDebugLine(SAFE_DEBUG_SET));
      const file = path.join(lab.wp, 'wp-content/debug.log');
      await guest.get('/');
      const before = existsSync(file);
      addPlugin(lab, 'preduprezhdenie', 'Плагин с предупреждением', WARNING);
      await guest.get('/');
      return {before, after: existsSync(file)};
    },
    expect: [
      {
        field: 'before',
        shows: false,
        says: 'Файл создаётся при первой записи',
      },
      {
        field: 'after',
        shows: true,
        says: 'откройте страницу со сбоем ещё раз',
      },
    ],
  },
  {
    name: 'logi-debug-log-opcache',
    entry: 'Файл debug.log не появляется',
    claim:
      'opcache.revalidate_freq = 60: после правки wp-config.php сразу после запроса PHP выполняет старую копию файла — debug.log не появляется; после перезапуска PHP — появляется.',
    async run({lab, guest}) {
      withoutUserRegistration(lab);
      await lab.restartPhp({'opcache.revalidate_freq': '60'});
      addPlugin(lab, 'preduprezhdenie', 'Плагин с предупреждением', WARNING);
      const file = path.join(lab.wp, 'wp-content/debug.log');
      await guest.get('/');
      editConfig(lab, replaceDebugLine(SAFE_DEBUG_SET));
      await guest.get('/');
      await guest.get('/');
      const stale = existsSync(file);
      await lab.restartPhp({'opcache.revalidate_freq': '60'});
      await guest.get('/');
      return {stale, afterRestart: existsSync(file)};
    },
    expect: [
      {
        field: 'stale',
        shows: false,
        says: 'PHP ещё выполняет старую копию `wp-config.php` из своего кеша (OPcache)',
      },
      {
        field: 'afterRestart',
        shows: true,
        says: 'После перезапуска PHP читает файл заново',
      },
    ],
  },
  {
    name: 'logi-zdorove-zhurnal-v-publichnom-fajle',
    entry: 'Здоровье сайта: журнал в публичном файле',
    claim:
      'WP_DEBUG_LOG = true: проверка отладки критическая; путь к журналу вне папки сайта — рекомендуемая, с той же строкой.',
    async run({lab}) {
      editConfig(lab, replaceDebugLine(SAFE_DEBUG_SET));
      const inside = wpEval(lab, DEBUG_TEST);
      const outside = path.join(lab.work, 'logs/debug.log');
      mkdirSync(path.dirname(outside), {recursive: true});
      editConfig(lab, (text) =>
        text.replace(
          "define( 'WP_DEBUG_LOG', true );",
          `define( 'WP_DEBUG_LOG', '${outside}' );`,
        ),
      );
      return {inside, outside: wpEval(lab, DEBUG_TEST)};
    },
    expect: [
      {
        field: 'inside',
        shows:
          'critical|Ваш сайт записывает ошибки в файл, возможно доступный публично',
        says: 'Файл внутри папки сайта — проблема критическая',
      },
      {
        field: 'outside',
        shows:
          'recommended|Ваш сайт записывает ошибки в файл, возможно доступный публично',
        says: 'вне её — рекомендуемая',
      },
    ],
  },
  {
    name: 'logi-zdorove-sessiya-php',
    entry: 'Здоровье сайта: сессия PHP, REST API, петлевой запрос',
    claim:
      'Плагин открывает сессию PHP (session_start) и не закрывает её: у администратора с cookie сессии «Здоровье сайта» сообщает об активной сессии и об ошибке REST API (запрос ждёт 10 секунд и обрывается); петлевой запрос (POST к wp-cron.php, который завершается до загрузки плагинов) проходит; с session_write_close() после старта пройдены все три проверки.',
    async run({lab, admin}) {
      healthTests(lab);
      const plugin = path.join(
        lab.wp,
        'wp-content/plugins/sessiya/sessiya.php',
      );
      addPlugin(
        lab,
        'sessiya',
        'Плагин с сессией',
        "add_action( 'init', function () { if ( PHP_SESSION_NONE === session_status() ) { session_start(); } } );",
      );
      await admin.login();
      await admin.get('/wp-admin/');
      const open = JSON.parse((await admin.get('/wp-admin/?kb_health=1')).html);
      writeFileSync(
        plugin,
        "<?php\n/**\n * Plugin Name: Плагин с сессией\n */\nadd_action( 'init', function () { if ( PHP_SESSION_NONE === session_status() ) { session_start(); session_write_close(); } } );\n",
      );
      const closed = JSON.parse(
        (await admin.get('/wp-admin/?kb_health=1')).html,
      );
      return {
        sessions: open.sessions,
        rest: open.rest,
        loopback: open.loopback,
        closed: Object.values(closed)
          .map((v) => v.split('|').slice(0, 2).join('|'))
          .join('\n'),
      };
    },
    expect: [
      {
        field: 'sessions',
        shows: /^critical\|Обнаружена активная PHP сессия\|/,
        says: ':msg[Обнаружена активная PHP сессия]',
      },
      {
        field: 'rest',
        shows: /^critical\|REST API выдал ошибку\|/,
        says: ':msg[REST API выдал ошибку]',
      },
      {
        field: 'rest',
        shows: 'cURL error 28: Operation timed out after',
        says: '`cURL error 28: Operation timed out`',
      },
      {
        field: 'loopback',
        shows: /^good\|/,
        says: 'Петлевой запрос сессия не ломает: WordPress проверяет его запросом к `wp-cron.php`, который завершается раньше, чем загружаются плагины.',
      },
      {
        field: 'closed',
        shows: (text) =>
          text.split('\n').every((line) => line.startsWith('good|')) || text,
        says: 'открывает сессию PHP функцией `session_start()` и не закрывает её',
      },
    ],
  },
  {
    name: 'logi-zdorove-waf-403',
    entry: 'Здоровье сайта: сессия PHP, REST API, петлевой запрос',
    claim:
      'Правило сервера (как WAF) отвечает 403 на запросы сайта к самому себе: REST API и петлевой запрос не проходят, сессии ни при чём.',
    async run({lab, admin}) {
      healthTests(lab);
      const router = path.join(lab.work, 'waf-router.php');
      writeFileSync(
        router,
        "<?php\nif ( 0 === strpos( $_SERVER['HTTP_USER_AGENT'] ?? '', 'WordPress/' ) ) {\n\thttp_response_code( 403 );\n\techo 'Forbidden';\n\treturn true;\n}\nreturn false;\n",
      );
      await lab.restartPhp({}, {router});
      await admin.login();
      const result = JSON.parse(
        (await admin.get('/wp-admin/?kb_health=1')).html,
      );
      return result;
    },
    expect: [
      {field: 'sessions', shows: /^good\|/},
      {
        field: 'rest',
        shows: /^recommended\|REST API выдал неожиданный результат\|/,
        says: 'Если сессии ни при чём, такие запросы блокирует плагин безопасности, пароль на весь сайт или сервер.',
      },
      {
        field: 'rest',
        shows: '403',
        says: 'Тогда в описании проверок виден код ответа, например 403.',
      },
      {
        field: 'loopback',
        shows:
          /^recommended\|Ваш сайт не смог выполнить петлевой запрос\|.*403/,
      },
    ],
  },
  {
    name: 'logi-zhurnal-rastet-ssh',
    entry: 'Журнал вырос до гигабайтов',
    claim:
      'Предупреждение на каждой странице: debug.log растёт с каждым просмотром, WordPress его не очищает; tail, grep по дате и du -h по SSH; truncate -s 0 очищает файл, и PHP продолжает писать в него.',
    async run({lab, guest}) {
      withoutUserRegistration(lab);
      editConfig(lab, replaceDebugLine(SAFE_DEBUG_SET));
      addPlugin(lab, 'preduprezhdenie', 'Плагин с предупреждением', WARNING);
      const file = path.join(lab.wp, 'wp-content/debug.log');
      await guest.get('/');
      const one = size(file);
      for (let i = 0; i < 9; i += 1) await guest.get('/');
      const ten = size(file);
      const day = /^\[(\d\d-\w{3}-\d{4})/.exec(
        sh(lab, 'head -n 1 wp-content/debug.log'),
      )?.[1];
      const tail = short(lab, sh(lab, 'tail -n 2 wp-content/debug.log'));
      const grep = sh(lab, `grep -c '${day}' wp-content/debug.log`);
      const du = sh(lab, 'du -h wp-content/debug.log');
      sh(lab, 'truncate -s 0 wp-content/debug.log');
      const truncated = size(file);
      await guest.get('/');
      return {one, ten, tail, grep, du, truncated, afterTruncate: size(file)};
    },
    expect: [
      {
        field: 'ten',
        shows: (ten, r) =>
          ten === r.one * 10 || `1 просмотр: ${r.one} Б, 10: ${ten} Б`,
        says: 'WordPress журнал не очищает: каждый просмотр страницы добавляет в файл по строке на каждое предупреждение',
      },
      {
        field: 'tail',
        shows:
          /UTC\] PHP Warning: {2}Undefined array key "missing" in \/home\/user\/example\.ru\/wp-content\/plugins\/preduprezhdenie\/preduprezhdenie\.php on line 6/,
        says: 'tail -n 50 wp-content/debug.log',
      },
      {
        field: 'grep',
        shows: '10',
        says: '`grep` оставляет строки с нужной датой и временем',
      },
      {
        field: 'du',
        shows: /^\d+(\.\d+)?K\s+wp-content\/debug\.log$/,
        says: 'du -h wp-content/debug.log',
      },
      {
        field: 'truncated',
        shows: 0,
        says: 'truncate -s 0 wp-content/debug.log',
      },
      {
        field: 'afterTruncate',
        shows: (value, r) => value === r.one || `${value} Б`,
        says: 'Если отладка ещё включена, PHP продолжит писать в тот же файл с начала.',
      },
    ],
  },
];
