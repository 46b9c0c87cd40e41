// What «Первые шаги в админке WordPress» says happens, reproduced: the login
// and its cookies, the defaults of a Russian install, the search engines
// box, where the file editors are, and every message of «Если что-то пошло
// не так» as the reader meets it.
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {URLSearchParams} from 'node:url';
import {LAB_PASSWORD, LAB_USER} from '../wordpress/config.mjs';
import {
  editedPost,
  entryMatching,
  openEditor,
  serverRouter,
  setPassword,
  submitForm,
  typeInEditor,
  withChromium,
  writeRouter,
} from './admin-lib.mjs';
import {Browser} from './client.mjs';
import {
  aboveSettings,
  addMuPlugin,
  addPlugin,
  editConfig,
  wpEval,
} from './faults.mjs';

export const article = 'docs/wordpress/pervye-shagi-v-admin-paneli.md';

/** The heading of the access entry (its quote moves from 6.8 to 7.1). */
const NO_ACCESS = entryMatching(
  article,
  /нет доступа к этой странице|не разрешено просматривать эту страницу/,
);

/** Both Russian texts of «Sorry, you are not allowed to access this page.». */
const NO_ACCESS_TEXT =
  /Извините, (у вас нет доступа к этой странице|вам не разрешено просматривать эту страницу)\./;

/** The submenu of an admin menu item: its links' text and address. */
function submenu(html, id) {
  const start = html.indexOf(`id="${id}"`);
  if (start < 0) return [];
  const end = html.indexOf('</ul>', start);
  return [
    ...html
      .slice(start, end)
      .matchAll(/<li[^>]*><a href=['"]([^'"]+)['"][^>]*>([^<]+)</g),
  ].map(([, href, text]) => ({href: href.replace(/&amp;/g, '&'), text}));
}

/** The login form sent by hand: {status, location, cookies, page}. */
async function postLogin(lab, fields, {testCookie = true} = {}) {
  const response = await fetch(`${lab.url}/wp-login.php`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(testCookie
        ? {cookie: 'wordpress_test_cookie=WP%20Cookie%20check'}
        : {}),
    },
    body: new URLSearchParams({
      'wp-submit': 'Войти',
      testcookie: '1',
      ...fields,
    }),
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    cookies: response.headers.getSetCookie(),
    page: await response.text(),
  };
}

/** The login error box of wp-login.php as text. */
function loginError(html) {
  const box = /<div id="login_error"[\s\S]*?<\/div>/.exec(html)?.[0] ?? '';
  return box
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export const scenarios = [
  {
    name: 'admin-vhod-i-konsol',
    claim:
      '/wp-admin/ без входа ведёт на wp-login.php, после входа — обратно в консоль с блоками «Состояние здоровья сайта», «На виду», «Активность», «Быстрый черновик».',
    async run({guest}) {
      const login = await guest.get('/wp-admin/');
      const after = await submitForm(guest, login.url, {
        log: LAB_USER,
        pwd: LAB_PASSWORD,
      });
      return {
        login: login.url,
        after: after.url,
        boxes: [
          'Состояние здоровья сайта',
          'На виду',
          'Активность',
          'Быстрый черновик',
        ]
          .filter((box) => after.html.includes(`>${box}<`))
          .join(', '),
      };
    },
    expect: [
      {
        field: 'login',
        shows: /\/wp-login\.php\?redirect_to=[^&]*%2Fwp-admin%2F/,
        says: 'С адреса `https://example.ru/wp-admin/` WordPress перенаправит на неё, а после входа вернёт обратно.',
      },
      {field: 'after', shows: /\/wp-admin\/$/},
      {
        field: 'boxes',
        shows:
          'Состояние здоровья сайта, На виду, Активность, Быстрый черновик',
        says: 'сводка о сайте с блоками',
      },
    ],
  },
  {
    name: 'admin-zapomnit-menya',
    claim:
      'С флажком «Запомнить меня» вход действует 14 дней (cookie с датой), без него — cookie до закрытия браузера, а срок входа внутри него — 2 дня.',
    async run({lab}) {
      const days = (result) => {
        const cookie = result.cookies.find((c) =>
          c.startsWith('wordpress_logged_in_'),
        );
        const value = decodeURIComponent(cookie.split(';')[0].split('=')[1]);
        const expires = Number(value.split('|')[1]);
        return {
          days: Math.round((expires - Date.now() / 1000) / 86400),
          session: !/expires=/i.test(cookie),
        };
      };
      const remember = days(
        await postLogin(lab, {
          log: LAB_USER,
          pwd: LAB_PASSWORD,
          rememberme: 'forever',
        }),
      );
      const plain = days(
        await postLogin(lab, {log: LAB_USER, pwd: LAB_PASSWORD}),
      );
      return {
        rememberDays: remember.days,
        rememberSession: remember.session,
        plainDays: plain.days,
        plainSession: plain.session,
      };
    },
    expect: [
      {
        field: 'rememberDays',
        shows: 14,
        says: 'WordPress будет помнить вход 14 дней',
      },
      {field: 'rememberSession', shows: false},
      {
        field: 'plainSession',
        shows: true,
        says: 'Без флажка вход действует до закрытия браузера, но не дольше 2 дней.',
      },
      {field: 'plainDays', shows: 2},
    ],
  },
  {
    name: 'admin-obshchie-po-umolchaniyu',
    claim:
      'Русский WordPress при установке ставит смещение UTC+3, формат даты d.m.Y, времени H:i и понедельник первым днём недели.',
    async run({lab}) {
      // wp-admin/includes/schema.php, populate_options(): the offset is a
      // translated string; the formats are the install's options.
      const [offset, date, time, week] = wpEval(
        lab,
        "echo _x('0', 'default GMT offset or timezone string'), '|', get_option('date_format'), '|', get_option('time_format'), '|', get_option('start_of_week');",
      ).split('|');
      return {offset, date, time, week};
    },
    expect: [
      {
        field: 'offset',
        shows: '3',
        says: 'русский WordPress ставит при установке смещение UTC+3',
      },
      {field: 'date', shows: 'd.m.Y', says: 'по умолчанию выбран `d.m.Y`'},
      {field: 'time', shows: 'H:i', says: 'по умолчанию 24-часовой `H:i`'},
      {field: 'week', shows: '1', says: 'по умолчанию :ui[Понедельник]'},
    ],
  },
  {
    name: 'admin-menyu-nastroek',
    claim: 'В меню «Настройки» восемь пунктов.',
    async run({admin}) {
      await admin.login();
      const dashboard = await admin.get('/wp-admin/');
      const items = submenu(dashboard.html, 'menu-settings').map((i) => i.text);
      return {count: items.length, items: items.join(', ')};
    },
    expect: [
      {field: 'count', shows: 8, says: 'В меню :ui[Настройки] восемь пунктов'},
      {
        field: 'items',
        shows: 'Подключения',
        says: 'Пункт :ui[Подключения] появился в WordPress 7.0.',
      },
    ],
  },
  {
    name: 'admin-vidimost-dlya-poiskovikov',
    claim:
      'Флажок «Попросить поисковые системы не индексировать сайт»: мета-тег robots noindex, nofollow, встроенная карта сайта отвечает 404, в блоке «На виду» — «Поисковые системы заблокированы».',
    async run({lab, admin, guest}) {
      await lab.restartPhp(
        {},
        {
          router: serverRouter(lab, {
            software: 'nginx/1.22.1',
            rewrite: 'always',
          }),
        },
      );
      await admin.login();
      const sitemapOn = await guest.get('/wp-sitemap.xml');
      const reading = await submitForm(admin, '/wp-admin/options-reading.php', {
        blog_public: '0',
      });
      const front = await guest.get('/');
      const sitemap = await guest.get('/wp-sitemap.xml');
      const dashboard = await admin.get('/wp-admin/');
      return {
        reading: reading.text.includes(
          'Будет ли учитываться этот запрос — зависит от поисковых систем.',
        ),
        robots: front.html.match(/<meta name='robots'[^>]*>/)?.[0] ?? '',
        sitemapOn: sitemapOn.status,
        sitemap: sitemap.status,
        glance: dashboard.text.includes('Поисковые системы заблокированы'),
      };
    },
    expect: [
      {
        field: 'robots',
        shows: "content='noindex, nofollow'",
        says: 'мета-тег robots со значением `noindex, nofollow`',
      },
      {field: 'sitemapOn', shows: 200},
      {
        field: 'sitemap',
        shows: 404,
        says: 'отключает встроенную карту сайта',
      },
      {
        field: 'glance',
        shows: true,
        says: ':msg[Поисковые системы заблокированы]',
      },
      {
        field: 'reading',
        shows: true,
        says: ':msg[Будет ли учитываться этот запрос — зависит от поисковых систем.]',
      },
    ],
  },
  {
    name: 'admin-redaktory-faylov',
    claim:
      'Блочная тема: «Редактор тем» и «Редактор плагинов» в «Инструментах»; классическая тема: в «Внешнем виде» и «Плагинах»; DISALLOW_FILE_EDIT убирает оба.',
    async run({lab, admin}) {
      await admin.login();
      const where = (html) => {
        const find = (file) =>
          ['menu-tools', 'menu-appearance', 'menu-plugins']
            .filter((id) =>
              submenu(html, id).some((i) => i.href.endsWith(file)),
            )
            .join(',');
        return `theme-editor: ${find('theme-editor.php') || '—'}; plugin-editor: ${find('plugin-editor.php') || '—'}`;
      };
      const block = where((await admin.get('/wp-admin/')).html);
      // A classic theme: a stylesheet and index.php, no templates folder.
      const theme = path.join(lab.wp, 'wp-content/themes/klassika');
      mkdirSync(theme, {recursive: true});
      writeFileSync(
        path.join(theme, 'style.css'),
        '/*\nTheme Name: Классика\n*/\n',
      );
      writeFileSync(
        path.join(theme, 'index.php'),
        '<?php get_header(); the_post(); the_content(); get_footer();\n',
      );
      wpEval(lab, "switch_theme('klassika');");
      const classic = where((await admin.get('/wp-admin/')).html);
      editConfig(lab, aboveSettings("define( 'DISALLOW_FILE_EDIT', true );"));
      const disallowed = where((await admin.get('/wp-admin/')).html);
      const direct = await admin.get('/wp-admin/theme-editor.php');
      return {block, classic, disallowed, directStatus: direct.status};
    },
    expect: [
      {
        field: 'block',
        shows: 'theme-editor: menu-tools; plugin-editor: menu-tools',
        says: 'пункты :ui[Редактор тем] и :ui[Редактор плагинов] находятся в меню :ui[Инструменты]',
      },
      {
        field: 'classic',
        shows: 'theme-editor: menu-appearance; plugin-editor: menu-plugins',
        says: 'У классических тем :ui[Редактор тем] находится в меню :ui[Внешний вид], а :ui[Редактор плагинов] — в меню :ui[Плагины].',
      },
      {
        field: 'disallowed',
        shows: 'theme-editor: —; plugin-editor: —',
        says: "Строка `define( 'DISALLOW_FILE_EDIT', true );` в `wp-config.php` убирает оба редактора",
      },
      {field: 'directStatus', shows: 403},
    ],
  },
  {
    name: 'admin-zamena-imeni-admin',
    claim:
      'Имя пользователя не меняется; новый администратор, добавленный по шагам статьи, удаляет admin с вариантом «Указать автором всего содержимого другого пользователя.» — записи admin переходят к нему; вариант «Удалить всё содержимое» отправляет записи и страницы в корзину (она очищается через 30 дней).',
    async run({lab, admin}) {
      await admin.login();
      const profile = await admin.get('/wp-admin/profile.php');
      // Steps 1–3: the form of Пользователи → Добавить пользователя, with the
      // password WordPress suggests in the field (its data-pw).
      const form = await admin.get('/wp-admin/user-new.php');
      const suggested = /id="pass1"[^>]*data-pw="([^"]+)"/.exec(form.html)?.[1];
      const added = await submitForm(
        admin,
        '/wp-admin/user-new.php',
        {
          user_login: 'hozyain-sajta',
          email: 'hozyain@example.com',
          pass1: suggested,
          pass2: suggested,
          pw_weak: null,
          role: 'administrator',
          createuser: 'Добавить пользователя',
        },
        {action: 'id="createuser"'},
      );
      const newId = wpEval(
        lab,
        "echo get_user_by('login', 'hozyain-sajta')->ID ?? 0;",
      ).trim();
      const adminPosts = wpEval(
        lab,
        "echo count(get_posts(array('author' => 1, 'post_type' => array('post', 'page'), 'post_status' => 'any', 'numberposts' => -1)));",
      ).trim();
      // Step 4: log in under the new name; step 5: «Удалить» in admin's row.
      const owner = new Browser(lab.url);
      await owner.login('hozyain-sajta', suggested);
      const list = await owner.get('/wp-admin/users.php');
      const row =
        /<tr id=["']user-1["'][\s\S]*?<\/tr>/.exec(list.html)?.[0] ?? '';
      const link =
        /href=["'](users\.php\?action=delete&amp;user=1&amp;_wpnonce=[a-f0-9]+)["'][^>]*>([^<]+)</.exec(
          row,
        );
      const screenUrl = `/wp-admin/${link[1].replace(/&amp;/g, '&')}`;
      const screen = await owner.get(screenUrl);
      // Step 6: «Указать автором…», the new administrator, «Подтвердить удаление».
      const deleted = await submitForm(
        owner,
        screenUrl,
        {'delete_option[1]': 'reassign', 'reassign_user[1]': newId},
        {action: 'id="updateusers"'},
      );
      const [adminLeft, newPosts] = wpEval(
        lab,
        `echo get_user_by('id', 1) ? 'есть' : 'нет', '|', count(get_posts(array('author' => ${newId}, 'post_type' => array('post', 'page'), 'post_status' => 'any', 'numberposts' => -1)));`,
      ).split('|');
      // The other choice, on another user with a post and a page.
      const [otherId, otherPost, otherPage] = wpEval(
        lab,
        "$u = wp_insert_user(array('user_login' => 'lishnij', 'user_pass' => 'x-lishnij-x', 'user_email' => 'lishnij@example.com', 'role' => 'administrator')); echo $u, ' ', wp_insert_post(array('post_title' => 'Запись lishnij', 'post_status' => 'publish', 'post_author' => $u)), ' ', wp_insert_post(array('post_title' => 'Страница lishnij', 'post_type' => 'page', 'post_status' => 'publish', 'post_author' => $u));",
      )
        .trim()
        .split(' ');
      const otherList = await owner.get('/wp-admin/users.php');
      const otherUrl = `/wp-admin/${new RegExp(
        `users\\.php\\?action=delete&amp;user=${otherId}&amp;_wpnonce=[a-f0-9]+`,
      )
        .exec(otherList.html)[0]
        .replace(/&amp;/g, '&')}`;
      await submitForm(
        owner,
        otherUrl,
        {[`delete_option[${otherId}]`]: 'delete'},
        {action: 'id="updateusers"'},
      );
      const gone = wpEval(
        lab,
        `echo get_post_status(${otherPost}) ?: 'нет', ' ', get_post_status(${otherPage}) ?: 'нет';`,
      );
      const trashDays = Number(wpEval(lab, 'echo EMPTY_TRASH_DAYS;'));
      return {
        profile: /Имя пользователя изменить нельзя\./.test(profile.text)
          ? 'Имя пользователя изменить нельзя.'
          : profile.text,
        suggested: suggested ? suggested.length : 0,
        added: added.text.slice(0, 300),
        adminPosts: Number(adminPosts),
        rowLink: link?.[2] ?? '',
        screen: screen.text.slice(screen.text.indexOf('Удалить пользователей')),
        button:
          /<input type="submit"[^>]*id="submit"[^>]*value="([^"]+)"/.exec(
            screen.html,
          )?.[1] ??
          /<input type="submit"[^>]*value="([^"]+)"/.exec(screen.html)?.[1] ??
          '',
        deleted: deleted.text.slice(0, 400),
        adminLeft,
        newPosts: Number(newPosts),
        gone,
        trashDays,
      };
    },
    expect: [
      {field: 'profile', shows: 'Имя пользователя изменить нельзя.'},
      {
        field: 'suggested',
        shows: (n) => n >= 16 || `длина пароля ${n}`,
        says: 'Сохраните пароль, который WordPress предложил в поле :ui[Пароль].',
      },
      {
        field: 'rowLink',
        shows: 'Удалить',
        says: 'наведите указатель на строку `admin` и нажмите :ui[Удалить]',
      },
      {
        field: 'screen',
        shows: 'Удалить пользователей',
        says: ':ui[Удалить пользователей]',
      },
      {
        field: 'screen',
        shows: 'Указать автором всего содержимого другого пользователя.',
        says: ':ui[Указать автором всего содержимого другого пользователя.]',
      },
      {
        field: 'screen',
        shows: 'Удалить всё содержимое',
        says: ':ui[Удалить всё содержимое]',
      },
      {
        field: 'button',
        shows: 'Подтвердить удаление',
        says: ':ui[Подтвердить удаление]',
      },
      {field: 'adminLeft', shows: 'нет'},
      {
        field: 'newPosts',
        shows: (n, record) =>
          (n > 0 && n === record.adminPosts) ||
          `записей admin было ${record.adminPosts}, у нового администратора ${n}`,
        says: 'укажите нового администратора и нажмите :ui[Подтвердить удаление]',
      },
      {
        field: 'gone',
        shows: 'trash trash',
        says: 'Вариант :ui[Удалить всё содержимое] отправит записи и страницы `admin` в корзину',
      },
      {
        field: 'trashDays',
        shows: 30,
        says: 'через 30 дней WordPress сотрёт их насовсем',
      },
    ],
  },
  {
    name: 'admin-parol-neveren',
    entry: ':msg[Ошибка: Введённый вами пароль пользователя admin неверен.]',
    claim:
      'Неверный пароль к имени, неверный пароль к почте и несуществующее имя дают три разных сообщения под формой входа.',
    async run({lab}) {
      const error = async (log) =>
        loginError((await postLogin(lab, {log, pwd: 'neverno'})).page);
      return {
        byName: await error('admin'),
        byEmail: await error('admin@example.com'),
        unknown: await error('zzz'),
      };
    },
    expect: [
      {
        field: 'byName',
        shows: 'Ошибка: Введённый вами пароль пользователя admin неверен.',
      },
      {
        field: 'byEmail',
        shows:
          'Ошибка: Введённый вами пароль для адреса admin@example.com неверен.',
        says: 'Ошибка: Введённый вами пароль для адреса admin@example.ru неверен.',
      },
      {
        field: 'unknown',
        shows:
          'Ошибка: Имя пользователя zzz не зарегистрировано на сайте. Если вы забыли имя пользователя, используйте вместо него адрес email.',
      },
    ],
  },
  {
    name: 'admin-parol-md5',
    entry: ':msg[Ошибка: Введённый вами пароль пользователя admin неверен.]',
    claim:
      'Пароль, записанный в базу запросом с MD5(), подходит для входа, и при входе WordPress сохраняет его заново в своём формате.',
    async run({lab}) {
      lab.sql(
        "UPDATE wp_users SET user_pass = MD5('novyj-dlinnyj-parol') WHERE user_login = 'admin';",
      );
      const before = lab.sql(
        "SELECT user_pass FROM wp_users WHERE user_login = 'admin'",
      );
      const login = await postLogin(lab, {
        log: 'admin',
        pwd: 'novyj-dlinnyj-parol',
      });
      const after = lab.sql(
        "SELECT user_pass FROM wp_users WHERE user_login = 'admin'",
      );
      return {
        before: before.trim(),
        login: `${login.status} ${login.location}`,
        after: after.trim().slice(0, 7),
      };
    },
    expect: [
      {field: 'before', shows: /^[0-9a-f]{32}$/},
      {
        field: 'login',
        shows: /^302 .*\/wp-admin\/$/,
        says: 'WordPress примет такой пароль',
      },
      {
        field: 'after',
        shows: (hash) => hash.startsWith('$') || hash,
        says: 'при первом входе сам сохранит его заново в надёжном виде',
      },
    ],
  },
  {
    name: 'admin-sbros-parolya-bez-pochty',
    entry: 'Письмо для сброса пароля не отправляется',
    claim:
      'Почтовый сервер отказал (SMTP-сервер WP Mail SMTP недоступен или sendmail хостинга вернул ошибку): под формой «Забыли пароль» — «Сообщение email не может быть отправлено…». Функция mail() отключена (disable_functions): вместо формы — экран критической ошибки, в журнале PHP — Call to undefined function mail(), писем нет. Когда почта работает, письмо уходит.',
    async run({lab, guest, mail, phpLog}) {
      const ask = async () => {
        const page = await guest.get('/wp-login.php?action=lostpassword', {
          method: 'POST',
          body: new URLSearchParams({user_login: 'admin', redirect_to: ''}),
        });
        return {status: page.status, text: page.text};
      };
      // The lab's WP Mail SMTP sends through «Прочие SMTP» to a server that
      // is not there.
      const smtp = await ask();
      wpEval(lab, "deactivate_plugins('wp-mail-smtp/wp_mail_smtp.php', true);");
      // PHP's own mail(): the host's sendmail refuses the message.
      await lab.restartPhp({sendmail_path: '/bin/false'});
      const refused = await ask();
      // The host has switched mail() off.
      await lab.restartPhp({disable_functions: 'mail'});
      const noMail = await ask();
      const lettersBefore = mail().length;
      const log = phpLog();
      await lab.restartPhp({});
      const working = await ask();
      const letters = mail();
      return {
        smtp: smtp.text,
        refused: refused.text,
        noMail: noMail.text,
        noMailStatus: noMail.status,
        noMailLog:
          /PHP Fatal error: {2}Uncaught Error: Call to undefined function [^ ]*mail\(\)/.exec(
            log,
          )?.[0] ?? log,
        lettersBefore,
        working: working.text.slice(0, 300),
        letters: letters.length,
        subject: letters[0]?.subject ?? '',
      };
    },
    expect: [
      {
        field: 'smtp',
        shows:
          'Ошибка: Сообщение email не может быть отправлено, возможно ваш сайт некорректно сконфигурирован для отправки электронной почты.',
      },
      {
        field: 'refused',
        shows:
          'Ошибка: Сообщение email не может быть отправлено, возможно ваш сайт некорректно сконфигурирован для отправки электронной почты.',
        says: 'почтовый сервер хостинга отказал или в плагине SMTP указан неверный сервер',
      },
      {
        field: 'noMail',
        shows:
          'На сайте произошла критическая ошибка. Пожалуйста, проверьте почтовый ящик администратора сайта для получения инструкций.',
      },
      {field: 'noMailStatus', shows: 500},
      {
        field: 'noMailLog',
        shows:
          'PHP Fatal error:  Uncaught Error: Call to undefined function PHPMailer\\PHPMailer\\mail()',
        says: 'PHP Fatal error:  Uncaught Error: Call to undefined function PHPMailer\\PHPMailer\\mail()',
      },
      {
        field: 'lettersBefore',
        shows: 0,
        says: 'Письма с инструкциями администратору тоже не будет',
      },
      {
        field: 'letters',
        shows: 1,
        says: 'Настройте отправку по статье [Почта WordPress](./rabota-pochty.md)',
      },
      {field: 'subject', shows: /Новый пароль$/},
    ],
  },
  {
    name: 'admin-cookies-zablokirovany',
    entry:
      ':msg[Ошибка: Cookies либо заблокированы, либо не поддерживаются вашим браузером.]',
    claim:
      'Без пробного cookie вход отвечает сообщением о cookies; если PHP что-то вывел раньше заголовков (вывод без буфера), — сообщением о неожиданном выводе.',
    async run({lab}) {
      const blocked = await postLogin(
        lab,
        {log: LAB_USER, pwd: LAB_PASSWORD},
        {testCookie: false},
      );
      addMuPlugin(lab, 'kb-lab-early-output', "echo ' ';");
      await lab.restartPhp({output_buffering: '0'});
      const output = await postLogin(lab, {log: LAB_USER, pwd: LAB_PASSWORD});
      return {
        blocked: loginError(blocked.page),
        output: loginError(output.page),
      };
    },
    expect: [
      {
        field: 'blocked',
        shows:
          'Ошибка: Cookies либо заблокированы, либо не поддерживаются вашим браузером. Чтобы использовать WordPress, нужно разрешить cookies.',
      },
      {
        field: 'output',
        shows:
          'Ошибка: Cookies заблокированы из-за неожиданного вывода на экран.',
        says: 'браузер ни при чём: какой-то файл PHP выводит текст раньше времени',
      },
    ],
  },
  {
    name: 'admin-ssylka-ustarela',
    entry: ':msg[Ссылка, по которой вы перешли, устарела.]',
    claim:
      'Ссылка действия с экрана, открытого дольше срока кода: ответ 403, вкладка «Произошла ошибка.», текст «Ссылка, по которой вы перешли, устарела.» и ссылка «Пожалуйста, попробуйте ещё раз.» на исходный экран; после обновления экрана действие выполняется; код действует сутки.',
    async run({lab, admin}) {
      const life = Number(
        wpEval(lab, "echo apply_filters('nonce_life', DAY_IN_SECONDS);"),
      );
      // A day in four seconds: the screen stays open longer than its code.
      addMuPlugin(
        lab,
        'kb-lab-short-nonce',
        "add_filter('nonce_life', function () { return 4; });",
      );
      await admin.login();
      const trashLink = async () => {
        const list = await admin.get('/wp-admin/edit.php');
        return decodeURIComponent(
          /href=["']([^"']*post\.php\?post=1&(?:amp;)?action=trash&(?:amp;)?_wpnonce=[a-f0-9]+)["']/
            .exec(list.html)[1]
            .replace(/&amp;/g, '&'),
        );
      };
      const stale = await trashLink();
      await new Promise((resolve) => setTimeout(resolve, 6000));
      const page = await admin.get(stale, {
        headers: {referer: `${lab.url}/wp-admin/edit.php`},
      });
      const again = await admin.get(await trashLink(), {
        headers: {referer: `${lab.url}/wp-admin/edit.php`},
      });
      return {
        status: page.status,
        title: /<title>([^<]*)<\/title>/.exec(page.html)?.[1] ?? '',
        heading: /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(page.html)?.[1] ?? '',
        body: page.text.replace(/^Произошла ошибка\. /, ''),
        retry:
          /<a href=["']([^"']+)["']>Пожалуйста, попробуйте ещё раз\.<\/a>/
            .exec(page.html)?.[1]
            ?.replace(lab.url, '') ?? '',
        again: `${again.status} ${wpEval(lab, 'echo get_post_status(1);')}`,
        life,
      };
    },
    expect: [
      {field: 'status', shows: 403},
      {
        field: 'title',
        shows: 'Произошла ошибка.',
        says: 'Во вкладке браузера — :msg[Произошла ошибка.]',
      },
      {field: 'heading', shows: (h) => h === '' || `заголовок «${h}»`},
      {field: 'body', shows: 'Ссылка, по которой вы перешли, устарела.'},
      {field: 'body', shows: 'Пожалуйста, попробуйте ещё раз.'},
      {
        field: 'retry',
        shows: '/wp-admin/edit.php',
        says: 'которая возвращает на предыдущий экран',
      },
      {
        field: 'again',
        shows: '200 trash',
        says: 'Обновите исходную страницу и повторите действие.',
      },
      {
        field: 'life',
        shows: 86400,
        says: 'Действия админки защищены кодом, который действует не больше суток.',
      },
    ],
  },
  {
    name: 'admin-ssylka-ustarela-bolshoj-arhiv',
    entry: ':msg[Ссылка, по которой вы перешли, устарела.]',
    claim:
      'Архив плагина больше post_max_size: PHP отбрасывает форму, и WordPress отвечает «Ссылка, по которой вы перешли, устарела.».',
    async run({lab, admin, phpLog}) {
      await lab.restartPhp({post_max_size: '1M', upload_max_filesize: '1M'});
      await admin.login();
      const screen = await admin.get('/wp-admin/plugin-install.php?tab=upload');
      const nonce = /name="_wpnonce" value="([^"]+)"/.exec(screen.html)[1];
      const form = new FormData();
      form.append('_wpnonce', nonce);
      form.append(
        '_wp_http_referer',
        '/wp-admin/plugin-install.php?tab=upload',
      );
      form.append(
        'pluginzip',
        new Blob([Buffer.alloc(2 * 1024 * 1024, 7)], {type: 'application/zip'}),
        'bolshoj-plagin.zip',
      );
      form.append('install-plugin-submit', 'Установить');
      const page = await admin.get(
        '/wp-admin/update.php?action=upload-plugin',
        {
          method: 'POST',
          body: form,
          headers: {referer: screen.url},
        },
      );
      return {status: page.status, page: page.text, log: phpLog()};
    },
    expect: [
      {field: 'status', shows: 403},
      {
        field: 'page',
        shows: 'Ссылка, по которой вы перешли, устарела.',
        says: 'архив больше, чем разрешает PHP на хостинге',
      },
      {
        field: 'log',
        shows:
          /PHP Warning: {2}(?:PHP Request Startup: )?POST Content-Length of \d+ bytes exceeds the limit of 1048576 bytes/,
      },
    ],
  },
  {
    name: 'admin-ssylka-ustarela-plagin',
    entry: ':msg[Ссылка, по которой вы перешли, устарела.]',
    claim:
      "Плагин, который сам проверяет код действия и при ошибке вызывает wp_die( __( 'Are you sure you want to do this?' ) ) (так делают многие плагины), показывает по-русски «Вы уверены, что хотите это сделать?»; ссылка со свежим кодом после обновления экрана срабатывает.",
    async run({lab, admin}) {
      addPlugin(
        lab,
        'kb-lab-eksport',
        'Экспорт заявок',
        `add_action('admin_menu', function () {
	add_management_page('Экспорт заявок', 'Экспорт заявок', 'manage_options', 'kb-lab-eksport', function () {
		$url = wp_nonce_url(admin_url('admin-post.php?action=kb_lab_eksport'), 'kb-lab-eksport');
		echo '<div class="wrap"><h1>Экспорт заявок</h1><p><a id="kb-lab-eksport" href="' . esc_url($url) . '">Скачать</a></p></div>';
	});
});
add_action('admin_post_kb_lab_eksport', function () {
	if (!wp_verify_nonce($_GET['_wpnonce'] ?? '', 'kb-lab-eksport')) {
		wp_die(__('Are you sure you want to do this?'));
	}
	echo 'Экспорт готов';
	exit;
});`,
      );
      await admin.login();
      const screen = await admin.get('/wp-admin/tools.php?page=kb-lab-eksport');
      const fresh = /id="kb-lab-eksport" href="([^"]+)"/
        .exec(screen.html)[1]
        .replace(/&amp;/g, '&')
        .replace(/&#038;/g, '&');
      const stale = fresh.replace(/_wpnonce=[a-f0-9]+/, '_wpnonce=0123456789');
      const page = await admin.get(stale, {headers: {referer: screen.url}});
      const again = await admin.get(fresh, {headers: {referer: screen.url}});
      return {
        status: page.status,
        page: page.text,
        again: again.text,
      };
    },
    expect: [
      {
        field: 'page',
        shows: 'Вы уверены, что хотите это сделать?',
        says: 'Некоторые плагины в том же случае пишут только :msg[Вы уверены, что хотите это сделать?]',
      },
      {
        field: 'again',
        shows: 'Экспорт готов',
        says: 'и помогают те же шаги',
      },
    ],
  },
  {
    name: 'admin-sessiya-istekla',
    entry:
      ':msg[Ваша сессия истекла. Пожалуйста, авторизуйтесь снова, чтобы продолжить работу.]',
    claim:
      'Пока открыт редактор, читатель вышел из админки в другой вкладке: поверх редактора появляется окно входа с сообщением; вход в нём закрывает окно, и набранный текст остаётся.',
    async run({lab}) {
      return withChromium(lab, async ({page}) => {
        await openEditor(page, `${lab.url}/wp-admin/post-new.php`);
        await typeInEditor(
          page,
          'Несохранённый заголовок',
          'Несохранённый абзац',
        );
        // «Выйти» in another tab of the same browser.
        const other = await page.context().newPage();
        await other.goto(`${lab.url}/wp-admin/`, {waitUntil: 'load'});
        const logout = await other
          .locator('#wp-admin-bar-logout a')
          .getAttribute('href');
        await other.goto(logout, {waitUntil: 'load'});
        const loggedOut = other.url().replace(lab.url, '');
        await other.close();
        await page.evaluate(() => window.wp.heartbeat.connectNow());
        await page.waitForSelector('#wp-auth-check', {state: 'visible'});
        const frame = page.frameLocator('#wp-auth-check-frame');
        await frame.locator('#user_login').waitFor();
        const window_ = await frame.locator('body').innerText();
        await frame.locator('#user_login').fill(LAB_USER);
        await frame.locator('#user_pass').fill(LAB_PASSWORD);
        await frame.locator('#wp-submit').click();
        await page.waitForSelector('#wp-auth-check', {state: 'hidden'});
        const post = await editedPost(page);
        return {
          window: window_.replace(/\s+/g, ' '),
          title: post.title,
          content: post.content,
          url: page.url().replace(lab.url, ''),
          loggedOut,
        };
      });
    },
    expect: [
      {
        field: 'window',
        shows:
          'Ваша сессия истекла. Пожалуйста, авторизуйтесь снова, чтобы продолжить работу.',
      },
      {
        field: 'title',
        shows: 'Несохранённый заголовок',
        says: 'несохранённые правки останутся',
      },
      {
        field: 'content',
        shows: 'Несохранённый абзац',
        says: 'несохранённые правки останутся',
      },
      {
        field: 'loggedOut',
        shows: /^\/wp-login\.php\?loggedout=true/,
        says: 'или вы вышли в другой вкладке',
      },
      {
        field: 'url',
        shows: '/wp-admin/post-new.php',
        says: 'страница под ним не перезагрузится',
      },
    ],
  },
  {
    name: 'admin-net-dostupa-rol',
    entry: NO_ACCESS,
    claim:
      'Редактор открывает настройки или плагины: 403 и «Извините, у вас нет доступа к этой странице.».',
    async run({lab}) {
      setPassword(lab, 'anna', 'anna-lab-password');
      const anna = new Browser(lab.url);
      await anna.login('anna', 'anna-lab-password');
      const settings = await anna.get('/wp-admin/options-general.php');
      const plugins = await anna.get('/wp-admin/plugins.php');
      const posts = await anna.get('/wp-admin/edit.php');
      return {
        settings: `${settings.status} ${settings.text}`,
        plugins: `${plugins.status} ${plugins.text}`,
        posts: posts.status,
      };
    },
    expect: [
      {
        field: 'settings',
        shows: NO_ACCESS_TEXT,
        says: 'Sorry, you are not allowed to access this page.',
        note: 'в лаборатории — текст перевода, который в ней стоит (6.8 или 7.1)',
      },
      {
        field: 'plugins',
        shows: /^403 /,
        says: 'вы вошли как :ui[Редактор] или :ui[Автор] и открыли настройки или плагины',
      },
      {field: 'posts', shows: 200},
    ],
  },
  {
    name: 'admin-net-dostupa-plagin-otklyuchen',
    entry: NO_ACCESS,
    claim:
      'Экран отключённого плагина (admin.php?page=wpcf7) даже администратору отвечает тем же сообщением.',
    async run({lab, admin}) {
      await admin.login();
      const before = await admin.get('/wp-admin/admin.php?page=wpcf7');
      wpEval(
        lab,
        "deactivate_plugins(array('flamingo/flamingo.php', 'contact-form-7/wp-contact-form-7.php'), true);",
      );
      const after = await admin.get('/wp-admin/admin.php?page=wpcf7');
      return {before: before.status, after: `${after.status} ${after.text}`};
    },
    expect: [
      {field: 'before', shows: 200},
      {
        field: 'after',
        shows: NO_ACCESS_TEXT,
        says: 'ссылка ведёт на экран отключённого плагина',
      },
    ],
  },
  {
    name: 'admin-net-dostupa-prefiks',
    entry: NO_ACCESS,
    claim:
      'Таблицы и $table_prefix сменили на new_, а ключи wp_user_roles и wp_capabilities внутри таблиц остались старыми: администратор видит сообщение на любом экране; два запроса SQL возвращают доступ. Если сменить только $table_prefix, WordPress предлагает установку.',
    async run({lab, admin}) {
      const tables = lab.sql('SHOW TABLES').trim().split('\n');
      editConfig(lab, (text) =>
        text.replace("$table_prefix = 'wp_';", "$table_prefix = 'new_';"),
      );
      const onlyConfig = await fetch(`${lab.url}/wp-admin/`, {
        redirect: 'manual',
      });
      const install = await new Browser(lab.url).get('/wp-admin/');
      // The article's way back: the old prefix in wp-config.php.
      editConfig(lab, (text) =>
        text.replace("$table_prefix = 'new_';", "$table_prefix = 'wp_';"),
      );
      const back = new Browser(lab.url);
      await back.login();
      const backPage = await back.get('/wp-admin/options-general.php');
      editConfig(lab, (text) =>
        text.replace("$table_prefix = 'wp_';", "$table_prefix = 'new_';"),
      );
      lab.sql(
        tables
          .map((table) => `RENAME TABLE ${table} TO new_${table.slice(3)}`)
          .join('; '),
      );
      await admin.login();
      const dashboard = await admin.get('/wp-admin/');
      const posts = await admin.get('/wp-admin/edit.php');
      lab.sql(
        [
          "UPDATE new_options SET option_name = 'new_user_roles' WHERE option_name = 'wp_user_roles'",
          "UPDATE new_usermeta SET meta_key = CONCAT('new_', SUBSTRING(meta_key, 4)) WHERE meta_key LIKE 'wp\\_%'",
        ].join('; '),
      );
      const same = await admin.get('/wp-admin/options-general.php');
      const fixed = new Browser(lab.url);
      await fixed.login();
      const again = await fixed.get('/wp-admin/options-general.php');
      return {
        onlyConfig: `${onlyConfig.status} ${onlyConfig.headers.get('location')}`,
        dashboard: `${dashboard.status} ${dashboard.text}`,
        posts: `${posts.status} ${posts.text}`,
        install: install.text.slice(0, 300),
        back: `${backPage.status} ${backPage.text.slice(0, 40)}`,
        sameSession: `${same.status} ${same.text.slice(0, 40)}`,
        fixed: `${again.status} ${again.text.slice(0, 40)}`,
      };
    },
    expect: [
      {
        field: 'onlyConfig',
        shows: /^302 .*\/wp-admin\/install\.php/,
        says: 'Если же сменить только `$table_prefix`, а таблицы не переименовывать, WordPress откроет установку (`wp-admin/install.php`)',
      },
      {
        field: 'back',
        shows: /^200 Общие настройки/,
        says: 'верните прежний префикс в `wp-config.php`',
      },
      {
        field: 'dashboard',
        shows: NO_ACCESS_TEXT,
        says: 'Тогда сообщение видит даже администратор на любом экране.',
      },
      {field: 'posts', shows: NO_ACCESS_TEXT},
      {
        field: 'sameSession',
        shows: /^200 Общие настройки/,
        says: 'Обновите страницу админки: доступ вернётся сразу, входить заново не нужно.',
      },
      {
        field: 'fixed',
        shows: /^200 Общие настройки/,
        says: "UPDATE new_options SET option_name = 'new_user_roles' WHERE option_name = 'wp_user_roles';",
      },
      {
        field: 'fixed',
        shows: /^200 Общие настройки/,
        says: "UPDATE new_usermeta SET meta_key = CONCAT('new_', SUBSTRING(meta_key, 4)) WHERE meta_key LIKE 'wp\\_%';",
      },
    ],
  },
  {
    name: 'admin-adres-krug-perenapravlenij',
    entry: 'После смены адреса сайта не получается войти',
    claim:
      'В «Адрес сайта (URL)» и «Адрес WordPress (URL)» домен с www, а хостинг перенаправляет www на домен без www: Chrome на сайте пишет «Сайт www.example.ru выполнил переадресацию слишком много раз.» (ERR_TOO_MANY_REDIRECTS), форма входа после «Войти» открывается снова; WP_HOME и WP_SITEURL в wp-config.php возвращают вход.',
    async run({lab}) {
      const router = writeRouter(
        lab,
        'www-to-bare',
        `if ( str_starts_with( $_SERVER['HTTP_HOST'], 'www.' ) ) {
	header( 'Location: http://' . substr( $_SERVER['HTTP_HOST'], 4 ) . $_SERVER['REQUEST_URI'], true, 301 );
	return true;
}
return false;`,
      );
      await lab.restartPhp({}, {router});
      const port = new URL(lab.url).port;
      const bare = `http://site.example:${port}`;
      const www = `http://www.site.example:${port}`;
      wpEval(
        lab,
        `update_option('home', '${www}'); update_option('siteurl', '${www}');`,
      );
      const tryLogin = () =>
        withChromium(
          lab,
          async ({page}) => {
            let front;
            try {
              await page.goto(`${bare}/`, {waitUntil: 'load'});
              front = page.url();
            } catch (error) {
              front = error.message.split('\n')[0];
            }
            const frontText = (await page.innerText('body').catch(() => ''))
              .replace(/\s+/g, ' ')
              .replaceAll('site.example', 'example.ru');
            await page.goto(`${bare}/wp-login.php`, {waitUntil: 'load'});
            await page.fill('#user_login', LAB_USER);
            await page.fill('#user_pass', LAB_PASSWORD);
            await Promise.all([
              page.waitForNavigation({waitUntil: 'load'}),
              page.click('#wp-submit'),
            ]);
            return {front, frontText, after: page.url()};
          },
          {user: null},
        );
      const broken = await tryLogin();
      const english = await withChromium(
        lab,
        async ({page}) => {
          await page.goto(`${bare}/`, {waitUntil: 'load'}).catch(() => null);
          return (await page.innerText('body').catch(() => ''))
            .replace(/\s+/g, ' ')
            .replaceAll('site.example', 'example.ru');
        },
        {user: null, language: 'en'},
      );
      editConfig(
        lab,
        aboveSettings(
          `define( 'WP_HOME', '${bare}' );\ndefine( 'WP_SITEURL', '${bare}' );`,
        ),
      );
      const fixed = await tryLogin();
      return {
        front: broken.front,
        frontText: broken.frontText,
        english,
        after: broken.after.replace(bare, ''),
        fixed: fixed.after.replace(bare, ''),
      };
    },
    expect: [
      {
        field: 'front',
        shows: 'net::ERR_TOO_MANY_REDIRECTS',
        says: '`ERR_TOO_MANY_REDIRECTS`',
      },
      {
        field: 'frontText',
        shows: 'Сайт www.example.ru выполнил переадресацию слишком много раз.',
      },
      {
        field: 'english',
        shows: 'www.example.ru redirected you too many times.',
      },
      {
        field: 'after',
        shows: /^\/wp-login\.php/,
        says: 'сайт не открывается, а после нажатия :ui[Войти] снова открывается страница входа',
      },
      {
        field: 'fixed',
        shows: /^\/wp-admin\/$/,
        says: "define( 'WP_HOME', 'https://example.ru' );",
      },
    ],
  },
  {
    name: 'admin-novaya-pochta-administratora',
    entry: 'Новая почта администратора не применилась',
    claim:
      'Новый административный адрес ждёт подтверждения: под полем — сообщение, на новый адрес уходит письмо «[Мой сайт] Новый адрес администратора», ссылка из него применяет адрес.',
    async run({lab, admin, mail}) {
      wpEval(lab, "deactivate_plugins('wp-mail-smtp/wp_mail_smtp.php', true);");
      await admin.login();
      const saved = await submitForm(admin, '/wp-admin/options-general.php', {
        new_admin_email: 'new@example.ru',
      });
      const letters = mail();
      const before = wpEval(lab, "echo get_option('admin_email');");
      const link = /https?:\/\/\S*adminhash=\S+/.exec(
        letters[0]?.text ?? '',
      )?.[0];
      if (link) await admin.get(link);
      const after = wpEval(lab, "echo get_option('admin_email');");
      return {
        saved: saved.text,
        to: letters[0]?.to ?? '',
        subject: letters[0]?.subject ?? '',
        before,
        after,
      };
    },
    expect: [
      {
        field: 'saved',
        shows:
          'Ожидается подтверждение смены адреса e-mail администратора на new@example.ru.',
      },
      {field: 'to', shows: 'new@example.ru'},
      {
        field: 'subject',
        shows: /Новый адрес администратора$/,
        says: 'тема которого заканчивается словами :msg[Новый адрес администратора]',
      },
      {
        field: 'before',
        shows: 'admin@example.com',
        says: 'Новый адрес действует только после перехода по ссылке из письма, отправленного на него.',
      },
      {field: 'after', shows: 'new@example.ru'},
    ],
  },
];
