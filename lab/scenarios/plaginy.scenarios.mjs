// What «Как установить, обновить и отключить плагин WordPress» says happens,
// reproduced on the lab.
import {Browser} from './client.mjs';
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
  isActive,
  link,
  makeUnwritable,
  makeZip,
  mountFull,
  pluginFile,
  screen,
  showMustUseTab,
  submenu,
  uploadZip,
  wporgStandIn,
} from './plaginy-lib.mjs';
import {withChromium, writeRouter} from './admin-lib.mjs';
import {spawnSync} from 'node:child_process';
import {randomBytes} from 'node:crypto';
import {
  cpSync,
  existsSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

export const article = 'docs/wordpress/rabota-s-plaginami.mdx';

const CRITICAL =
  ':msg[На сайте возникла критическая ошибка.] после установки или обновления';
const LETTER = 'Письмо :msg[На сайте возникли технические проблемы]';
const MU = 'Ошибка не уходит, даже когда отключены все плагины';
const DISALLOW = 'Нет пунктов :ui[Добавить плагин] и :ui[Обновления]';

/** A plugin whose main file stops PHP with a fatal error on every request. */
const FATAL = 'kb_lab_undefined_function();';

const count = (n) => (mail) =>
  mail.length === n ||
  `писем: ${mail.length} (${mail.map((m) => m.subject).join('; ')})`;

/**
 * Clicks «Выйти из режима восстановления». WordPress answers with a redirect
 * that deletes the recovery cookie with a date a year back; client.mjs keeps
 * such a cookie (it only knows 1970), so the click is made by hand and the
 * cookie dropped, as a browser would.
 */
async function leaveRecoveryMode(admin, page) {
  const url = link(page, /action=exit_recovery_mode/);
  await fetch(url, {
    redirect: 'manual',
    headers: {
      cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    },
  });
  for (const name of [...admin.cookies.keys()]) {
    if (name.startsWith('wordpress_rec_')) admin.cookies.delete(name);
  }
  return admin.get('/wp-admin/');
}

/** Runs `action` while the plugin's folder is renamed away. */
function withoutPlugin(lab, slug, action) {
  const dir = path.join(lab.wp, 'wp-content/plugins', slug);
  renameSync(dir, `${dir}.away`);
  try {
    return action();
  } finally {
    renameSync(`${dir}.away`, dir);
  }
}

/**
 * run.mjs reads the four lab plugins' main files after a scenario (their
 * versions for the report): a renamed folder gets its name back once the
 * record is taken.
 */
function restoreName(lab, folder) {
  const dir = path.join(lab.wp, 'wp-content/plugins', folder);
  if (existsSync(`${dir}.off`)) renameSync(`${dir}.off`, dir);
}

const recoveryLink = (letter) =>
  /https?:\/\/\S*enter_recovery_mode\S*/.exec(letter?.text ?? '')?.[0];

export const scenarios = [
  {
    name: 'plaginy-kriticheskaya-oshibka',
    entry: [CRITICAL, LETTER],
    claim:
      'Плагин с фатальной ошибкой: сайт отвечает 500 с сообщением о критической ошибке и письма не шлёт; письмо уходит, когда ошибка случается в админке.',
    async run({lab, guest, mail}) {
      addPlugin(lab, 'slomannyj-plagin', 'Сломанный плагин', FATAL);
      const front = await guest.get('/');
      const afterFront = mail().length;
      const adminPage = await guest.get('/wp-admin/');
      const letters = mail();
      return {
        frontStatus: front.status,
        front: front.text,
        afterFront,
        adminStatus: adminPage.status,
        mail: letters,
        subject: letters[0]?.subject ?? '',
        body: letters[0]?.text ?? '',
      };
    },
    expect: [
      {field: 'frontStatus', shows: 500},
      {field: 'front', shows: 'На сайте возникла критическая ошибка.'},
      {
        field: 'afterFront',
        shows: 0,
        says: 'Ошибка, которая видна только на страницах сайта, письма не вызывает',
      },
      {
        field: 'mail',
        shows: count(1),
        says: 'откройте `https://example.ru/wp-admin/`, чтобы WordPress его отправил',
      },
      {
        field: 'subject',
        shows: '[Мой сайт] На сайте возникли технические проблемы',
        says: 'На сайте возникли технические проблемы',
      },
      {
        field: 'body',
        shows: 'Сломанный плагин',
        says: 'В письме названы плагин или тема с ошибкой',
      },
    ],
  },
  {
    name: 'plaginy-rezhim-vosstanovleniya',
    entry: LETTER,
    claim:
      'Письмо уходит на RECOVERY_MODE_EMAIL; по ссылке и после входа плагин приостановлен только для администратора, посетители видят ошибку; второе письмо в тот же день не уходит; деактивация и выход из режима чинят сайт, а новая ошибка после выхода шлёт письмо сразу.',
    async run({lab, guest, admin, mail}) {
      editConfig(
        lab,
        aboveSettings(
          "define( 'RECOVERY_MODE_EMAIL', 'support@example.com' );",
        ),
      );
      addPlugin(lab, 'slomannyj-plagin', 'Сломанный плагин', FATAL);
      await guest.get('/wp-login.php');
      const letters = mail();
      await new Browser(lab.url).get('/wp-admin/');
      const afterSecond = mail().length;
      const recovery = await admin.get(recoveryLink(letters[0]));
      const loggedIn = await admin.login();
      const paused = await admin.get(
        '/wp-admin/plugins.php?plugin_status=paused',
      );
      const visitor = await new Browser(lab.url).get('/');
      const deactivated = await admin.get(
        link(paused, /action=deactivate&plugin=slomannyj-plagin/),
      );
      const exit = await leaveRecoveryMode(admin, deactivated);
      const after = await new Browser(lab.url).get('/');
      // A new failure after the exit: the daily limit is gone.
      addPlugin(lab, 'vtoroj-slomannyj', 'Второй сломанный плагин', FATAL);
      await new Browser(lab.url).get('/wp-admin/');
      const all = mail();
      return {
        to: letters[0]?.to ?? '',
        mail: letters,
        afterSecond,
        recovery: recovery.text,
        admin: loggedIn.text,
        paused: screen(paused.text),
        visitorStatus: visitor.status,
        deactivated: screen(deactivated.text),
        exit: screen(exit.text),
        afterStatus: after.status,
        afterExit: all.length,
        lastSubject: all.at(-1)?.subject ?? '',
        lastBody: all.at(-1)?.text ?? '',
      };
    },
    expect: [
      {
        field: 'to',
        shows: 'support@example.com',
        says: 'в ящике из константы `RECOVERY_MODE_EMAIL` в `wp-config.php`, если она задана',
      },
      {
        field: 'afterSecond',
        shows: 1,
        says: 'WordPress отправляет такое письмо не чаще раза в сутки',
      },
      {
        field: 'recovery',
        shows:
          'Режим восстановления инициализирован. Пожалуйста войдите для продолжения.',
      },
      {
        field: 'paused',
        shows: 'Приостановленные (1)',
      },
      {
        field: 'visitorStatus',
        shows: 500,
        says: 'Посетители по-прежнему видят ошибку.',
      },
      {
        field: 'deactivated',
        shows: 'Плагин деактивирован.',
        says: 'Нажмите :ui[Деактивировать] под этим плагином.',
      },
      {field: 'admin', shows: 'Выйти из режима восстановления'},
      {
        field: 'afterStatus',
        shows: 200,
        says: 'Нажмите :ui[Выйти из режима восстановления] в верхней панели и проверьте сайт.',
      },
      {
        field: 'afterExit',
        shows: 2,
        says: 'Выход из режима восстановления снимает ограничение, и при новой ошибке письмо придёт сразу.',
      },
      {
        field: 'lastBody',
        shows: 'Второй сломанный плагин',
        says: 'при новой ошибке письмо придёт сразу',
      },
      {
        field: 'exit',
        shows: (text) =>
          !text.includes('Используется режим восстановления') || text,
        says: ':ui[Выйти из режима восстановления]',
      },
    ],
  },
  {
    name: 'plaginy-ssylka-den',
    entry: LETTER,
    claim:
      'Ссылка из письма действует сутки: через 24 часа она открывает страницу «Recovery key expired.» (по-английски: WordPress проверяет ссылку до загрузки перевода)',
    async run({lab, guest, admin, mail}) {
      addPlugin(lab, 'slomannyj-plagin', 'Сломанный плагин', FATAL);
      await guest.get('/wp-admin/');
      const letter = mail()[0];
      // The key as it is a day and a minute after the letter (wp-eval
      // loads the plugins, so the broken one steps aside meanwhile).
      withoutPlugin(lab, 'slomannyj-plagin', () =>
        wpEval(
          lab,
          "$k = get_option('recovery_keys'); foreach ($k as &$r) { $r['created_at'] -= DAY_IN_SECONDS + 60; } update_option('recovery_keys', $k);",
        ),
      );
      const page = await admin.get(recoveryLink(letter));
      return {letter: letter?.text ?? '', page: page.text};
    },
    expect: [
      {
        field: 'letter',
        shows:
          'В целях безопасности действие этой ссылки истекает через 1 день.',
        says: 'Ссылка действует один день',
      },
      {
        // WordPress checks the link (wp-settings.php, recovery mode) before
        // it loads its translations: the page is in English on a ru_RU site.
        field: 'page',
        shows: 'Recovery key expired.',
        says: 'позже вместо входа откроется страница с ошибкой на английском языке, даже на русском сайте',
      },
    ],
  },
  {
    name: 'plaginy-pereimenovat-papku',
    entry: CRITICAL,
    claim:
      'Папка плагина с фатальной ошибкой переименована в .off: сайт открывается; первый заход в «Плагины» называет плагин и причину, второй — уже нет; плагин из папки .off стоит в списке выключенным со ссылкой «Активировать».',
    async run({lab, guest, admin}) {
      const main = path.join(
        lab.wp,
        'wp-content/plugins/contact-form-7/wp-contact-form-7.php',
      );
      // A broken update: the plugin's main file now stops PHP.
      writeFileSync(
        main,
        readFileSync(main, 'utf8').replace(
          "define( 'WPCF7_VERSION'",
          `${FATAL}\ndefine( 'WPCF7_VERSION'`,
        ),
      );
      const broken = await guest.get('/');
      renameSync(
        path.join(lab.wp, 'wp-content/plugins/contact-form-7'),
        path.join(lab.wp, 'wp-content/plugins/contact-form-7.off'),
      );
      const front = await guest.get('/');
      await admin.login();
      const first = await admin.get('/wp-admin/plugins.php');
      const second = await admin.get('/wp-admin/plugins.php');
      const row = screen(second.text);
      restoreName(lab, 'contact-form-7');
      return {
        brokenStatus: broken.status,
        frontStatus: front.status,
        first: screen(first.text),
        second: row,
        help: first.text,
        row: around(row, 'Выбрать Contact Form 7', 120),
      };
    },
    expect: [
      {field: 'brokenStatus', shows: 500},
      {
        field: 'frontStatus',
        shows: 200,
        says: 'Откройте сайт и админку — они должны заработать.',
      },
      {
        field: 'first',
        shows:
          'Плагин contact-form-7/wp-contact-form-7.php был деактивирован из-за ошибки: Файл плагина не найден.',
      },
      {
        field: 'second',
        shows: (text) =>
          !text.includes('был деактивирован из-за ошибки') || text,
        says: 'Сообщение появляется один раз',
      },
      {
        field: 'row',
        shows: 'Contact Form 7 Активировать',
        says: 'Плагин из папки `contact-form-7.off` остаётся в списке выключенным',
      },
      {
        field: 'help',
        shows:
          'Если с плагином что-то пойдёт не так, и вы не сможете использовать WordPress, удалите или переименуйте этот файл в папке',
      },
    ],
  },
  {
    name: 'plaginy-pereimenovat-plugins',
    entry: CRITICAL,
    claim:
      'Папка plugins переименована: «Плагины» называет каждый плагин с причиной «Файл плагина не найден.»; после возврата имени все плагины выключены.',
    async run({lab, guest, admin}) {
      const plugins = path.join(lab.wp, 'wp-content/plugins');
      renameSync(plugins, `${plugins}.off`);
      const front = await guest.get('/');
      await admin.login();
      const first = await admin.get('/wp-admin/plugins.php');
      renameSync(`${plugins}.off`, plugins);
      const back = await admin.get('/wp-admin/plugins.php');
      return {
        frontStatus: front.status,
        first: screen(first.text),
        back: screen(back.text),
      };
    },
    expect: [
      {field: 'frontStatus', shows: 200},
      {
        field: 'first',
        shows: (text) =>
          (
            text.match(
              /был деактивирован из-за ошибки: Файл плагина не найден\./g,
            ) ?? []
          ).length === 4 || text.slice(0, 600),
        says: 'Для каждого плагина WordPress напишет, что он деактивирован из-за ошибки :msg[Файл плагина не найден.]',
      },
      {
        field: 'back',
        shows: /Все \(4\) \| Неактивные \(4\)/,
        says: 'Все плагины останутся деактивированными.',
      },
    ],
  },
  {
    name: 'plaginy-mu-plugin-fatalnaya',
    entry: MU,
    claim:
      'mu-plugin хостинга с фатальной ошибкой: сайт, админка и вход отвечают 500, письма нет, переименование папки plugins не помогает, переименование файла mu-plugin помогает.',
    async run({lab, guest, mail, phpLog}) {
      addMuPlugin(
        lab,
        'host-cache',
        '/**\n * Plugin Name: Кеш хостинга\n */\nkb_host_cache_start();',
      );
      const front = await guest.get('/');
      const adminPage = await guest.get('/wp-admin/');
      const login = await guest.get('/wp-login.php');
      const plugins = path.join(lab.wp, 'wp-content/plugins');
      renameSync(plugins, `${plugins}.off`);
      const withoutPlugins = await guest.get('/');
      renameSync(`${plugins}.off`, plugins);
      const file = path.join(lab.wp, 'wp-content/mu-plugins/host-cache.php');
      renameSync(file, `${file}.off`);
      const fixed = await guest.get('/');
      return {
        frontStatus: front.status,
        front: front.text,
        adminStatus: adminPage.status,
        login: login.text,
        mail: mail(),
        withoutPlugins: withoutPlugins.status,
        fixed: fixed.status,
        log: phpLog(),
      };
    },
    expect: [
      {field: 'frontStatus', shows: 500},
      {field: 'front', shows: 'На сайте возникла критическая ошибка.'},
      {
        field: 'adminStatus',
        shows: 500,
        says: 'сайт, админка и страница входа по-прежнему показывают',
      },
      {
        field: 'login',
        shows: 'На сайте возникла критическая ошибка.',
        says: 'сайт, админка и страница входа по-прежнему показывают :msg[На сайте возникла критическая ошибка.]',
      },
      {
        field: 'mail',
        shows: count(0),
        says: 'и письма о режиме восстановления нет',
      },
      {
        field: 'withoutPlugins',
        shows: 500,
        says: 'переименование папки `plugins` не помогает',
      },
      {
        field: 'log',
        shows:
          /PHP Fatal error: {2}Uncaught Error: Call to undefined function kb_host_cache_start\(\) in \/.+\/wp-content\/mu-plugins\/host-cache\.php:5/,
        says: '/wp-content/mu-plugins/',
      },
      {
        field: 'fixed',
        shows: 200,
        says: 'переименуйте этот файл, добавив к имени `.off`',
      },
    ],
  },
  {
    name: 'plaginy-mu-plugin-neobhodimye',
    entry: MU,
    claim:
      'mu-plugin, который ломает только страницы сайта: админка работает, плагин виден на вкладке «Необходимые» без ссылки «Деактивировать».',
    async run({lab, guest, admin, mail}) {
      addMuPlugin(
        lab,
        'host-cache',
        '/**\n * Plugin Name: Кеш хостинга\n * Description: Ускоряет сайт.\n */\nadd_action( "template_redirect", function () { kb_host_cache_start(); } );',
      );
      showMustUseTab(lab);
      const front = await guest.get('/');
      await admin.login();
      const all = await admin.get('/wp-admin/plugins.php');
      const mustUse = await admin.get(
        '/wp-admin/plugins.php?plugin_status=mustuse',
      );
      const page = screen(mustUse.text);
      return {
        frontStatus: front.status,
        tabs: around(screen(all.text), 'Все (', 120),
        mustUse: page,
        all: screen(all.text),
        row: around(page, 'Кеш хостинга', 60),
        mail: mail(),
      };
    },
    expect: [
      {field: 'frontStatus', shows: 500},
      {field: 'tabs', shows: 'Необходимые (1)', says: ':ui[Необходимые (1)]'},
      {
        field: 'mustUse',
        shows:
          'Файлы в каталоге /wp-content/mu-plugins выполняются автоматически.',
      },
      {
        field: 'row',
        shows: (row) =>
          (row.startsWith('Кеш хостинга Ускоряет сайт.') &&
            !row.includes('Деактивировать')) ||
          row,
        says: 'ссылки :ui[Деактивировать] у него нет',
      },
      {
        field: 'all',
        shows: (text) => !text.includes('Кеш хостинга') || text,
        says: 'В общем списке плагинов его нет',
      },
      {field: 'mail', shows: count(0)},
    ],
  },
  {
    name: 'plaginy-aktivaciya-fatalnaya',
    entry:
      ':msg[Плагин не был активирован, потому что он вызвал фатальную ошибку.]',
    claim:
      'Активация плагина с фатальной ошибкой: сообщение, под ним текст ошибки PHP, плагин выключен, сайт работает, ошибка в журнале PHP.',
    async run({lab, guest, admin, phpLog}) {
      addPlugin(lab, 'novyj-plagin', 'Новый плагин', FATAL, {activate: false});
      await admin.login();
      const list = await admin.get('/wp-admin/plugins.php');
      const result = await admin.get(
        link(list, /action=activate&plugin=novyj-plagin/),
      );
      const front = await guest.get('/');
      return {
        page: screen(result.text),
        active: isActive(lab, 'novyj-plagin/novyj-plagin.php'),
        frontStatus: front.status,
        log: phpLog(),
      };
    },
    expect: [
      {
        field: 'page',
        shows:
          'Плагин не был активирован, потому что он вызвал фатальную ошибку.',
      },
      {
        field: 'active',
        shows: false,
        says: 'оставил плагин выключенным',
      },
      {field: 'frontStatus', shows: 200, says: 'сайт работает как раньше'},
      {
        field: 'log',
        shows:
          /PHP Fatal error: {2}Uncaught Error: .+ in \/.+\/wp-content\/plugins\/novyj-plagin\//,
        says: '`PHP Fatal error`',
      },
    ],
  },
  {
    name: 'plaginy-net-prav-na-zapis',
    entry: ':msg[Не удалось создать директорию.]',
    claim:
      'PHP не может писать в wp-content/plugins: «Не удалось создать директорию.» и «Установка плагина не удалась.»; не может писать в wp-content: форма «Информация для соединения».',
    async run({lab, admin}) {
      const zip = readFileSync(
        makeZip(lab, 'primer-plagina.zip', {
          'primer-plagina/primer-plagina.php': pluginFile(
            'Пример плагина',
            '1.0',
          ),
        }),
      );
      await admin.login();
      const content = path.join(lab.wp, 'wp-content');
      let plugins;
      let whole;
      let release = makeUnwritable([path.join(content, 'plugins')]);
      try {
        plugins = await uploadZip(admin, 'plugin', 'primer-plagina.zip', zip);
      } finally {
        release();
      }
      release = makeUnwritable([content]);
      try {
        whole = await uploadZip(admin, 'plugin', 'primer-plagina.zip', zip);
      } finally {
        release();
      }
      return {plugins: screen(plugins.text), content: screen(whole.text)};
    },
    expect: [
      {
        field: 'plugins',
        shows:
          /Не удалось создать директорию\. \/.+\/wp-content\/plugins\/primer-plagina\/ Установка плагина не удалась\./,
        says: 'WordPress сообщает :msg[Не удалось создать директорию.]',
      },
      {field: 'plugins', shows: 'Установка плагина не удалась.'},
      {
        field: 'content',
        shows: 'Информация для соединения',
        says: 'форму :ui[Информация для соединения]',
      },
    ],
  },
  {
    name: 'plaginy-mesto-na-diske',
    entry: ':msg[Не удалось создать директорию.]',
    claim:
      'Место кончилось. Квота (папка распаковки полна, диск в целом свободен): установка из архива — «Не удалось скопировать файл.» и путь. Почти полный диск: автоматическое обновление отказывается с ошибкой «Не удалось скопировать файлы. Вероятно, закончилось место на диске.», а в письме администратору причины нет.',
    async run({lab, admin, mail}) {
      const zip = readFileSync(
        makeZip(lab, 'primer-plagina.zip', {
          'primer-plagina/primer-plagina.php': pluginFile(
            'Пример плагина',
            '1.0',
          ),
          'primer-plagina/assets/data.txt': 'x'.repeat(200_000),
        }),
      );
      await admin.login();
      const content = path.join(lab.wp, 'wp-content');
      let quota;
      let unmount = mountFull(path.join(content, 'upgrade'), '32k');
      try {
        quota = await uploadZip(admin, 'plugin', 'primer-plagina.zip', zip);
      } finally {
        unmount();
      }
      // A disk almost full: wp-content on its own small tmpfs, with less
      // free space than 2.1 times the unpacked update.
      wpEval(lab, "deactivate_plugins('wp-mail-smtp/wp_mail_smtp.php', true);");
      addPlugin(lab, 'staryj-plagin', 'Старый плагин', '');
      const pkg = makeZip(lab, 'staryj-plagin-1.1.zip', {
        'staryj-plagin/staryj-plagin.php': pluginFile('Старый плагин', '1.1'),
        'staryj-plagin/assets/data.txt': 'x'.repeat(400_000),
      });
      wporgStandIn(lab, {
        plugins: {
          'staryj-plagin/staryj-plagin.php': {version: '1.1', package: pkg},
        },
      });
      editConfig(lab, (text) =>
        text.replace("define( 'AUTOMATIC_UPDATER_DISABLED', true );\n", ''),
      );
      wpEval(
        lab,
        "update_site_option('auto_update_plugins', array('staryj-plagin/staryj-plagin.php'));",
      );
      const copy = path.join(lab.work, 'wp-content-copy');
      cpSync(content, copy, {recursive: true});
      const used = Number(
        spawnSync('du', ['-sk', copy], {encoding: 'utf8'}).stdout.split(
          '\t',
        )[0],
      );
      let background;
      unmount = mountFull(content, `${used + 4096}k`);
      try {
        cpSync(copy, content, {recursive: true});
        const free = Number(
          spawnSync('df', ['-k', '--output=avail', content], {
            encoding: 'utf8',
          })
            .stdout.trim()
            .split('\n')[1],
        );
        spawnSync('fallocate', [
          '-l',
          `${free - 600}k`,
          path.join(content, 'filler'),
        ]);
        // The cron run, and the reason WordPress keeps for itself.
        background = wpEval(
          lab,
          `add_filter('wp_doing_cron', '__return_true');
          add_action('automatic_updates_complete', function ($r) {
            foreach ($r['plugin'] ?? array() as $u) {
              echo wp_json_encode(array(
                'result' => is_wp_error($u->result) ? $u->result->get_error_message() : $u->result,
                'messages' => $u->messages,
              ), JSON_UNESCAPED_UNICODE);
            }
          });
          wp_maybe_auto_update();`,
        );
      } finally {
        unmount();
      }
      const letters = mail();
      return {
        quota: screen(quota.text),
        background,
        subject: letters.at(-1)?.subject ?? '',
        body: letters.at(-1)?.text ?? '',
      };
    },
    expect: [
      {
        field: 'quota',
        shows:
          /Не удалось скопировать файл\. primer-plagina\/assets\/data\.txt/,
        says: ':msg[Не удалось скопировать файл.]',
      },
      {
        field: 'background',
        shows:
          'Не удалось скопировать файлы. Вероятно, закончилось место на диске.',
      },
      {
        field: 'subject',
        shows: '[Мой сайт] Не удалась попытка обновления некоторых плагинов',
        says: 'Не удалась попытка обновления некоторых плагинов',
      },
      {
        field: 'body',
        shows: (text) =>
          (text.includes('Старый плагин (от версии 1.0 до 1.1)') &&
            !text.includes('место на диске')) ||
          text,
        says: 'но в письмо её не пишет',
      },
    ],
  },
  {
    name: 'plaginy-maintenance',
    entry: ':msg[Сайт ненадолго закрыт на техническое обслуживание.]',
    claim:
      'Файл .maintenance: сайт и админка отвечают 503 с сообщением; через 10 минут после начала обновления WordPress его не учитывает.',
    async run({lab, guest}) {
      const file = path.join(lab.wp, '.maintenance');
      writeFileSync(file, '<?php $upgrading = time(); ?>');
      const front = await guest.get('/');
      const adminPage = await guest.get('/wp-admin/');
      writeFileSync(file, '<?php $upgrading = time() - 601; ?>');
      const later = await guest.get('/');
      return {
        status: front.status,
        front: front.text,
        adminStatus: adminPage.status,
        admin: adminPage.text,
        later: later.status,
      };
    },
    expect: [
      {field: 'status', shows: 503},
      {
        field: 'front',
        shows:
          'Сайт ненадолго закрыт на техническое обслуживание. Зайдите через минуту.',
      },
      {
        field: 'admin',
        shows: 'Сайт ненадолго закрыт на техническое обслуживание.',
        says: 'Сайт и админка показывают только',
      },
      {
        field: 'later',
        shows: 200,
        says: 'WordPress перестаёт его учитывать через 10 минут после начала обновления',
      },
    ],
  },
  {
    name: 'plaginy-obnovlenie',
    claim:
      'Обновление активного плагина с экрана «Обновления»: строка «Доступна свежая версия» в списке плагинов, кнопка «Обновить плагины»; во время обновления есть .maintenance и посетители видят сообщение; после обновления файла нет.',
    async run({lab, guest, admin}) {
      addPlugin(lab, 'primer-plagina', 'Пример плагина', '');
      const pkg = makeZip(lab, 'primer-plagina-1.1.zip', {
        'primer-plagina/primer-plagina.php': pluginFile(
          'Пример плагина',
          '1.1',
        ),
      });
      wporgStandIn(lab, {
        plugins: {
          'primer-plagina/primer-plagina.php': {version: '1.1', package: pkg},
        },
      });
      // What a visitor gets while WordPress installs the new files.
      addMuPlugin(
        lab,
        'kb-lab-during-update',
        `add_filter( 'upgrader_pre_install', function ( $r ) {
	$res = wp_remote_get( home_url( '/' ), array( 'timeout' => 20 ) );
	update_option( 'kb_during_update', array(
		'maintenance' => file_exists( ABSPATH . '.maintenance' ),
		'status'      => wp_remote_retrieve_response_code( $res ),
		'body'        => wp_strip_all_tags( wp_remote_retrieve_body( $res ) ),
	) );
	return $r;
}, 99 );`,
      );
      await admin.login();
      const list = await admin.get('/wp-admin/plugins.php');
      const updates = await admin.get('/wp-admin/update-core.php');
      const form =
        /<form[^>]+name="upgrade-plugins"[\s\S]*?<\/form>/.exec(
          updates.html,
        )?.[0] ?? '';
      const started = await admin.get(
        '/wp-admin/update-core.php?action=do-plugin-upgrade',
        {
          method: 'POST',
          body: new URLSearchParams({
            _wpnonce: /name="_wpnonce" value="([^"]+)"/.exec(form)?.[1] ?? '',
            'checked[]': 'primer-plagina/primer-plagina.php',
          }),
        },
      );
      const frame = /<iframe src="([^"]+)"/.exec(started.html)?.[1];
      const progress = await admin.get(
        new URL(frame.replace(/&amp;/g, '&'), started.url).href,
      );
      const during = JSON.parse(
        wpEval(lab, "echo wp_json_encode(get_option('kb_during_update'));"),
      );
      const front = await guest.get('/');
      return {
        list: around(screen(list.text), 'Доступна свежая версия', 200),
        updates: screen(updates.text),
        progress: progress.text,
        during,
        after: existsSync(path.join(lab.wp, '.maintenance')),
        frontStatus: front.status,
        version: wpEval(
          lab,
          "echo get_plugin_data(WP_PLUGIN_DIR . '/primer-plagina/primer-plagina.php')['Version'];",
        ),
      };
    },
    expect: [
      {
        field: 'list',
        shows:
          'Доступна свежая версия Пример плагина. Можно посмотреть информацию о версии 1.1 или обновить сейчас.',
        says: ':msg[Доступна свежая версия] со ссылками :msg[посмотреть информацию о версии] и :msg[обновить сейчас]',
      },
      {field: 'updates', shows: 'Обновить плагины'},
      {
        field: 'during',
        shows: (d) =>
          (d?.maintenance === true && d.status === 503) || JSON.stringify(d),
        says: 'создаёт в корневой папке сайта файл `.maintenance`',
      },
      {
        field: 'during',
        shows: (d) =>
          d?.body?.includes(
            'Сайт ненадолго закрыт на техническое обслуживание. Зайдите через минуту.',
          ) || JSON.stringify(d),
        says: 'посетители видят сообщение :msg[Сайт ненадолго закрыт на техническое обслуживание. Зайдите через минуту.]',
      },
      {field: 'after', shows: false, says: 'После обновления файл удаляется.'},
      {
        field: 'version',
        shows: (v) => v === '1.1' || v,
        says: 'Обновляйте плагины по одному',
      },
      {field: 'frontStatus', shows: 200},
    ],
  },
  {
    name: 'plaginy-zamena-iz-arhiva',
    claim:
      'Архив уже установленного плагина: «Плагин уже установлен.», таблица версий и кнопка «Заменить текущую версию загруженной», после неё — новая версия.',
    async run({lab, admin}) {
      addPlugin(lab, 'primer-plagina', 'Пример плагина', '');
      const zip = readFileSync(
        makeZip(lab, 'primer-plagina.zip', {
          'primer-plagina/primer-plagina.php': pluginFile(
            'Пример плагина',
            '1.1',
          ),
        }),
      );
      await admin.login();
      const page = await uploadZip(admin, 'plugin', 'primer-plagina.zip', zip);
      const replaced = await admin.get(link(page, /overwrite=update-plugin/));
      return {
        page: screen(page.text),
        replaced: screen(replaced.text),
        version: wpEval(
          lab,
          "echo get_plugin_data(WP_PLUGIN_DIR . '/primer-plagina/primer-plagina.php')['Version'];",
        ),
      };
    },
    expect: [
      {field: 'page', shows: 'Плагин уже установлен.'},
      {
        field: 'page',
        shows:
          /Текущий Загружен Название плагина Пример плагина Пример плагина Версия 1\.0 1\.1/,
        says: 'таблицу с версиями текущего и загруженного плагина',
      },
      {field: 'page', shows: 'Заменить текущую версию загруженной'},
      {
        field: 'version',
        shows: (v) => v === '1.1' || v,
        says: 'Сверьте номера версий и нажмите :ui[Заменить текущую версию загруженной]',
      },
    ],
  },
  {
    name: 'plaginy-avtoobnovleniya',
    claim:
      'Столбец «Автоматические обновления» со ссылкой «Включить автоматические обновления» есть у плагинов из каталога, у плагина не из каталога ссылки нет; константа AUTOMATIC_UPDATER_DISABLED убирает столбец.',
    async run({lab, admin}) {
      addPlugin(lab, 'svoj-plagin', 'Свой плагин', '');
      wporgStandIn(lab, {outside: ['svoj-plagin/svoj-plagin.php']});
      await admin.login();
      const disabled = await admin.get('/wp-admin/plugins.php');
      editConfig(lab, (text) =>
        text.replace("define( 'AUTOMATIC_UPDATER_DISABLED', true );\n", ''),
      );
      const enabled = await admin.get('/wp-admin/plugins.php');
      const toggled = await admin.get(
        link(enabled, /action=enable-auto-update&plugin=flamingo/),
      );
      const list = screen(enabled.text);
      return {
        disabled: screen(disabled.text),
        enabled: list,
        flamingo: around(list, 'Выбрать Flamingo', 400),
        own: around(list, 'Выбрать Свой плагин', 200),
        toggled: around(screen(toggled.text), 'Выбрать Flamingo', 400),
      };
    },
    expect: [
      {
        field: 'disabled',
        shows: (text) =>
          !text.includes('Автоматические обновления') || text.slice(0, 400),
        says: 'константа `AUTOMATIC_UPDATER_DISABLED`',
      },
      {field: 'enabled', shows: 'Автоматические обновления'},
      {field: 'flamingo', shows: 'Включить автоматические обновления'},
      {
        field: 'own',
        shows: (row) => !row.includes('автоматические обновления') || row,
        says: 'Ссылка есть только у плагинов, которые WordPress умеет обновлять сам',
      },
      {field: 'toggled', shows: 'Отключить автоматические обновления'},
      {
        field: 'enabled',
        shows:
          'Включить автоматические обновления Отключить автоматические обновления',
        says: 'обе команды есть и в списке массовых действий',
      },
    ],
  },
  {
    name: 'plaginy-avtoobnovlenie-otkat',
    claim:
      'Автообновление принесло фатальную ошибку: WordPress возвращает прежнюю версию и пишет письмо «[Мой сайт] Не удалась попытка обновления некоторых плагинов».',
    async run({lab, guest, mail}) {
      // The letter goes through PHP's mail(): the lab's WP Mail SMTP points
      // at a server that does not exist.
      wpEval(lab, "deactivate_plugins('wp-mail-smtp/wp_mail_smtp.php', true);");
      addPlugin(lab, 'primer-plagina', 'Пример плагина', '');
      const pkg = makeZip(lab, 'primer-plagina-1.1.zip', {
        'primer-plagina/primer-plagina.php': pluginFile(
          'Пример плагина',
          '1.1',
          FATAL,
        ),
      });
      wporgStandIn(lab, {
        plugins: {
          'primer-plagina/primer-plagina.php': {version: '1.1', package: pkg},
        },
      });
      editConfig(lab, (text) =>
        text.replace("define( 'AUTOMATIC_UPDATER_DISABLED', true );\n", ''),
      );
      wpEval(
        lab,
        "update_site_option('auto_update_plugins', array('primer-plagina/primer-plagina.php'));",
      );
      // What WordPress's cron runs twice a day (wp_version_check).
      wpEval(
        lab,
        "add_filter('wp_doing_cron', '__return_true'); wp_maybe_auto_update();",
      );
      const letters = mail();
      const front = await guest.get('/');
      return {
        mail: letters,
        subject: letters.at(-1)?.subject ?? '',
        body: letters.at(-1)?.text ?? '',
        version: wpEval(
          lab,
          "echo get_plugin_data(WP_PLUGIN_DIR . '/primer-plagina/primer-plagina.php')['Version'];",
        ),
        frontStatus: front.status,
      };
    },
    expect: [
      {
        field: 'subject',
        shows: '[Мой сайт] Не удалась попытка обновления некоторых плагинов',
        says: 'Не удалась попытка обновления некоторых плагинов',
      },
      {
        field: 'version',
        shows: '1.0',
        says: 'WordPress возвращает прежнюю версию плагина',
      },
      {field: 'frontStatus', shows: 200},
    ],
  },
  {
    name: 'plaginy-udalenie',
    claim:
      'Ссылка «Удалить» есть только у выключенного плагина; по ней WordPress переспрашивает: «Вы уверены, что хотите удалить Flamingo?», а у плагина со своей процедурой удаления (uninstall.php, как у Contact Form 7) — «Вы уверены, что хотите удалить плагин Contact Form 7 и его данные?»; после подтверждения папки плагина нет (окно браузера, нажатия в Chromium).',
    async run({lab, admin}) {
      addPlugin(lab, 'staryj-plagin', 'Старый плагин', '', {activate: false});
      // Its own removal routine: uninstall.php deletes its settings.
      writeFileSync(
        path.join(lab.wp, 'wp-content/plugins/staryj-plagin/uninstall.php'),
        "<?php\ndefined( 'WP_UNINSTALL_PLUGIN' ) || exit;\ndelete_option( 'staryj_plagin_nastrojki' );\n",
      );
      wpEval(lab, "update_option('staryj_plagin_nastrojki', 'да');");
      await admin.login();
      const list = await admin.get('/wp-admin/plugins.php');
      const text = screen(list.text);
      wpEval(
        lab,
        "deactivate_plugins(array('flamingo/flamingo.php', 'contact-form-7/wp-contact-form-7.php'), true);",
      );
      const dialogs = await withChromium(lab, async ({page}) => {
        const out = {};
        for (const [slug, file, accept] of [
          ['flamingo', 'flamingo/flamingo.php', false],
          ['contact-form-7', 'contact-form-7/wp-contact-form-7.php', false],
          ['staryj-plagin', 'staryj-plagin/staryj-plagin.php', true],
        ]) {
          await page.goto(`${lab.url}/wp-admin/plugins.php`, {
            waitUntil: 'load',
          });
          const asked = new Promise((resolve) => {
            page.once('dialog', async (d) => {
              resolve(d.message());
              await (accept ? d.accept() : d.dismiss());
            });
          });
          await page.click(`tr[data-plugin="${file}"] .delete a`);
          out[slug] = await Promise.race([
            asked,
            new Promise((r) => setTimeout(() => r('(окна нет)'), 10000)),
          ]);
          if (accept) {
            await page
              .waitForSelector(`tr[data-plugin="${file}"]`, {
                state: 'detached',
                timeout: 20000,
              })
              .catch(() => {});
          }
        }
        return out;
      });
      return {
        active: around(text, 'Выбрать Flamingo', 60),
        inactive: around(text, 'Выбрать Старый плагин', 60),
        simple: dialogs.flamingo,
        withData: dialogs['contact-form-7'],
        kept: existsSync(path.join(lab.wp, 'wp-content/plugins/flamingo')),
        own: dialogs['staryj-plagin'],
        deleted: !existsSync(
          path.join(lab.wp, 'wp-content/plugins/staryj-plagin'),
        ),
        settings: wpEval(
          lab,
          "echo get_option('staryj_plagin_nastrojki', '(нет)');",
        ),
      };
    },
    expect: [
      {
        field: 'active',
        shows: (row) => !row.includes('Удалить') || row,
        says: 'Ссылка :ui[Удалить] есть только у деактивированного плагина.',
      },
      {
        field: 'inactive',
        shows: 'Активировать | Удалить',
        says: 'Ссылка :ui[Удалить] есть только у деактивированного плагина.',
      },
      {field: 'simple', shows: 'Вы уверены, что хотите удалить Flamingo?'},
      {
        field: 'withData',
        shows:
          'Вы уверены, что хотите удалить плагин Contact Form 7 и его данные?',
      },
      {
        field: 'kept',
        shows: true,
        says: 'WordPress переспрашивает',
      },
      {
        field: 'deleted',
        shows: true,
        says: '**Удаление** стирает файлы плагина.',
      },
      {
        field: 'own',
        shows:
          'Вы уверены, что хотите удалить плагин Старый плагин и его данные?',
        says: 'Если у плагина есть своя процедура удаления, вопрос другой',
      },
      {
        field: 'settings',
        shows: '(нет)',
        says: 'После подтверждения WordPress запустит эту процедуру',
      },
    ],
  },
  {
    name: 'plaginy-upload-post-max-size',
    entry: ':msg[Ссылка, по которой вы перешли, устарела.] при загрузке архива',
    claim:
      'Архив больше post_max_size: «Ссылка, по которой вы перешли, устарела.» и «Пожалуйста, попробуйте ещё раз.»; «Здоровье сайта» показывает ограничение; предупреждение PHP в журнале.',
    async run({lab, admin, phpLog}) {
      await lab.restartPhp({post_max_size: '1M', upload_max_filesize: '2M'});
      const zip = readFileSync(
        makeZip(lab, 'bolshoj-plagin.zip', {
          'bolshoj-plagin/bolshoj-plagin.php': pluginFile(
            'Большой плагин',
            '1.0',
          ),
          'bolshoj-plagin/assets/data.bin': randomBytes(1_500_000),
        }),
      );
      await admin.login();
      const page = await uploadZip(admin, 'plugin', 'bolshoj-plagin.zip', zip);
      const info = await admin.get('/wp-admin/site-health.php?tab=debug');
      return {
        status: page.status,
        page: page.text,
        info: around(info.text, 'PHP post max size', 120),
        log: phpLog(),
      };
    },
    expect: [
      {field: 'page', shows: 'Ссылка, по которой вы перешли, устарела.'},
      {field: 'page', shows: 'Пожалуйста, попробуйте ещё раз.'},
      {
        field: 'info',
        shows: 'PHP post max size (максимальный размер POST-запроса) 1M',
        says: 'PHP post max size (максимальный размер POST-запроса)',
      },
      {
        field: 'log',
        shows:
          /PHP Warning: {2}POST Content-Length of \d+ bytes exceeds the limit of 1048576 bytes in Unknown on line 0/,
        says: 'сервер отбрасывает всю отправленную форму вместе с её защитным кодом',
      },
    ],
  },
  {
    name: 'plaginy-forma-ustarela',
    entry: ':msg[Ссылка, по которой вы перешли, устарела.] при загрузке архива',
    claim:
      'Форму загрузки держали открытой дольше срока её защитного кода: то же сообщение (срок сокращён до секунд фильтром nonce_life).',
    async run({lab, admin}) {
      addMuPlugin(
        lab,
        'kb-lab-short-nonce',
        "add_filter( 'nonce_life', function () { return 2; } );",
      );
      const zip = readFileSync(
        makeZip(lab, 'primer-plagina.zip', {
          'primer-plagina/primer-plagina.php': pluginFile(
            'Пример плагина',
            '1.0',
          ),
        }),
      );
      await admin.login();
      const form = await admin.get('/wp-admin/plugin-install.php?tab=upload');
      await new Promise((r) => setTimeout(r, 3000));
      const body = new FormData();
      body.append(
        '_wpnonce',
        /name="_wpnonce" value="([^"]+)"/.exec(form.html)[1],
      );
      body.append('pluginzip', new Blob([zip]), 'primer-plagina.zip');
      const page = await admin.get(
        '/wp-admin/update.php?action=upload-plugin',
        {
          method: 'POST',
          body,
        },
      );
      return {page: page.text};
    },
    expect: [
      {
        field: 'page',
        shows: 'Ссылка, по которой вы перешли, устарела.',
        says: 'защитный код формы действует не больше суток',
      },
    ],
  },
  {
    name: 'plaginy-upload-max-filesize',
    entry:
      ':msg[Загруженный файл превышает директиву upload_max_filesize в php.ini.]',
    claim:
      'Архив меньше post_max_size, но больше upload_max_filesize: «Загруженный файл превышает директиву upload_max_filesize в php.ini.»',
    async run({lab, admin}) {
      await lab.restartPhp({post_max_size: '8M', upload_max_filesize: '1M'});
      const zip = readFileSync(
        makeZip(lab, 'bolshoj-plagin.zip', {
          'bolshoj-plagin/bolshoj-plagin.php': pluginFile(
            'Большой плагин',
            '1.0',
          ),
          'bolshoj-plagin/assets/data.bin': randomBytes(1_500_000),
        }),
      );
      await admin.login();
      const page = await uploadZip(admin, 'plugin', 'bolshoj-plagin.zip', zip);
      return {page: screen(page.text)};
    },
    expect: [
      {
        field: 'page',
        shows:
          'Загруженный файл превышает директиву upload_max_filesize в php.ini.',
      },
    ],
  },
  {
    name: 'plaginy-arhiv-nesovmestim',
    entry: ':msg[Архив несовместим.]',
    claim:
      'Файл с расширением .zip, который не zip-архив: «Архив несовместим.»',
    async run({admin}) {
      await admin.login();
      const page = await uploadZip(
        admin,
        'plugin',
        'plagin.zip',
        Buffer.from('Rar!\u001a\u0007\u0000 это не zip-архив'),
      );
      return {page: screen(page.text)};
    },
    expect: [{field: 'page', shows: 'Архив несовместим.'}],
  },
  {
    name: 'plaginy-arhiv-v-arhive',
    entry:
      ':msg[Архив не удалось установить.] :msg[Корректных плагинов не найдено.]',
    claim:
      'Архив из магазина: документация и zip плагина внутри — «Архив не удалось установить. Корректных плагинов не найдено.»',
    async run({lab, admin}) {
      const inner = readFileSync(
        makeZip(lab, 'primer-plagina.zip', {
          'primer-plagina/primer-plagina.php': pluginFile(
            'Пример плагина',
            '1.0',
          ),
        }),
      );
      const outer = readFileSync(
        makeZip(lab, 'primer-plagina-package.zip', {
          'documentation/index.html': '<h1>Документация</h1>',
          'primer-plagina.zip': inner,
        }),
      );
      await admin.login();
      const page = await uploadZip(
        admin,
        'plugin',
        'primer-plagina-package.zip',
        outer,
      );
      return {page: screen(page.text)};
    },
    expect: [
      {
        field: 'page',
        shows: 'Архив не удалось установить. Корректных плагинов не найдено.',
        says: ':msg[Архив не удалось установить.] :msg[Корректных плагинов не найдено.]',
      },
    ],
  },
  {
    name: 'plaginy-net-svyazi-s-katalogom',
    entry:
      ':msg[Произошла непредвиденная ошибка.] на экране :ui[Добавить плагин]',
    claim:
      'С константой WP_HTTP_BLOCK_EXTERNAL (она задана в лаборатории) экран «Добавить плагин» вместо списка показывает «Произошла непредвиденная ошибка…».',
    async run({admin}) {
      await admin.login();
      const page = await admin.get('/wp-admin/plugin-install.php');
      return {page: screen(page.text)};
    },
    expect: [
      {
        field: 'page',
        shows:
          'Произошла непредвиденная ошибка. Возможно, что-то не так с сайтом WordPress.org или с настройками вашего сервера.',
      },
    ],
  },
  {
    name: 'plaginy-disallow-file-mods',
    entry: DISALLOW,
    claim:
      'DISALLOW_FILE_MODS: в меню нет «Добавить плагин» и «Обновления», у плагинов нет «Удалить», строка обновления без ссылки «обновить сейчас», адреса экранов установки, обновлений и редактора файлов плагинов отвечают «Извините, у вас нет доступа к этой странице.»',
    async run({lab, admin}) {
      const pkg = makeZip(lab, 'flamingo-9.0.zip', {
        'flamingo/flamingo.php': pluginFile('Flamingo', '9.0'),
      });
      wporgStandIn(lab, {
        plugins: {'flamingo/flamingo.php': {version: '9.0', package: pkg}},
      });
      await admin.login();
      const before = await admin.get('/wp-admin/plugins.php');
      editConfig(lab, aboveSettings("define( 'DISALLOW_FILE_MODS', true );"));
      const after = await admin.get('/wp-admin/plugins.php');
      const install = await admin.get('/wp-admin/plugin-install.php');
      const updates = await admin.get('/wp-admin/update-core.php');
      const editor = await admin.get('/wp-admin/plugin-editor.php');
      const menuBefore = adminMenu(before.text);
      const menuAfter = adminMenu(after.text);
      return {
        menuBefore: submenu(menuBefore, 'Плагины', 'Пользователи'),
        pluginsMenu: submenu(menuAfter, 'Плагины', 'Пользователи'),
        dashboardMenu: menuAfter.slice(0, 40),
        before: screen(before.text),
        after: screen(after.text),
        flamingo: around(screen(after.text), 'Выбрать Flamingo', 400),
        install: install.text,
        updates: updates.text,
        editor: editor.text,
      };
    },
    expect: [
      {
        field: 'menuBefore',
        shows: /Установленные Добавить плагин/,
        says: ':ui[Добавить плагин]',
      },
      {
        field: 'pluginsMenu',
        shows: (menu) =>
          menu === null || !menu.includes('Добавить плагин') || menu,
        says: 'В меню :ui[Плагины] нет пункта :ui[Добавить плагин]',
      },
      {
        field: 'dashboardMenu',
        shows: (menu) => !menu.includes('Обновления') || menu,
        says: 'в меню :ui[Консоль] нет пункта :ui[Обновления]',
      },
      {
        field: 'after',
        shows: (text) =>
          (!text.includes('Удалить') && !text.includes('Добавить плагин')) ||
          text.slice(0, 500),
        says: 'у плагинов нет ссылки :ui[Удалить]',
      },
      {
        field: 'before',
        shows: 'Доступна свежая версия Flamingo.',
        says: 'Доступна свежая версия',
      },
      {
        field: 'flamingo',
        shows: (row) => !row.includes('Доступна свежая версия') || row,
        says: 'строки :msg[Доступна свежая версия] под плагинами тоже нет',
      },
      {
        field: 'install',
        shows: 'Извините, у вас нет доступа к этой странице.',
        says: 'Если открыть адрес `/wp-admin/plugin-install.php` или `/wp-admin/update-core.php` напрямую, WordPress отвечает :msg[Извините, у вас нет доступа к этой странице.]',
      },
      {
        field: 'updates',
        shows: 'Извините, у вас нет доступа к этой странице.',
      },
      {
        field: 'editor',
        shows: 'Извините, у вас нет доступа к этой странице.',
        says: 'заодно убирает редакторы файлов',
      },
    ],
  },
  {
    name: 'plaginy-konflikt-massovoe-otklyuchenie',
    entry: 'Плагины конфликтуют между собой',
    claim:
      'Массовое действие «Деактивировать» в «Плагины → Установленные» выключает все отмеченные плагины, подозреваемый остаётся включённым.',
    async run({lab, admin}) {
      await admin.login();
      const list = await admin.get('/wp-admin/plugins.php');
      const others = [
        'flamingo/flamingo.php',
        'wp-mail-smtp/wp_mail_smtp.php',
        'user-registration/user-registration.php',
      ];
      const body = new URLSearchParams({
        _wpnonce: /name="_wpnonce" value="([^"]+)"/.exec(list.html)[1],
        action: 'deactivate-selected',
        plugin_status: 'all',
      });
      for (const file of others) body.append('checked[]', file);
      const done = await admin.get('/wp-admin/plugins.php', {
        method: 'POST',
        body,
      });
      return {
        page: screen(done.text),
        active: wpEval(lab, "echo implode(',', get_option('active_plugins'));"),
      };
    },
    expect: [
      {
        field: 'page',
        shows: 'Выбранные плагины деактивированы.',
        says: 'деактивируйте все плагины, кроме подозреваемого, массовым действием',
      },
      {
        field: 'active',
        shows: (list) =>
          list === 'contact-form-7/wp-contact-form-7.php' || list,
        says: 'деактивируйте все плагины, кроме подозреваемого',
      },
    ],
  },
  {
    name: 'plaginy-wp-cli',
    claim:
      'Команды WP-CLI: wp plugin list --status=active, wp plugin deactivate <slug> | --all [--exclude=…], глобальный --skip-plugins, wp maintenance-mode deactivate.',
    cannot:
      'WP-CLI нет в лаборатории, и взять его здесь негде: в Debian пакета нет (apt-cache search wp-cli — пусто), а в реестре npm ни один пакет не несёт wp-cli.phar (проверены npm pack wp-cli — обёртка для Node без phar, @wp-playground/cli, @wp-playground/tools, @wp-now/wp-now). Команды и параметры сверены с исходным кодом wp-cli/extension-command (Plugin_Command: list --status, deactivate --all --exclude), wp-cli/wp-cli (глобальный --skip-plugins, Runner) и wp-cli/maintenance-mode-command.',
    says: 'сверены с исходным кодом WP-CLI',
  },
  {
    name: 'plaginy-multisite',
    claim:
      'В сети сайтов (подкаталоги; сеть устроена так же, как её ставит экран «Установка сети», но на адресе лаборатории с портом) в меню «Плагины» админки отдельного сайта и на экране плагинов нет «Добавить плагин», его адрес уводит в админку сети; там, в «Управление сетью», пункт есть.',
    async run({lab, admin}) {
      const domain = new URL(lab.url).host;
      // What Инструменты → Установка сети does (network.php), with the
      // lab's address: WordPress's form refuses a port in it, a host's
      // sites have none, and the network itself works with one.
      const populated = wpEval(
        lab,
        `require_once ABSPATH . 'wp-admin/includes/upgrade.php';
        foreach ($wpdb->tables('ms_global') as $table => $prefixed) { $wpdb->$table = $prefixed; }
        install_network();
        $r = populate_network(1, '${domain}', get_option('admin_email'), 'Моя сеть', '/', false);
        echo is_wp_error($r) ? $r->get_error_message() : 'ok';`,
      );
      editConfig(
        lab,
        aboveSettings(
          [
            "define( 'WP_ALLOW_MULTISITE', true );",
            "define( 'MULTISITE', true );",
            "define( 'SUBDOMAIN_INSTALL', false );",
            `define( 'DOMAIN_CURRENT_SITE', '${domain}' );`,
            "define( 'PATH_CURRENT_SITE', '/' );",
            "define( 'SITE_ID_CURRENT_SITE', 1 );",
            "define( 'BLOG_ID_CURRENT_SITE', 1 );",
          ].join('\n'),
        ),
      );
      const created = wpEval(
        lab,
        `$id = wpmu_create_blog('${domain}', '/vtoroj/', 'Второй сайт', 1);
        echo is_wp_error($id) ? $id->get_error_message() : $id;`,
      );
      // The rules network.php gives for .htaccess (subdirectories): a
      // site's /vtoroj/wp-admin/… is the same wp-admin/….
      await lab.restartPhp(
        {},
        {
          router: writeRouter(
            lab,
            'router-multisite',
            `$root = $_SERVER['DOCUMENT_ROOT'];
$path = rawurldecode( parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );
if ( is_file( $root . $path ) ) {
	return false;
}
if ( preg_match( '#^/[_0-9a-zA-Z-]+(/wp-(?:content|admin|includes)(?:/.*)?|/[^/]+\\.php)$#', $path, $m ) ) {
	$target = $m[1];
	if ( is_dir( $root . $target ) ) {
		$target = rtrim( $target, '/' ) . '/index.php';
	}
	if ( is_file( $root . $target ) ) {
		if ( ! str_ends_with( $target, '.php' ) ) {
			header( 'Content-Type: ' . ( mime_content_type( $root . $target ) ?: 'application/octet-stream' ) );
			readfile( $root . $target );
			return true;
		}
		$_SERVER['SCRIPT_NAME']     = $target;
		$_SERVER['PHP_SELF']        = $target;
		$_SERVER['SCRIPT_FILENAME'] = $root . $target;
		chdir( dirname( $root . $target ) );
		require $root . $target;
		return true;
	}
}
return false;`,
          ),
        },
      );
      await admin.login();
      const site = await admin.get('/vtoroj/wp-admin/plugins.php');
      const main = await admin.get('/wp-admin/plugins.php');
      const install = await admin.get('/vtoroj/wp-admin/plugin-install.php');
      const network = await admin.get('/wp-admin/network/plugins.php');
      return {
        populated,
        created,
        siteStatus: site.status,
        siteMenu: adminMenu(site.text),
        siteScreen: screen(site.text),
        mainMenu: adminMenu(main.text),
        installUrl: install.url,
        install: screen(install.text),
        networkMenu: adminMenu(network.text),
        networkScreen: screen(network.text),
        adminBar: around(site.text, 'Управление сетью', 200),
      };
    },
    expect: [
      {field: 'populated', shows: 'ok'},
      {field: 'created', shows: /^\d+$/},
      {field: 'siteStatus', shows: 200},
      {
        field: 'siteMenu',
        shows: (menu) =>
          (menu.includes('Плагины') && !menu.includes('Добавить плагин')) ||
          menu,
        says: 'В сети сайтов (мультисайте) пункта :ui[Добавить плагин] в админке отдельного сайта нет',
      },
      {
        field: 'mainMenu',
        shows: (menu) =>
          (menu.includes('Плагины') && !menu.includes('Добавить плагин')) ||
          menu,
        says: 'В сети сайтов (мультисайте) пункта :ui[Добавить плагин] в админке отдельного сайта нет',
      },
      {
        field: 'siteScreen',
        shows: (text) =>
          (text.startsWith('Плагины ') && !text.includes('Добавить плагин')) ||
          text.slice(0, 300),
        says: 'В сети сайтов (мультисайте) пункта :ui[Добавить плагин] в админке отдельного сайта нет',
      },
      {
        field: 'installUrl',
        shows: /\/wp-admin\/network\/plugin-install\.php$/,
        says: 'WordPress перенаправит администратора сети в админку сети',
      },
      {
        field: 'adminBar',
        shows: 'Управление сетью',
        says: 'плагины устанавливает администратор сети в разделе :ui[Управление сетью]',
      },
      {
        field: 'networkMenu',
        shows: /Установленные Добавить плагин/,
        says: 'плагины устанавливает администратор сети в разделе :ui[Управление сетью]',
      },
    ],
  },
];
