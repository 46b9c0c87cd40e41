// What «Системные требования WordPress 7.1» says happens, reproduced on the
// lab. The lab has one PHP (8.2) and one MariaDB (10.11): an older PHP is
// stood in for by a higher requirement in wp-includes/version.php, and
// WordPress.org's answers by filters in an mu-plugin.
import {spawnSync} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {
  SAFE_DEBUG_SET,
  addMuPlugin,
  aboveSettings,
  editConfig,
  replaceDebugLine,
  wpEval,
} from './faults.mjs';
import {
  holdDbConnections,
  infoRow,
  limitsProbe,
  memoryHog,
  permalinkRouter,
  restartPhpWithout,
  short,
  withoutUserRegistration,
} from './logi-lib.mjs';

export const article = 'docs/wordpress/sistemnye-trebovaniya-wordpress.md';

const CRITICAL = 'На сайте возникла критическая ошибка.';

/** The lab's DB_HOST (a socket) written as a host's `localhost`. */
const localhost = (lab, text) =>
  String(text).replaceAll(`localhost:${lab.socket}`, 'localhost');

/** Changes a line of the lab's wp-includes/version.php. */
function editVersion(lab, from, to) {
  const file = path.join(lab.wp, 'wp-includes/version.php');
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`в version.php нет ${from}`);
  writeFileSync(file, text.replace(from, to));
}

/** Site Health's PHP version test, run inside WordPress: «status|label». */
const PHP_TEST =
  "$r = WP_Site_Health::get_instance()->get_test_php_version(); echo $r['status'], '|', wp_strip_all_tags( $r['label'] );";

/** WordPress.org's answer about this PHP version, as an mu-plugin gives it. */
function phpCheckAnswer(lab, answer) {
  addMuPlugin(
    lab,
    'kb-php-check',
    answer === null
      ? // No answer: the site cannot reach WordPress.org.
        "remove_all_filters( 'pre_site_transient_php_check_' . md5( PHP_VERSION ) );"
      : `add_filter( 'pre_site_transient_php_check_' . md5( PHP_VERSION ), function () { return ${answer}; }, 20 );`,
  );
}

const siteHealthInfo = async (admin) =>
  (await admin.get('/wp-admin/site-health.php?tab=debug')).text;

export const scenarios = [
  {
    name: 'trebovaniya-bd-nevernyj-parol',
    entry: ':msg[Ошибка установки соединения с базой данных]',
    claim:
      'Неверный DB_PASSWORD: сайт отвечает 500 с «Ошибка установки соединения с базой данных», админка — тем же заголовком и подробным объяснением.',
    async run({lab, guest}) {
      editConfig(lab, (text) =>
        text.replace(
          "define( 'DB_PASSWORD', 'wp' );",
          "define( 'DB_PASSWORD', 'neverno' );",
        ),
      );
      const front = await guest.get('/');
      const admin = await guest.get('/wp-admin/');
      return {
        status: front.status,
        front: front.text,
        admin: localhost(lab, admin.text),
      };
    },
    expect: [
      {field: 'status', shows: 500},
      {field: 'front', shows: 'Ошибка установки соединения с базой данных'},
      {
        field: 'admin',
        shows:
          'Это значит, что либо имя пользователя и пароль в файле wp-config.php неверны, либо нам не удалось связаться с сервером базы данных по адресу localhost. Возможно, сервер недоступен.',
      },
    ],
  },
  {
    name: 'trebovaniya-bd-nevernoe-imya',
    entry: ':msg[Ошибка установки соединения с базой данных]',
    claim:
      'Неверный DB_NAME при верных пользователе и пароле: сайт — «Ошибка установки соединения с базой данных», админка — «Не удалось выбрать базу данных».',
    async run({lab, guest}) {
      editConfig(lab, (text) =>
        text.replace(
          "define( 'DB_NAME', 'wp' );",
          "define( 'DB_NAME', 'wp_net_takoj' );",
        ),
      );
      const front = await guest.get('/');
      const admin = await guest.get('/wp-admin/');
      return {front: front.text, admin: localhost(lab, admin.text)};
    },
    expect: [
      {field: 'front', shows: 'Ошибка установки соединения с базой данных'},
      {
        field: 'admin',
        shows: 'Не удалось выбрать базу данных',
        says: 'Если неверно только имя базы, админка пишет :msg[Не удалось выбрать базу данных]',
      },
    ],
  },
  {
    name: 'trebovaniya-bd-max-user-connections',
    entry: ':msg[Ошибка установки соединения с базой данных]',
    claim:
      'У пользователя базы лимит одно подключение, и оно занято: сайт показывает ошибку соединения, в debug.log — mysqli_real_connect(): (HY000/1226): User … has exceeded the max_user_connections resource.',
    async run({lab, guest, debugLog}) {
      withoutUserRegistration(lab);
      editConfig(lab, replaceDebugLine(SAFE_DEBUG_SET));
      lab.sql("ALTER USER 'wp'@'localhost' WITH MAX_USER_CONNECTIONS 1");
      const release = await holdDbConnections(lab, 1);
      try {
        const front = await guest.get('/');
        return {front: front.text, log: short(lab, debugLog())};
      } finally {
        await release();
      }
    },
    expect: [
      {field: 'front', shows: 'Ошибка установки соединения с базой данных'},
      {
        field: 'log',
        shows:
          /PHP Warning: {2}mysqli_real_connect\(\): \(HY000\/1226\): User 'wp' has exceeded the 'max_user_connections' resource \(current value: 1\) in \/home\/user\/example\.ru\/wp-includes\/class-wpdb\.php on line \d+/,
        says: "`User 'example_user' has exceeded the 'max_user_connections' resource (current value: 10)`",
      },
    ],
  },
  {
    name: 'trebovaniya-bd-too-many-connections',
    entry: ':msg[Ошибка установки соединения с базой данных]',
    claim:
      'Сервер базы данных исчерпал общий лимит подключений: сайт показывает ошибку соединения, в debug.log — mysqli_real_connect(): (HY000/1040): Too many connections.',
    async run({lab, guest, debugLog}) {
      withoutUserRegistration(lab);
      editConfig(lab, replaceDebugLine(SAFE_DEBUG_SET));
      const before = lab.sql('SELECT @@GLOBAL.max_connections').trim();
      // MariaDB's smallest allowed value is 10: the lab fills all of them.
      lab.sql('SET GLOBAL max_connections = 1');
      const limit = Number(lab.sql('SELECT @@GLOBAL.max_connections').trim());
      const release = await holdDbConnections(lab, limit);
      try {
        const front = await guest.get('/');
        return {limit, front: front.text, log: short(lab, debugLog())};
      } finally {
        await release();
        lab.sql(`SET GLOBAL max_connections = ${before}`);
      }
    },
    expect: [
      {field: 'front', shows: 'Ошибка установки соединения с базой данных'},
      {
        field: 'log',
        shows:
          /PHP Warning: {2}mysqli_real_connect\(\): \(HY000\/1040\): Too many connections in \/home\/user\/example\.ru\/wp-includes\/class-wpdb\.php on line \d+/,
        says: '`mysqli_real_connect(): (HY000/1040): Too many connections`',
      },
    ],
  },
  {
    name: 'trebovaniya-php-nizhe-trebuemoj',
    entry:
      '`Your server is running PHP version … but WordPress 7.1 requires at least 7.4.`',
    claim:
      'PHP ниже требуемой версии (в лаборатории: требование в version.php поднято до 8.3 при PHP 8.2): сайт на русском отвечает 500 и одной строкой по-английски.',
    async run({lab, guest}) {
      editVersion(
        lab,
        "$required_php_version = '7.4';",
        "$required_php_version = '8.3';",
      );
      const front = await guest.get('/');
      const admin = await guest.get('/wp-admin/');
      return {status: front.status, front: front.text, admin: admin.text};
    },
    expect: [
      {field: 'status', shows: 500},
      {
        field: 'front',
        shows:
          /^Your server is running PHP version 8\.2\.\d+ but WordPress 7\.1 requires at least 8\.3\.$/,
        says: 'Your server is running PHP version 7.3.33 but WordPress 7.1 requires at least 7.4.',
      },
      {
        field: 'admin',
        shows: /^Your server is running PHP version/,
        says: 'WordPress выводит её до загрузки перевода, поэтому и на русском сайте она по-английски',
      },
    ],
  },
  {
    name: 'trebovaniya-obnovlenie-nevozmozhno',
    entry:
      '`Your server is running PHP version … but WordPress 7.1 requires at least 7.4.`',
    claim:
      'Обновление требует PHP новее, чем у сайта (в лаборатории: предложение WordPress 7.2 с PHP 8.3 при PHP 8.2): «Консоль → Обновления» пишет, что обновление невозможно.',
    async run({lab, admin}) {
      addMuPlugin(
        lab,
        'kb-update-offer',
        `add_filter( 'pre_site_transient_update_core', function () {
	return (object) array(
		'updates'         => array(
			(object) array(
				'response'        => 'upgrade',
				'download'        => 'https://downloads.wordpress.org/release/ru_RU/wordpress-7.2.zip',
				'locale'          => 'ru_RU',
				'packages'        => (object) array( 'full' => 'https://downloads.wordpress.org/release/ru_RU/wordpress-7.2.zip', 'no_content' => false, 'new_bundled' => false, 'partial' => false, 'rollback' => false ),
				'current'         => '7.2',
				'version'         => '7.2',
				'php_version'     => '8.3',
				'mysql_version'   => '5.5.5',
				'new_bundled'     => '6.7',
				'partial_version' => false,
			),
		),
		'last_checked'    => time(),
		'version_checked' => '7.1',
		'translations'    => array(),
	);
}, 20 );`,
      );
      await admin.login();
      const page = await admin.get('/wp-admin/update-core.php');
      return {page: page.text};
    },
    expect: [
      {
        field: 'page',
        shows:
          /Обновление невозможно, так как WordPress 7\.2 требует PHP версии 8\.3 или новее\. Ваша версия PHP - 8\.2\.\d+\./,
        says: 'Обновление невозможно, так как WordPress 7.1 требует PHP версии 7.4 или новее. Ваша версия PHP - 7.3.33.',
      },
    ],
  },
  {
    name: 'trebovaniya-php-ustarela',
    entry: ':msg[Требуется обновление PHP] в консоли',
    claim:
      'WordPress.org отвечает, что версия PHP сайта без обновлений безопасности (в лаборатории — про PHP 8.2): «Здоровье сайта» — критическая проблема «Ваш сайт работает на устаревшей версии PHP (…)», в консоли — блок «Рекомендуется обновление PHP».',
    async run({lab, admin}) {
      phpCheckAnswer(
        lab,
        "array( 'recommended_version' => '8.3', 'minimum_version' => '7.4', 'is_supported' => false, 'is_secure' => false, 'is_acceptable' => false )",
      );
      const test = wpEval(lab, PHP_TEST);
      await admin.login();
      const dashboard = await admin.get('/wp-admin/');
      return {test, dashboard: dashboard.text};
    },
    expect: [
      {
        field: 'test',
        shows:
          /^critical\|Ваш сайт работает на устаревшей версии PHP \(8\.2\.\d+\), которая не получает обновлений безопасности\. Её следует обновить\.$/,
        says: ':msg[Ваш сайт работает на устаревшей версии PHP (8.0.30), которая не получает обновлений безопасности. Её следует обновить.]',
      },
      {
        field: 'dashboard',
        shows: 'Рекомендуется обновление PHP',
        says: 'второй — на более новых версиях, которые wordpress.org считает устаревшими',
      },
      {
        field: 'dashboard',
        shows: (text) =>
          !text.includes('Требуется обновление PHP') || 'есть «Требуется»',
      },
    ],
  },
  {
    name: 'trebovaniya-php-trebuetsya',
    entry: ':msg[Требуется обновление PHP] в консоли',
    claim:
      'На PHP ниже 8.0 консоль показывает блок «Требуется обновление PHP».',
    cannot:
      'В лаборатории только PHP 8.2, а WordPress сравнивает с 8.0 саму версию PHP (PHP_VERSION), не ответ WordPress.org. Сверено с wp_check_php_version() в wp-admin/includes/misc.php и wp_dashboard_setup() в wp-admin/includes/dashboard.php WordPress 7.1.',
    says: 'так написано в функции `wp_check_php_version()` WordPress 7.1',
  },
  {
    name: 'trebovaniya-php-net-svyazi',
    entry: ':msg[Требуется обновление PHP] в консоли',
    claim:
      'Сайт не может спросить WordPress.org о версии PHP (внешние запросы закрыты): «Здоровье сайта» пишет «Невозможно определить состояние текущей версии PHP (…)», блока о PHP в консоли нет.',
    async run({lab, admin}) {
      phpCheckAnswer(lab, null);
      const test = wpEval(lab, PHP_TEST);
      await admin.login();
      const dashboard = await admin.get('/wp-admin/');
      return {test, dashboard: dashboard.text};
    },
    expect: [
      {
        field: 'test',
        shows:
          /^recommended\|Невозможно определить состояние текущей версии PHP \(8\.2\.\d+\)$/,
        says: ':msg[Невозможно определить состояние текущей версии PHP (8.2.32)]',
      },
      {
        field: 'dashboard',
        shows: (text) =>
          !/обновление PHP/.test(text) || 'в консоли есть блок о PHP',
        says: 'если сайт может связаться с wordpress.org',
      },
    ],
  },
  {
    name: 'trebovaniya-net-mysqli',
    entry: 'WordPress не видит расширение MySQL',
    claim:
      'PHP без расширения mysqli: вместо сайта по-русски сообщение об отсутствующем расширении MySQL и просьба проверить mysqli.',
    async run({lab, guest}) {
      await restartPhpWithout(lab, ['mysqli']);
      const front = await guest.get('/');
      return {status: front.status, front: front.text};
    },
    expect: [
      {field: 'status', shows: 500},
      {
        field: 'front',
        shows:
          'Похоже, в вашей конфигурации PHP отсутствует расширение MySQL, необходимое для работы WordPress.',
      },
      {
        field: 'front',
        shows: 'Убедитесь, что расширение PHP mysqli установлено и включено.',
      },
    ],
  },
  {
    name: 'trebovaniya-net-obyazatelnogo-rasshireniya',
    entry: 'WordPress не видит расширение MySQL',
    claim:
      'Нет расширения из списка обязательных (в лаборатории: в список version.php добавлено несуществующее kb_lab_missing, потому что json и hash в PHP 8 не выключаются): код 500 и строка по-английски.',
    async run({lab, guest}) {
      editVersion(lab, "\t'hash',\n", "\t'hash',\n\t'kb_lab_missing',\n");
      const front = await guest.get('/');
      return {status: front.status, front: front.text};
    },
    expect: [
      {field: 'status', shows: 500},
      {
        field: 'front',
        shows: 'WordPress 7.1 requires the kb_lab_missing PHP extension.',
        says: '`WordPress 7.1 requires the json PHP extension.`',
      },
    ],
  },
  {
    name: 'trebovaniya-pamyat-40m',
    entry: 'Ошибка «Allowed memory size … exhausted»',
    claim:
      'memory_limit = 32M: WordPress поднимает его до 40M, страница, которой нужно 60 МБ, падает с Allowed memory size of 41943040 bytes; после WP_MEMORY_LIMIT 128M открывается.',
    async run({lab, guest, debugLog}) {
      withoutUserRegistration(lab);
      editConfig(lab, replaceDebugLine(SAFE_DEBUG_SET));
      memoryHog(lab);
      await lab.restartPhp({memory_limit: '32M'});
      const plain = await guest.get('/');
      const broken = await guest.get('/?kb_mb=60');
      const log = short(lab, debugLog());
      editConfig(lab, aboveSettings("define( 'WP_MEMORY_LIMIT', '128M' );"));
      const fixed = await guest.get('/?kb_mb=60');
      return {
        plain: plain.status,
        status: broken.status,
        page: broken.text,
        log,
        fixed: fixed.status,
      };
    },
    expect: [
      {field: 'status', shows: 500},
      {
        field: 'page',
        shows: CRITICAL,
        says: 'сайт показывает :msg[На сайте возникла критическая ошибка.]',
      },
      {
        field: 'log',
        shows:
          /PHP Fatal error: {2}Allowed memory size of 41943040 bytes exhausted \(tried to allocate \d+ bytes\) in \/home\/user\/example\.ru\/wp-content\/plugins\/example-plugin\/includes\/core\.php on line 3/,
        says: 'Allowed memory size of 41943040 bytes exhausted',
      },
      {
        field: 'fixed',
        shows: 200,
        says: 'Поднимите `WP_MEMORY_LIMIT`',
      },
    ],
  },
  {
    name: 'trebovaniya-pamyat-gde-smotret',
    claim:
      '«Здоровье сайта»: раздел «Константы WordPress» показывает WP_MEMORY_LIMIT, как он записан в wp-config.php, а строка PHP memory limit раздела «Сервер» — лимит, с которым работают страницы: при memory_limit 128M и WP_MEMORY_LIMIT 256M — 256M, при memory_limit 512M — 512M.',
    async run({lab, admin, guest}) {
      limitsProbe(lab);
      editConfig(lab, aboveSettings("define( 'WP_MEMORY_LIMIT', '256M' );"));
      await admin.login();
      const rows = async () => {
        const text = await siteHealthInfo(admin);
        return {
          server: infoRow(text, 'PHP memory limit (лимит памяти для скриптов)'),
          constant: infoRow(text, 'WP_MEMORY_LIMIT'),
          front: (await guest.get('/')).headers['x-kb-memory-limit'],
        };
      };
      await lab.restartPhp({memory_limit: '128M'});
      const low = await rows();
      await lab.restartPhp({memory_limit: '512M'});
      const high = await rows();
      return {
        low: `${low.server} ${low.constant} ${low.front}`,
        high: `${high.server} ${high.constant} ${high.front}`,
      };
    },
    expect: [
      {
        field: 'low',
        shows: '256M 256M 256M',
        says: 'строка :ui[PHP memory limit (лимит памяти для скриптов)] раздела :ui[Сервер] — лимит, с которым работают страницы сайта',
      },
      {
        field: 'high',
        shows: '512M 256M 512M',
        says: 'Раздел :ui[Константы WordPress] показывает значение так, как оно записано в `wp-config.php`',
      },
    ],
  },
  {
    name: 'trebovaniya-opcache-ozhidanie',
    claim:
      'opcache.revalidate_freq = 60: WP_MEMORY_LIMIT, вписанный сразу после запроса, «Здоровье сайта» не видит, пока PHP не перечитает wp-config.php — через минуту.',
    async run({lab, admin}) {
      await lab.restartPhp({
        memory_limit: '128M',
        'opcache.revalidate_freq': '60',
      });
      await admin.login();
      const row = async () =>
        infoRow(
          await siteHealthInfo(admin),
          'PHP memory limit (лимит памяти для скриптов)',
        );
      const before = await row();
      const edited = performance.now();
      editConfig(lab, aboveSettings("define( 'WP_MEMORY_LIMIT', '256M' );"));
      const stale = await row();
      await new Promise((resolve) => setTimeout(resolve, 61000));
      const later = await row();
      return {
        before,
        stale,
        later,
        seconds: Math.round((performance.now() - edited) / 1000),
      };
    },
    expect: [
      {field: 'before', shows: '128M'},
      {
        field: 'stale',
        shows: '128M',
        says: 'PHP какое-то время выполняет прежнюю копию `wp-config.php`',
      },
      {
        field: 'later',
        shows: '256M',
        says: 'Подождите минуту и обновите страницу',
      },
    ],
  },
  {
    name: 'trebovaniya-php-v-ssh',
    claim:
      'PHP в SSH — PHP командной строки: php -v называет его версию, а настройки у него свои (max_execution_time 0, memory_limit из php.ini командной строки) и не совпадают со строками «Здоровья сайта».',
    async run({admin}) {
      await admin.login();
      const info = await siteHealthInfo(admin);
      const cli = (args) =>
        spawnSync('php', args, {encoding: 'utf8'}).stdout.trim();
      return {
        cliVersion: cli(['-v']).split('\n')[0],
        cliLimits: cli([
          '-r',
          "echo ini_get('max_execution_time'), ' ', ini_get('memory_limit');",
        ]),
        siteVersion: infoRow(info, 'Версия PHP'),
        siteLimits: `${infoRow(info, 'PHP time limit (лимит времени исполнения скриптов)')} ${infoRow(info, 'PHP memory limit (лимит памяти для скриптов)')}`,
      };
    },
    expect: [
      {
        field: 'cliVersion',
        shows: /^PHP 8\.2\.\d+ \(cli\)/,
        says: '`php -v`',
      },
      {
        field: 'siteVersion',
        shows: (value, r) =>
          r.cliVersion.startsWith(`PHP ${value} `) ||
          `сайт ${value}, SSH ${r.cliVersion}`,
        says: 'сверьте её со строкой :ui[Версия PHP]',
      },
      {
        field: 'cliLimits',
        shows: (value, r) =>
          (value.startsWith('0 ') && value !== r.siteLimits) ||
          `SSH ${value}, сайт ${r.siteLimits}`,
        says: 'у PHP командной строки нет лимита времени',
      },
    ],
  },
  {
    name: 'trebovaniya-php-v-ssh-drugaya-versiya',
    claim:
      'На хостинге с несколькими версиями PHP команда php в SSH запускает не ту версию, что выбрана для сайта.',
    cannot:
      'В лаборатории одна версия PHP (8.2), и php в командной строке — та же программа, что у сайта; сценарий trebovaniya-php-v-ssh показывает только, что настройки командной строки свои.',
    says: 'Сайт работает на версии, выбранной в панели',
  },
  {
    name: 'trebovaniya-sitemap-simplexml',
    entry:
      'Карта сайта: :msg[Создание XML-карты сайта невозможно, так как отсутствует расширение SimpleXML]',
    claim:
      'PHP без расширения SimpleXML (постоянные ссылки /%postname%/, правила сервера как у WordPress в .htaccess): wp-sitemap.xml отвечает кодом 501 и сообщением об отсутствующем расширении.',
    async run({lab, guest}) {
      wpEval(
        lab,
        "update_option( 'permalink_structure', '/%postname%/' ); flush_rewrite_rules();",
      );
      await restartPhpWithout(
        lab,
        ['simplexml'],
        {},
        {router: permalinkRouter(lab)},
      );
      const map = await guest.get('/wp-sitemap.xml');
      return {status: map.status, text: map.html};
    },
    expect: [
      {
        field: 'status',
        shows: 501,
        says: 'Поисковики при этом получают код ответа 501.',
      },
      {
        field: 'text',
        shows:
          'Создание XML-карты сайта невозможно, так как отсутствует расширение SimpleXML',
      },
    ],
  },
];
