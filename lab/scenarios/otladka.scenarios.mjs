// What «Как безопасно включить отладку WordPress» says happens, reproduced.
import {Browser} from './client.mjs';
import {
  SAFE_DEBUG_SET,
  addPlugin,
  aboveSettings,
  belowSettings,
  editConfig,
  replaceDebugLine,
  wpEval,
} from './faults.mjs';

export const article =
  'docs/wordpress/vklyuchenie-otladki-v-wordpress-esli-nuzhno.mdx';

/** A plugin whose main file stops PHP with a fatal error on every request. */
const FATAL = 'kb_lab_undefined_function();';
/** A plugin that leaves a PHP warning in the page's footer. */
const WARNING =
  "add_action( 'wp_footer', function () { $list = array(); echo $list['missing']; } );";

/**
 * User Registration, built from its repository, lacks its blocks' metadata
 * and raises a notice on every page once WP_DEBUG is on: a lab artefact, not
 * something a site with the plugin from WordPress.org shows. Scenarios that
 * read PHP's messages on a page switch it off first.
 */
function withoutUserRegistration(lab) {
  wpEval(
    lab,
    "deactivate_plugins('user-registration/user-registration.php', true);",
  );
}

const count = (n) => (mail) =>
  mail.length === n ||
  `писем: ${mail.length} (${mail.map((m) => m.subject).join('; ')})`;

export const scenarios = [
  {
    name: 'otladka-kriticheskaya-oshibka',
    entry: [
      'Вместо сайта сообщение о критической ошибке',
      'Письмо режима восстановления не приходит',
    ],
    claim:
      'Плагин с фатальной ошибкой: сайт отвечает 500 без письма, страница входа — текстом о почте и письмом; ссылка из письма, вход, приостановленный плагин.',
    async run({lab, guest, admin, mail}) {
      addPlugin(lab, 'slomannyj-plagin', 'Сломанный плагин', FATAL);
      const front = await guest.get('/');
      const afterFront = mail().length;
      const login = await admin.get('/wp-login.php');
      const letters = mail();
      // A second failure on a protected page the same day.
      await guest.get('/wp-login.php');
      const afterSecond = mail().length;
      const link = /https?:\/\/\S*enter_recovery_mode\S*/.exec(
        letters[0]?.text ?? '',
      )?.[0];
      const recovery = link ? await admin.get(link) : {text: ''};
      const loggedIn = link ? await admin.login() : {text: ''};
      const plugins = await admin.get(
        '/wp-admin/plugins.php?plugin_status=paused',
      );
      return {
        frontStatus: front.status,
        front: front.text,
        mailAfterFront: afterFront,
        loginStatus: login.status,
        login: login.text,
        mail: letters,
        subject: letters[0]?.subject ?? '',
        body: letters[0]?.text ?? '',
        afterSecond,
        recovery: recovery.text,
        admin: loggedIn.text,
        plugins: plugins.text,
      };
    },
    expect: [
      {field: 'frontStatus', shows: 500, says: 'отвечает кодом 500'},
      {field: 'front', shows: 'На сайте возникла критическая ошибка.'},
      {
        field: 'front',
        shows: 'Узнайте больше про решение проблем с WordPress.',
      },
      {
        field: 'mailAfterFront',
        shows: 0,
        says: 'Письмо уходит только после ошибки в админке или на странице входа.',
      },
      {field: 'loginStatus', shows: 500},
      {
        field: 'login',
        shows:
          'На сайте произошла критическая ошибка. Пожалуйста, проверьте почтовый ящик администратора сайта для получения инструкций.',
      },
      {
        field: 'mail',
        shows: count(1),
        says: 'WordPress отправляет письмо со ссылкой на режим восстановления',
      },
      {field: 'subject', shows: 'На сайте возникли технические проблемы'},
      {
        field: 'subject',
        shows: /^\[Мой сайт\] /,
        says: 'с названием сайта в квадратных скобках',
      },
      {
        field: 'body',
        shows: 'Сломанный плагин',
        says: 'В письме указан плагин или тема, где случилась ошибка',
      },
      {field: 'body', shows: 'rm_token=', says: 'rm_token=…&rm_key=…'},
      {
        field: 'afterSecond',
        shows: 1,
        says: 'Новое письмо WordPress отправляет не чаще раза в сутки.',
      },
      {
        field: 'recovery',
        shows:
          'Режим восстановления инициализирован. Пожалуйста войдите для продолжения.',
      },
      {
        field: 'admin',
        shows:
          'Используется режим восстановления. Это означает, что возможно возникла ошибка с темой или плагином.',
      },
      {field: 'plugins', shows: 'Приостановленные (1)'},
      {
        field: 'plugins',
        shows:
          'Код плагина не мог быть корректно загружен и приостановлен в режиме восстановления.',
      },
      {field: 'admin', shows: 'Выйти из режима восстановления'},
    ],
  },
  {
    name: 'otladka-oshibki-vidny-posetitelyam',
    entry: 'Посетители видят ошибки PHP на страницах',
    claim:
      'WP_DEBUG без WP_DEBUG_DISPLAY: предупреждение PHP на странице и в «Здоровье сайта»; безопасный набор убирает его со страницы и пишет в debug.log.',
    async run({lab, guest, debugLog}) {
      withoutUserRegistration(lab);
      addPlugin(lab, 'preduprezhdenie', 'Плагин с предупреждением', WARNING);
      editConfig(lab, replaceDebugLine("define( 'WP_DEBUG', true );"));
      const shown = await guest.get('/');
      const health = wpEval(
        lab,
        "echo WP_Site_Health::get_instance()->get_test_is_in_debug_mode()['label'];",
      );
      editConfig(lab, (text) =>
        text.replace("define( 'WP_DEBUG', true );", SAFE_DEBUG_SET),
      );
      const hidden = await guest.get('/');
      return {
        shown: shown.text,
        health,
        hidden: hidden.text,
        debugLog: debugLog(),
      };
    },
    expect: [
      {
        field: 'shown',
        shows: /Warning: .+ in \/.+ on line \d+/,
        says: 'Warning: … in /home/… on line …',
      },
      {
        field: 'health',
        shows: 'Настройки сайта позволяют отображение ошибок для посетителей',
      },
      {
        field: 'hidden',
        shows: (text) =>
          !/Warning:/.test(text) || text.slice(text.indexOf('Warning'), 200),
        says: "define( 'WP_DEBUG_DISPLAY', false );",
      },
      {
        field: 'debugLog',
        shows: /PHP Warning: .+ on line \d+/,
        says: 'Этот набор пишет ошибки в журнал и ничего не показывает посетителям',
      },
    ],
  },
  {
    name: 'otladka-konstanta-dvazhdy',
    entry: 'Константы будто не действуют',
    claim:
      'WP_DEBUG объявлена дважды выше wp-settings.php: предупреждение в журнале PHP, работает первое значение.',
    async run({lab, guest, phpLog}) {
      withoutUserRegistration(lab);
      addPlugin(lab, 'preduprezhdenie', 'Плагин с предупреждением', WARNING);
      editConfig(lab, aboveSettings("define( 'WP_DEBUG', true );"));
      const page = await guest.get('/');
      return {log: phpLog(), page: page.text};
    },
    expect: [
      {
        field: 'log',
        shows:
          /PHP Warning: {2}Constant WP_DEBUG already defined in .+ on line \d+/,
        says: 'PHP Warning:  Constant WP_DEBUG already defined in … on line …',
      },
      {
        field: 'page',
        shows: (text) => !/Warning:/.test(text) || 'на странице есть Warning',
        says: 'работает первое значение',
      },
    ],
  },
  {
    name: 'otladka-konstanta-nizhe-wp-settings',
    entry: 'Константы будто не действуют',
    claim:
      'define( WP_DEBUG ) ниже require_once wp-settings.php: WordPress уже объявил константу, и PHP 8 пишет то же предупреждение; отладка не включается.',
    async run({lab, guest, phpLog}) {
      withoutUserRegistration(lab);
      addPlugin(lab, 'preduprezhdenie', 'Плагин с предупреждением', WARNING);
      editConfig(lab, (text) =>
        belowSettings("define( 'WP_DEBUG', true );")(
          text.replace("define( 'WP_DEBUG', false );\n", ''),
        ),
      );
      const page = await guest.get('/');
      return {log: phpLog(), page: page.text};
    },
    expect: [
      {
        field: 'log',
        shows:
          /PHP Warning: {2}Constant WP_DEBUG already defined in .+wp-config\.php on line \d+/,
        says: "ниже строки `require_once ABSPATH . 'wp-settings.php';`, в журнале то же предупреждение",
      },
      {
        field: 'page',
        shows: (text) => !/Warning:/.test(text) || 'на странице есть Warning',
        says: 'отладка так и не включилась',
      },
    ],
  },
  {
    name: 'otladka-false-v-kavychkah',
    entry: 'Константы будто не действуют',
    claim:
      "define( 'WP_DEBUG', 'false' ) включает отладку: предупреждения видны на странице.",
    async run({lab, guest}) {
      withoutUserRegistration(lab);
      addPlugin(lab, 'preduprezhdenie', 'Плагин с предупреждением', WARNING);
      editConfig(lab, replaceDebugLine("define( 'WP_DEBUG', 'false' );"));
      const page = await guest.get('/');
      return {page: page.text};
    },
    expect: [
      {
        field: 'page',
        shows: /Warning: .+ on line \d+/,
        says: "`define( 'WP_DEBUG', 'false' );` отладку **включает**",
      },
    ],
  },
  {
    name: 'otladka-net-tochki-s-zapyatoj',
    entry: 'После правки wp-config.php сайт не открывается',
    claim:
      'Нет точки с запятой в wp-config.php: код 500, пустая страница, Parse error в журнале PHP, debug.log не появляется.',
    async run({lab, guest, phpLog, debugLog}) {
      editConfig(
        lab,
        replaceDebugLine(
          "define( 'WP_DEBUG', true )\ndefine( 'WP_DEBUG_LOG', true );",
        ),
      );
      const page = await guest.get('/');
      return {
        status: page.status,
        page: page.text,
        log: phpLog(),
        debugLog: debugLog(),
      };
    },
    expect: [
      {field: 'status', shows: 500, says: 'ошибку 500'},
      {
        field: 'page',
        shows: (text) => text === '' || text,
        says: 'пустую страницу',
      },
      {
        field: 'log',
        shows:
          /PHP Parse error: {2}syntax error, unexpected identifier "define" in .+wp-config\.php on line \d+/,
        says: 'PHP Parse error:  syntax error, unexpected identifier "define" in',
      },
      {field: 'debugLog', shows: '', says: 'в `debug.log` её нет'},
    ],
  },
  {
    name: 'otladka-tipografskie-kavychki',
    entry: 'После правки wp-config.php сайт не открывается',
    claim:
      'Типографские кавычки вокруг имени константы: Fatal error «Undefined constant» в журнале PHP.',
    async run({lab, guest, phpLog}) {
      editConfig(lab, replaceDebugLine('define( ‘WP_DEBUG’, true );'));
      const page = await guest.get('/');
      return {status: page.status, log: phpLog()};
    },
    expect: [
      {field: 'status', shows: 500},
      {
        field: 'log',
        shows:
          /PHP Fatal error: {2}Uncaught Error: Undefined constant "‘WP_DEBUG’" in .+wp-config\.php:\d+/,
        says: 'PHP Fatal error:  Uncaught Error: Undefined constant "‘WP_DEBUG’" in',
      },
    ],
  },
  {
    name: 'otladka-bom-headers-sent',
    entry: 'Не получается войти: «headers already sent»',
    claim:
      'Метка BOM в начале wp-config.php при безопасном наборе: с буфером вывода PHP (output_buffering = 4096, как в php.ini-production) вход работает, без буфера (0) — страница входа про cookies и headers already sent с wp-config.php:1 в debug.log.',
    async run({lab, admin, debugLog}) {
      withoutUserRegistration(lab);
      editConfig(
        lab,
        (text) => `\uFEFF${replaceDebugLine(SAFE_DEBUG_SET)(text)}`,
      );
      await lab.restartPhp({output_buffering: '4096'});
      const buffered = await admin.login();
      const bufferedLog = debugLog();
      await lab.restartPhp({output_buffering: '0'});
      const fresh = new Browser(lab.url);
      const unbuffered = await fresh.login();
      return {
        buffered: buffered.text,
        bufferedLog,
        page: unbuffered.text,
        debugLog: debugLog(),
      };
    },
    expect: [
      {
        field: 'buffered',
        shows: 'Консоль',
        says: 'При `output_buffering = 4096` такая метка входу не мешает',
      },
      {
        field: 'bufferedLog',
        shows: (log) => !/headers already sent/.test(log) || log,
        says: 'При `output_buffering = 4096` такая метка входу не мешает',
      },
      {
        field: 'page',
        shows: 'Cookies заблокированы из-за неожиданного вывода на экран.',
      },
      {
        field: 'debugLog',
        shows:
          /PHP Warning: {2}Cannot modify header information - headers already sent by \(output started at .+wp-config\.php:1\) in .+wp-login\.php on line \d+/,
        says: 'headers already sent by (output started at /home/user/example.ru/wp-config.php:1)',
      },
    ],
  },
  {
    name: 'otladka-ajax-rest-bez-vyvoda',
    claim:
      'При WP_DEBUG_DISPLAY = true ответ REST API не содержит ошибок PHP, а debug.log — содержит.',
    async run({lab, guest, debugLog}) {
      addPlugin(
        lab,
        'preduprezhdenie-rest',
        'Предупреждение в REST',
        "add_action( 'rest_api_init', function () { $list = array(); echo $list['missing']; } );",
      );
      editConfig(
        lab,
        replaceDebugLine(
          "define( 'WP_DEBUG', true );\ndefine( 'WP_DEBUG_LOG', true );\ndefine( 'WP_DEBUG_DISPLAY', true );",
        ),
      );
      const rest = await guest.get('/wp-json/');
      return {rest: rest.html.slice(0, 2000), debugLog: debugLog()};
    },
    expect: [
      {
        field: 'rest',
        shows: (text) => !/Warning/.test(text) || text.slice(0, 300),
        says: 'WordPress выключает вывод ошибок даже при `WP_DEBUG_DISPLAY` со значением `true`',
      },
      {field: 'debugLog', shows: /PHP Warning/, says: 'В журнал они попадают'},
    ],
  },
  {
    name: 'otladka-zdorove-debug-log',
    claim:
      'При WP_DEBUG_LOG = true «Здоровье сайта» предупреждает о журнале, доступном публично; с выключенной отладкой проверка пройдена.',
    async run({lab}) {
      editConfig(lab, replaceDebugLine(SAFE_DEBUG_SET));
      const on = wpEval(
        lab,
        "$r = WP_Site_Health::get_instance()->get_test_is_in_debug_mode(); echo $r['status'], '|', $r['label'];",
      );
      editConfig(lab, (text) =>
        text.replace(SAFE_DEBUG_SET, "define( 'WP_DEBUG', false );"),
      );
      const off = wpEval(
        lab,
        "$r = WP_Site_Health::get_instance()->get_test_is_in_debug_mode(); echo $r['status'], '|', $r['label'];",
      );
      return {on, off};
    },
    expect: [
      {
        field: 'on',
        shows:
          'critical|Ваш сайт записывает ошибки в файл, возможно доступный публично',
        says: 'показывает критическую проблему :msg[Ваш сайт записывает ошибки в файл, возможно доступный публично]',
      },
      {
        field: 'off',
        shows: 'good|Ваш сайт не настроен на отдачу отладочной информации',
        says: 'проверка :msg[Ваш сайт не настроен на отдачу отладочной информации] теперь в списке :ui[Пройденные тесты]',
      },
    ],
  },
  {
    name: 'otladka-wp-cli-anchor',
    claim:
      'wp config set в файле без английского комментария отвечает «Unable to locate placement anchor».',
    cannot:
      'WP-CLI нет среди пакетов Debian и реестра npm, а скачать его phar здесь нельзя; ответ взят из исходного кода wp-cli/config-command.',
  },
];
