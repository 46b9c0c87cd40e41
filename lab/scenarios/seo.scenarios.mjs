// What «Как подготовить сайт на WordPress к поисковым системам» says happens,
// reproduced. The lab's PHP is its built-in server; a router script plays
// the host's web server (Apache with or without .htaccess rules, nginx with
// or without try_files), and a TLS proxy in Node plays the host's front
// server that takes HTTPS and passes plain HTTP to PHP.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {
  certificateAuthority,
  savePermalinks,
  serverRouter,
  submitForm,
  tlsProxy,
  whileImmutable,
  withChromium,
  writeRouter,
} from './admin-lib.mjs';
import {Browser} from './client.mjs';
import {
  chromiumRussian,
  siteHealthItem,
  siteOnStandardPorts,
  withSiteChromium,
} from './seo-lib.mjs';
import {addMuPlugin, aboveSettings, editConfig, wpEval} from './faults.mjs';

export const article = 'docs/wordpress/pervichnaya-seo-nastroika.md';

/** nginx with `try_files $uri $uri/ /index.php?$args;`, the usual host. */
const nginx = (lab) =>
  lab.restartPhp(
    {},
    {router: serverRouter(lab, {software: 'nginx/1.22.1', rewrite: 'always'})},
  );

/** The seeded post «Мы открылись»: its slug and its address. */
const POST_SLUG =
  '%d0%bc%d1%8b-%d0%be%d1%82%d0%ba%d1%80%d1%8b%d0%bb%d0%b8%d1%81%d1%8c';
const POST_BY_DATE = `/2026/11/20/${POST_SLUG}/`;
const POST_BY_NAME = `/${POST_SLUG}/`;

/**
 * What wp_install() does about permalinks (wp-admin/includes/upgrade.php,
 * wp_install_maybe_enable_pretty_permalinks()), run in PHP as a web request
 * of the installer would run it: on Apache it writes .htaccess first. A
 * fresh site has no structure yet: the scenario empties it first.
 */
function installPermalinks(lab) {
  wpEval(
    lab,
    "global $is_apache, $wp_rewrite; $is_apache = true; require_once ABSPATH . 'wp-admin/includes/upgrade.php'; $wp_rewrite->set_permalink_structure(''); wp_install_maybe_enable_pretty_permalinks();",
  );
  return wpEval(lab, "echo get_option('permalink_structure');");
}

/** Site Health's HTTPS test as the screen shows it: status, label, text. */
const HTTPS_TEST =
  "remove_all_filters('site_status_tests'); wp_update_https_detection_errors(); $r = WP_Site_Health::get_instance()->get_test_https_status(); echo $r['status'], '|', $r['label'], '|', wp_strip_all_tags($r['description']);";

/** The lines the article tells to put into wp-config.php behind a proxy. */
const FORWARDED_PROTO = `if ( isset( $_SERVER['HTTP_X_FORWARDED_PROTO'] ) && 'https' === $_SERVER['HTTP_X_FORWARDED_PROTO'] ) {
	$_SERVER['HTTPS'] = 'on';
}`;

/** Opens a page in Chromium; a navigation error is recorded, not thrown. */
async function visit(page, url) {
  try {
    const response = await page.goto(url, {waitUntil: 'load'});
    return {
      status: response?.status() ?? 0,
      url: page.url(),
      text: (await page.innerText('body')).replace(/\s+/g, ' ').trim(),
    };
  } catch (error) {
    return {
      error: error.message.split('\n')[0],
      text: (await page.innerText('body').catch(() => ''))
        .replace(/\s+/g, ' ')
        .trim(),
    };
  }
}

export const scenarios = [
  {
    name: 'seo-postoyannye-pri-ustanovke',
    claim:
      'При установке WordPress включает «День и название», если сервер передаёт ему «красивые» адреса, и оставляет «Простые», если нет.',
    async run({lab}) {
      await nginx(lab);
      // WordPress tests a pretty address with a loopback request that gives
      // up after 5 s: on a busy lab machine the first, cold one can. A cold
      // start is not what the article is about: warm PHP up, and try again
      // if the test timed out (a server without rules fails every time).
      await fetch(`${lab.url}${POST_BY_DATE}`);
      let nginxTryFiles = '';
      for (let i = 0; i < 3 && nginxTryFiles === ''; i += 1) {
        nginxTryFiles = installPermalinks(lab);
      }
      // Apache whose .htaccess WordPress cannot write: no rules, no rewrite.
      await lab.restartPhp({}, {router: serverRouter(lab)});
      writeFileSync(path.join(lab.wp, '.htaccess'), '');
      const apacheReadOnly = await whileImmutable(
        path.join(lab.wp, '.htaccess'),
        async () => installPermalinks(lab),
      );
      const apacheWritable = installPermalinks(lab);
      return {nginxTryFiles, apacheReadOnly, apacheWritable};
    },
    expect: [
      {
        field: 'nginxTryFiles',
        shows: '/%year%/%monthnum%/%day%/%postname%/',
        says: 'если сервер передаёт WordPress «красивые» адреса, включается :ui[День и название]',
      },
      {
        field: 'apacheWritable',
        shows: '/%year%/%monthnum%/%day%/%postname%/',
        says: 'на Apache WordPress сам записывает для этого правила в файл `.htaccess`',
      },
      {
        field: 'apacheReadOnly',
        shows: (value) => value === '' || value,
        says: 'если не передаёт, остаются :ui[Простые] ссылки вида `https://example.ru/?p=123`',
      },
    ],
  },
  {
    name: 'seo-postoyannye-nazvanie-zapisi',
    claim:
      '«Название записи»: сообщение об изменении, запись по адресу /ярлык/, страница по адресу /ярлык-страницы/ при любой структуре, кроме «Простых» (?page_id=).',
    async run({lab, admin, guest}) {
      await nginx(lab);
      const pageId = wpEval(
        lab,
        "echo wp_insert_post(array('post_title' => 'Услуги', 'post_name' => 'uslugi', 'post_type' => 'page', 'post_status' => 'publish'));",
      );
      await admin.login();
      const pageBefore = wpEval(lab, `echo get_permalink(${pageId});`);
      const saved = await savePermalinks(admin, '/%postname%/');
      const post = await guest.get(POST_BY_NAME);
      const pageAfter = wpEval(lab, `echo get_permalink(${pageId});`);
      const page = await guest.get('/uslugi/');
      await savePermalinks(admin, '');
      const pagePlain = wpEval(lab, `echo get_permalink(${pageId});`);
      return {
        saved: saved.text,
        post: `${post.status} ${post.text.slice(0, 40)}`,
        pageBefore,
        pageAfter,
        page: `${page.status} ${page.text.slice(0, 30)}`,
        pagePlain,
        pageId,
      };
    },
    expect: [
      {field: 'saved', shows: 'Структура постоянных ссылок изменена.'},
      {
        field: 'post',
        shows: /^200 Мы открылись/,
        says: 'убедитесь, что она открывается по новому адресу',
      },
      {
        field: 'pageBefore',
        shows: /\/uslugi\/$/,
        says: 'Адреса страниц от выбранной структуры не зависят: страница открывается по адресу вида `https://example.ru/uslugi/`',
      },
      {field: 'pageAfter', shows: /\/uslugi\/$/},
      {field: 'page', shows: /^200 Услуги/},
      {
        field: 'pagePlain',
        shows: /\/\?page_id=\d+$/,
        says: 'с ними страница получит адрес вида `?page_id=12`',
      },
    ],
  },
  {
    name: 'seo-vidimost-flazhok',
    entry: [
      'Напоминание :msg[Поисковые системы заблокированы] в админке',
      'Сайта нет в поиске',
    ],
    claim:
      'Флажок «Попросить поисковые системы не индексировать сайт»: мета-тег noindex, nofollow на страницах, надпись в «На виду», robots.txt без Disallow: / и без карты; без флажка robots.txt с картой.',
    async run({lab, admin, guest}) {
      await nginx(lab);
      await admin.login();
      const reading = await admin.get('/wp-admin/options-reading.php');
      await submitReading(admin, true);
      const front = await guest.get('/');
      const dashboard = await admin.get('/wp-admin/');
      const robotsOff = await guest.get('/robots.txt');
      await submitReading(admin, false);
      const frontOn = await guest.get('/');
      const robotsOn = await guest.get('/robots.txt');
      const dashboardOn = await admin.get('/wp-admin/');
      return {
        reading: reading.text,
        robotsMeta: front.html.match(/<meta name='robots'[^>]*>/)?.[0] ?? '',
        dashboard: dashboard.text,
        robotsOff: robotsOff.html,
        robotsMetaOn:
          frontOn.html.match(/<meta name='robots'[^>]*>/)?.[0] ?? '',
        robotsOn: robotsOn.html.replaceAll(lab.url, 'https://example.ru'),
        dashboardOn: dashboardOn.text,
      };
    },
    expect: [
      {
        field: 'reading',
        shows:
          'Будет ли учитываться этот запрос — зависит от поисковых систем.',
      },
      {
        field: 'robotsMeta',
        shows: "<meta name='robots' content='noindex, nofollow' />",
      },
      {field: 'dashboard', shows: 'Поисковые системы заблокированы'},
      {
        field: 'robotsOff',
        shows: (text) =>
          (!/^Disallow: \/$/m.test(text) && !/Sitemap:/.test(text)) || text,
        says: 'он не дописывает `Disallow: /` в `robots.txt`',
      },
      {
        field: 'robotsMetaOn',
        shows: (text) => !/noindex/.test(text) || text,
        says: 'Строки ниже в коде быть не должно.',
      },
      {
        field: 'dashboardOn',
        shows: (text) => !text.includes('Поисковые системы заблокированы'),
        says: 'Снимите его в :ui[Настройки → Чтение] по шагу 2',
      },
      {
        field: 'robotsOn',
        shows:
          'User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: https://example.ru/wp-sitemap.xml\n',
        says: 'User-agent: * Disallow: /wp-admin/ Allow: /wp-admin/admin-ajax.php Sitemap: https://example.ru/wp-sitemap.xml',
      },
    ],
  },
  {
    name: 'seo-karta-saita',
    entry: 'По адресу /wp-sitemap.xml ошибка 404 или 501',
    claim:
      'Карта сайта: /wp-sitemap.xml со ссылками на карты записей, страниц, рубрик и авторов, /sitemap.xml перенаправляет на неё, до 2000 адресов в карте; при флажке видимости — 404.',
    async run({lab, guest}) {
      await nginx(lab);
      const index = await guest.get('/wp-sitemap.xml');
      const response = await fetch(`${lab.url}/sitemap.xml`, {
        redirect: 'manual',
      });
      const maxUrls = wpEval(lab, "echo wp_sitemaps_get_max_urls('post');");
      wpEval(lab, "update_option('blog_public', '0');");
      const hidden = await guest.get('/wp-sitemap.xml');
      return {
        index: index.html,
        redirect: `${response.status} ${response.headers.get('location')}`,
        maxUrls,
        hiddenStatus: hidden.status,
        hidden: hidden.text.slice(0, 60),
      };
    },
    expect: [
      {
        field: 'index',
        shows: (xml) =>
          [
            'wp-sitemap-posts-post-1.xml',
            'wp-sitemap-posts-page-1.xml',
            'wp-sitemap-taxonomies-category-1.xml',
            'wp-sitemap-users-1.xml',
          ].every((name) => xml.includes(name)) || xml.slice(0, 400),
        says: 'Главный файл ссылается на отдельные карты для записей, страниц, рубрик и авторов.',
      },
      {
        field: 'redirect',
        shows: /^301 .*\/wp-sitemap\.xml$/,
        says: 'Адрес `https://example.ru/sitemap.xml` перенаправляет туда же.',
      },
      {field: 'maxUrls', shows: '2000', says: 'В одной карте до 2 000 адресов'},
      {
        field: 'hiddenStatus',
        shows: 404,
        says: 'пока он стоит, карта отвечает ошибкой 404',
      },
      {field: 'hidden', shows: 'Страница не найдена'},
    ],
  },
  {
    name: 'seo-karta-bez-simplexml',
    entry: 'По адресу /wp-sitemap.xml ошибка 404 или 501',
    claim:
      'Без расширения SimpleXML карта сайта отвечает кодом 501 и сообщением об отсутствии расширения.',
    async run({lab, guest}) {
      // PHP's extensions are switched on by the files of its conf.d: the same
      // set without 20-simplexml.ini is PHP without the extension.
      const scan = path.join(lab.work, 'conf.d-without-simplexml');
      mkdirSync(scan);
      const conf = '/etc/php/8.2/cli/conf.d';
      for (const name of readdirSync(conf)) {
        if (!/simplexml/.test(name))
          copyFileSync(path.join(conf, name), path.join(scan, name));
      }
      const saved = process.env.PHP_INI_SCAN_DIR;
      process.env.PHP_INI_SCAN_DIR = scan;
      try {
        await lab.restartPhp(
          {},
          {
            router: serverRouter(lab, {
              software: 'nginx/1.22.1',
              rewrite: 'always',
            }),
          },
        );
      } finally {
        if (saved === undefined) delete process.env.PHP_INI_SCAN_DIR;
        else process.env.PHP_INI_SCAN_DIR = saved;
      }
      const sitemap = await guest.get('/wp-sitemap.xml');
      const front = await guest.get('/');
      // The answer is XML (_xml_wp_die_handler): its <message> is the text
      // a browser shows.
      return {
        status: sitemap.status,
        sitemap: sitemap.html.replace(/<!\[CDATA\[|\]\]>/g, ''),
        front: front.status,
      };
    },
    expect: [
      {field: 'status', shows: 501, says: 'сервер отвечает кодом 501'},
      {
        field: 'sitemap',
        shows:
          'Создание XML-карты сайта невозможно, так как отсутствует расширение SimpleXML',
      },
      {
        field: 'sitemap',
        shows: (text) => !/Could not generate/.test(text) || text,
        says: 'Could not generate XML sitemap due to missing SimpleXML extension',
      },
      {
        field: 'front',
        shows: 200,
        says: 'Для работы карты нужно расширение PHP SimpleXML.',
      },
    ],
  },
  {
    name: 'seo-404-htaccess',
    entry: 'После смены постоянных ссылок записи открываются с ошибкой 404',
    claim:
      'Apache без правил в .htaccess: запись — страница сервера 404, главная открывается; «Сохранить изменения» записывает блок правил, и запись открывается; если .htaccess закрыт для записи — сообщение и правила на экране.',
    async run({lab, admin, guest}) {
      await lab.restartPhp({}, {router: serverRouter(lab)});
      await admin.login();
      const front = await guest.get('/');
      const before = await guest.get(POST_BY_DATE);
      const htaccess = path.join(lab.wp, '.htaccess');
      writeFileSync(htaccess, '');
      const readOnly = await whileImmutable(htaccess, () =>
        savePermalinks(admin, '/%year%/%monthnum%/%day%/%postname%/'),
      );
      const stillBroken = await guest.get(POST_BY_DATE);
      const saved = await savePermalinks(
        admin,
        '/%year%/%monthnum%/%day%/%postname%/',
      );
      const after = await guest.get(POST_BY_DATE);
      return {
        front: front.status,
        beforeStatus: before.status,
        before: before.text,
        readOnly: readOnly.text.slice(
          readOnly.text.indexOf('Помощь'),
          readOnly.text.indexOf('Спасибо вам за творчество'),
        ),
        rules:
          /<textarea[^>]*id="rules"[^>]*>([\s\S]*?)<\/textarea>/.exec(
            readOnly.html,
          )?.[1] ?? '',
        stillBroken: stillBroken.status,
        saved: saved.text,
        htaccess: existsSync(htaccess) ? readFileSync(htaccess, 'utf8') : '',
        afterStatus: after.status,
        after: after.text.slice(0, 40),
      };
    },
    expect: [
      {field: 'front', shows: 200, says: 'Главная открывается'},
      {
        field: 'beforeStatus',
        shows: 404,
        says: 'а вместо записей — страница сервера без оформления сайта',
      },
      {field: 'before', shows: 'Not Found'},
      {
        field: 'readOnly',
        shows: 'Теперь вы должны обновить файл .htaccess.',
      },
      {
        field: 'readOnly',
        shows: 'Ошибка: Если файл .htaccess был бы записываемый',
        says: 'файл закрыт для записи',
      },
      {
        field: 'rules',
        shows: 'RewriteRule . /index.php [L]',
        says: 'Скопируйте правила из поля',
      },
      {field: 'stillBroken', shows: 404},
      {field: 'saved', shows: 'Структура постоянных ссылок изменена.'},
      {
        field: 'htaccess',
        shows: (text) =>
          text.includes(
            [
              '# BEGIN WordPress',
              '# Директивы (строки) между `BEGIN WordPress` и `END WordPress`',
              '# созданы автоматически и подлежат изменению только через фильтры WordPress.',
              '# Сделанные вручную изменения между этими маркерами будут перезаписаны.',
              '<IfModule mod_rewrite.c>',
              'RewriteEngine On',
              'RewriteRule .* - [E=HTTP_AUTHORIZATION:%{HTTP:Authorization}]',
              'RewriteBase /',
              'RewriteRule ^index\\.php$ - [L]',
              'RewriteCond %{REQUEST_FILENAME} !-f',
              'RewriteCond %{REQUEST_FILENAME} !-d',
              'RewriteRule . /index.php [L]',
              '</IfModule>',
              '',
              '# END WordPress',
            ].join('\n'),
          ) || text,
        says: '# Сделанные вручную изменения между этими маркерами будут перезаписаны.',
      },
      {
        field: 'afterStatus',
        shows: 200,
        says: 'WordPress заново запишет правила',
      },
      {
        field: 'after',
        shows: 'Мы открылись',
        says: 'Откройте :ui[Настройки → Постоянные ссылки] и нажмите :ui[Сохранить изменения], ничего не меняя',
      },
    ],
  },
  {
    name: 'seo-404-nginx',
    entry: 'После смены постоянных ссылок записи открываются с ошибкой 404',
    claim:
      'nginx без try_files: запись — страница nginx «404 Not Found», сохранение постоянных ссылок не помогает и сообщения о .htaccess нет.',
    async run({lab, admin, guest}) {
      await lab.restartPhp(
        {},
        {
          router: serverRouter(lab, {
            software: 'nginx/1.22.1',
            rewrite: 'never',
          }),
        },
      );
      await admin.login();
      const before = await guest.get(POST_BY_DATE);
      const saved = await savePermalinks(
        admin,
        '/%year%/%monthnum%/%day%/%postname%/',
      );
      const after = await guest.get(POST_BY_DATE);
      return {
        before: `${before.status} ${before.text}`,
        saved: saved.text,
        after: `${after.status} ${after.text}`,
        htaccess: existsSync(path.join(lab.wp, '.htaccess')),
      };
    },
    expect: [
      {
        field: 'before',
        shows: '404 404 Not Found',
        says: '«404 Not Found» у nginx',
      },
      {
        field: 'saved',
        shows: (text) =>
          (text.includes('Структура постоянных ссылок изменена.') &&
            !/htaccess/.test(text)) ||
          text.slice(0, 300),
        says: 'Если сайт работает на nginx или правила не помогли, напишите в службу поддержки хостинга',
      },
      {field: 'after', shows: /^404 /},
      {field: 'htaccess', shows: false},
    ],
  },
  {
    name: 'seo-starye-ssylki',
    entry: 'Старые ссылки из поиска ведут на 404',
    claim:
      'После смены «День и название» на «Название записи» старый адрес записи отвечает 404 страницей темы «Страница не найдена», WordPress не перенаправляет его сам; после возврата прежней структуры он снова открывается.',
    async run({lab, admin, guest}) {
      await nginx(lab);
      await admin.login();
      await savePermalinks(admin, '/%postname%/');
      const old = await guest.get(POST_BY_DATE);
      await savePermalinks(admin, '/%year%/%monthnum%/%day%/%postname%/');
      const back = await guest.get(POST_BY_DATE);
      return {
        oldStatus: old.status,
        oldUrl: old.url.replace(lab.url, ''),
        old: old.text.slice(0, 80),
        back: `${back.status} ${back.text.slice(0, 30)}`,
      };
    },
    expect: [
      {field: 'oldStatus', shows: 404, says: 'ведут на 404'},
      {
        field: 'oldUrl',
        shows: POST_BY_DATE,
        says: 'сам WordPress их не перенаправляет',
      },
      {field: 'old', shows: 'Страница не найдена'},
      {
        field: 'back',
        shows: /^200 Мы открылись/,
        says: 'верните прежний вариант в :ui[Настройки → Постоянные ссылки]',
      },
    ],
  },
  {
    name: 'seo-petlya-https-proksi',
    entry:
      'ERR_TOO_MANY_REDIRECTS: сайт выполнил переадресацию слишком много раз',
    claim:
      'HTTPS принимает прокси, PHP видит HTTP: главная открывается, а wp-login.php и админка уходят в круг перенаправлений (Chromium: ERR_TOO_MANY_REDIRECTS); строки с X-Forwarded-Proto в wp-config.php его разрывают.',
    async run({lab}) {
      const ca = certificateAuthority(lab);
      const proxy = await tlsProxy(lab, {
        certificate: ca.issue('site.example'),
        host: 'site.example',
      });
      try {
        wpEval(
          lab,
          `update_option('siteurl', '${proxy.url}'); update_option('home', '${proxy.url}');`,
        );
        const browse = () =>
          withChromium(
            lab,
            async ({page}) => ({
              front: await visit(page, `${proxy.url}/`),
              login: await visit(page, `${proxy.url}/wp-login.php`),
              admin: await visit(page, `${proxy.url}/wp-admin/`),
            }),
            {user: null, trust: ca.file},
          );
        const loop = await browse();
        const english = await withChromium(
          lab,
          async ({page}) => visit(page, `${proxy.url}/wp-login.php`),
          {user: null, trust: ca.file, language: 'en'},
        );
        editConfig(lab, aboveSettings(FORWARDED_PROTO));
        const fixed = await browse();
        const ours = (text) => text.replaceAll('site.example', 'example.ru');
        return {
          front: loop.front.status,
          loginError: loop.login.error ?? '',
          login: ours(loop.login.text),
          loginEnglish: ours(english.text),
          adminError: loop.admin.error ?? '',
          fixedLogin: fixed.login.text,
          fixedAdmin: `${fixed.admin.status} ${fixed.admin.url}`,
        };
      } finally {
        await proxy.close();
      }
    },
    expect: [
      {
        field: 'front',
        shows: 200,
        says: 'Если круг только у `wp-login.php` и админки',
      },
      {
        field: 'loginError',
        shows: 'net::ERR_TOO_MANY_REDIRECTS',
        says: 'код ошибки `ERR_TOO_MANY_REDIRECTS`',
      },
      {
        field: 'loginError',
        shows: /ERR_TOO_MANY_REDIRECTS/,
        says: 'Круг из-за прокси из пункта 2 это не разрывает.',
        note: 'браузер без единого cookie',
      },
      {field: 'login', shows: 'Страница недоступна'},
      {
        field: 'login',
        shows: 'Сайт example.ru выполнил переадресацию слишком много раз.',
      },
      {field: 'login', shows: 'Попробуйте удалить файлы cookie.'},
      {field: 'loginEnglish', shows: 'This page isn’t working'},
      {
        field: 'loginEnglish',
        shows: 'example.ru redirected you too many times.',
      },
      {field: 'loginEnglish', shows: 'Try deleting your cookies.'},
      {
        field: 'adminError',
        shows: 'net::ERR_TOO_MANY_REDIRECTS',
        says: 'Если круг только у `wp-login.php` и админки',
      },
      {
        field: 'fixedLogin',
        shows: 'Имя пользователя или email',
        says: "$_SERVER['HTTPS'] = 'on';",
      },
      {field: 'fixedAdmin', shows: /^200 .*wp-login\.php\?redirect_to=/},
    ],
  },
  {
    name: 'seo-petlya-www',
    entry:
      'ERR_TOO_MANY_REDIRECTS: сайт выполнил переадресацию слишком много раз',
    claim:
      'Хостинг перенаправляет www на домен без www, а в «Адрес сайта (URL)» стоит www: круг перенаправлений на страницах сайта.',
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
      wpEval(
        lab,
        `update_option('home', 'http://www.site.example:${port}'); update_option('siteurl', 'http://www.site.example:${port}');`,
      );
      return withChromium(
        lab,
        async ({page}) => {
          const front = await visit(page, `http://site.example:${port}/`);
          return {frontError: front.error ?? '', front: front.text};
        },
        {user: null},
      );
    },
    expect: [
      {
        field: 'frontError',
        shows: 'net::ERR_TOO_MANY_REDIRECTS',
        says: 'WordPress ведёт посетителя на домен из этого поля, и если хостинг шлёт обратно на другой вариант, получается круг.',
      },
      {field: 'front', shows: 'Страница недоступна'},
    ],
  },
  {
    name: 'seo-sertifikat-drugoe-imya',
    entry: 'Подключение не защищено: NET::ERR_CERT_COMMON_NAME_INVALID',
    claim:
      'Сертификат выписан на другое имя (сертификат хостинга вместо ещё не выпущенного; сертификат без www, сайт открыт с www): Chromium показывает «Подключение не защищено» («Your connection is not private») и NET::ERR_CERT_COMMON_NAME_INVALID.',
    async run({lab}) {
      const ca = certificateAuthority(lab);
      // Not issued yet: the server shows the host's own certificate.
      const hosting = await tlsProxy(lab, {
        certificate: ca.issue('hosting.example'),
        host: 'site.example',
      });
      // Issued for site.example only; the reader opens www.site.example.
      const bare = await tlsProxy(lab, {
        certificate: ca.issue('site.example'),
        host: 'www.site.example',
      });
      try {
        const open = (url, language) =>
          withChromium(lab, async ({page}) => visit(page, `${url}/`), {
            user: null,
            trust: ca.file,
            language,
          });
        const notIssued = await open(hosting.url, 'ru');
        const english = await open(hosting.url, 'en');
        const withoutWww = await open(bare.url, 'ru');
        return {
          error: notIssued.error ?? '',
          page: notIssued.text,
          english: english.text,
          wwwError: withoutWww.error ?? '',
          www: withoutWww.text,
        };
      } finally {
        await hosting.close();
        await bare.close();
      }
    },
    expect: [
      {
        field: 'error',
        shows: 'net::ERR_CERT_COMMON_NAME_INVALID',
        says: 'сертификат сервера выписан на другое имя',
      },
      {
        field: 'page',
        shows: 'Подключение не защищено',
        says: '«Подключение не защищено» («Your connection is not private»)',
      },
      {field: 'english', shows: 'Your connection is not private'},
      {
        field: 'page',
        shows: 'NET::ERR_CERT_COMMON_NAME_INVALID',
        says: 'когда сертификат для домена ещё не выпущен',
      },
      {
        field: 'wwwError',
        shows: 'net::ERR_CERT_COMMON_NAME_INVALID',
        says: 'или выпущен без варианта с `www`',
      },
      {field: 'www', shows: 'NET::ERR_CERT_COMMON_NAME_INVALID'},
    ],
  },
  {
    name: 'seo-perenapravlenie-www-sertifikat',
    claim:
      'Перенаправление с https://www. на главный адрес браузер выполняет, только если сертификат выпущен и на имя с www: иначе Chromium показывает предупреждение о сертификате и до перенаправления не доходит.',
    async run({lab}) {
      const ca = certificateAuthority(lab);
      const bareOnly = ca.issue('site.example');
      const main = await tlsProxy(lab, {
        certificate: bareOnly,
        host: 'site.example',
      });
      // The host's web server with the article's redirect: www answers 301
      // to the main address, the main address answers itself.
      const router = writeRouter(
        lab,
        'www-to-main',
        `if ( str_starts_with( $_SERVER['HTTP_HOST'], 'www.' ) ) {
	header( 'Location: ${main.url}' . $_SERVER['REQUEST_URI'], true, 301 );
	return true;
}
echo 'главный адрес';
return true;`,
      );
      await lab.restartPhp({}, {router});
      const withoutWww = await tlsProxy(lab, {
        certificate: bareOnly,
        host: 'www.site.example',
      });
      const withWww = await tlsProxy(lab, {
        certificate: ca.issue('www.site.example', [
          'www.site.example',
          'site.example',
        ]),
        host: 'www.site.example',
      });
      try {
        const open = (url) =>
          withChromium(lab, async ({page}) => visit(page, `${url}/zapis/`), {
            user: null,
            trust: ca.file,
          });
        const refused = await open(withoutWww.url);
        const followed = await open(withWww.url);
        return {
          bareOnly: refused.error ?? `открылся ${refused.url}`,
          bareOnlyPage: refused.text,
          covered: followed.error ?? followed.url,
          coveredPage: followed.text,
          main: `${main.url}/zapis/`,
        };
      } finally {
        await main.close();
        await withoutWww.close();
        await withWww.close();
      }
    },
    expect: [
      {
        field: 'bareOnly',
        shows: 'net::ERR_CERT_COMMON_NAME_INVALID',
        says: 'Перенаправление с `https://www.` браузер выполнит, только если сертификат выпущен и на имя с `www`.',
      },
      {field: 'bareOnlyPage', shows: 'Подключение не защищено'},
      {
        field: 'covered',
        shows: (url, record) =>
          url === record.main || `браузер остался на ${url}`,
      },
      {field: 'coveredPage', shows: (text) => text === 'главный адрес' || text},
    ],
  },
  {
    name: 'seo-mixed-content',
    entry:
      'Mixed Content после перехода на HTTPS: картинки и скрипты не грузятся',
    claim:
      'За HTTPS-прокси, пока wp-config.php не учитывает X-Forwarded-Proto, WordPress подключает свои стили и скрипты по http:// и Chromium их блокирует; со строками в wp-config.php остаётся только ссылка, записанная с http://: скрипт заблокирован, картинка повышена до HTTPS.',
    async run({lab}) {
      const ca = certificateAuthority(lab);
      const proxy = await tlsProxy(lab, {
        certificate: ca.issue('site.example'),
        host: 'site.example',
      });
      try {
        wpEval(
          lab,
          `update_option('siteurl', '${proxy.url}'); update_option('home', '${proxy.url}');`,
        );
        // A theme setting or a page builder that kept the old http:// address.
        const old = proxy.url.replace('https:', 'http:');
        addMuPlugin(
          lab,
          'kb-lab-old-links',
          `add_action( 'wp_footer', function () { echo '<script src="${old}/wp-includes/js/jquery/jquery.min.js"></script><img src="${old}/wp-includes/images/w-logo-blue.png" alt="">'; } );`,
        );
        const console = () =>
          withChromium(
            lab,
            async ({page, messages}) => {
              await page.goto(`${proxy.url}/`, {waitUntil: 'load'});
              // The console's lines come after `load`: wait until the
              // footer's two old links have theirs (5 s at most).
              const mixed = () =>
                messages.filter((m) => m.startsWith('Mixed Content'));
              for (let i = 0; i < 50; i += 1) {
                const seen = mixed().join(' ');
                if (/jquery\.min\.js/.test(seen) && /w-logo-blue/.test(seen))
                  break;
                await page.waitForTimeout(100);
              }
              return mixed();
            },
            {user: null, trust: ca.file},
          );
        const withoutProto = await console();
        editConfig(lab, aboveSettings(FORWARDED_PROTO));
        const withProto = await console();
        const own = (list) =>
          list.filter(
            (m) =>
              /wp-content|wp-includes\/js\/dist/.test(m) &&
              !/jquery\.min/.test(m),
          );
        return {
          ownBlocked: own(withoutProto).length,
          ownExample: own(withoutProto)[0] ?? '',
          ownBlockedFixed: own(withProto).length,
          script:
            withProto
              .find((m) => /jquery\.min\.js/.test(m))
              ?.replaceAll(/'[^']*'/g, "'…'") ?? '',
          image: withProto.find((m) => /w-logo-blue/.test(m)) ?? '',
        };
      } finally {
        await proxy.close();
      }
    },
    expect: [
      {
        field: 'ownBlocked',
        shows: (n) => n > 0 || `${n}`,
        says: 'меню или слайдер не работают',
      },
      {
        field: 'ownExample',
        shows:
          'This request has been blocked; the content must be served over HTTPS.',
        says: 'WordPress сам подключает свои стили и скрипты по `http://`',
      },
      {field: 'ownBlockedFixed', shows: 0},
      {
        field: 'script',
        shows:
          "Mixed Content: The page at '…' was loaded over HTTPS, but requested an insecure script '…'. This request has been blocked; the content must be served over HTTPS.",
      },
      {
        field: 'image',
        shows: 'This request was automatically upgraded to HTTPS',
      },
    ],
  },
  {
    name: 'seo-https-zdorove-saita',
    claim:
      'Сайт без HTTPS: «Здоровье сайта» рекомендует «Ваш сайт не использует HTTPS» и, если HTTPS на сервере не работает, советует обратиться к хостингу.',
    async run({lab}) {
      const [status, label, description] = wpEval(lab, HTTPS_TEST).split('|');
      return {status, label, description};
    },
    expect: [
      {field: 'status', shows: 'recommended', says: 'В рекомендациях будет'},
      {field: 'label', shows: 'Ваш сайт не использует HTTPS'},
      {
        field: 'description',
        shows:
          'Обратитесь в техническую поддержку хостинга для обеспечения поддержки HTTPS на вашем сайте.',
      },
    ],
  },
  {
    name: 'seo-https-knopka',
    claim:
      'Кнопка «Переключить ваш сайт на использование HTTPS» появляется, только если WordPress сам открыл сайт по HTTPS с действительным сертификатом; иначе — совет обратиться к хостингу. Кнопка переводит оба адреса на https://.',
    async run({lab}) {
      const host = 'site.example';
      const base = `http://${host}`;
      const ca = certificateAuthority(lab);
      const portOf = (proxy) => new URL(proxy.url).port;
      const item = (proxy, then = async () => ({})) =>
        withSiteChromium(
          lab,
          async ({page}) => {
            const found = await siteHealthItem(
              page,
              base,
              'Ваш сайт не использует HTTPS',
            );
            return {
              text: found.text,
              buttons: found.buttons,
              titles: found.titles ?? '',
              ...(await then(page, found)),
            };
          },
          {host, httpsPort: portOf(proxy), trust: ca.file},
        );
      // HTTPS answers, but with the host's certificate for another name.
      const wrong = await tlsProxy(lab, {
        certificate: ca.issue('hosting.example'),
        host,
      });
      let wrongCert;
      try {
        await siteOnStandardPorts(lab, {
          host,
          httpsPort: portOf(wrong),
          caFile: ca.file,
        });
        wrongCert = await item(wrong);
      } finally {
        await wrong.close();
      }
      // A certificate for the site's own name.
      const right = await tlsProxy(lab, {certificate: ca.issue(host), host});
      try {
        await siteOnStandardPorts(lab, {
          host,
          httpsPort: portOf(right),
          caFile: ca.file,
        });
        const validCert = await item(right, async (page, found) => {
          if (found.buttons.length === 0) return {};
          await found.panel.locator('a.button').first().click();
          await page.waitForURL(/https_updated=|wp-login\.php/, {
            timeout: 30000,
          });
          await page.waitForLoadState('load');
          return {
            afterUrl: page.url(),
            after: (await page.innerText('body')).replace(/\s+/g, ' '),
          };
        });
        const [home, siteurl] = wpEval(
          lab,
          "echo get_option('home'), '|', get_option('siteurl');",
        ).split('|');
        return {
          wrongCert: wrongCert.text || wrongCert.titles,
          wrongCertButtons: wrongCert.buttons.join(' | '),
          validCert: validCert.text || validCert.titles,
          validCertButtons: validCert.buttons.join(' | '),
          afterUrl: validCert.afterUrl ?? '',
          after: (validCert.after ?? '').slice(0, 300),
          addresses: `${home} ${siteurl}`,
        };
      } finally {
        await right.close();
      }
    },
    expect: [
      {
        field: 'wrongCert',
        shows:
          'Обратитесь в техническую поддержку хостинга для обеспечения поддержки HTTPS на вашем сайте.',
      },
      {
        field: 'wrongCertButtons',
        shows: (buttons) => buttons === '' || buttons,
        says: 'Кнопка появляется, только если WordPress сам открыл сайт по HTTPS с действительным сертификатом.',
      },
      {
        field: 'validCert',
        shows: 'Ваш сайт не использует HTTPS',
        says: 'В рекомендациях будет :msg[Ваш сайт не использует HTTPS]',
      },
      {
        field: 'validCert',
        shows: 'Ваш сайт уже поддерживает подключение по HTTPS.',
      },
      {
        field: 'validCertButtons',
        shows: 'Переключить ваш сайт на использование HTTPS',
        says: 'под ним кнопка :ui[Переключить ваш сайт на использование HTTPS]',
      },
      {
        field: 'afterUrl',
        shows: /^https:\/\/site\.example\/wp-login\.php\?/,
        says: 'а затем откроет страницу входа уже по `https://`: войдите снова',
      },
      {
        field: 'after',
        shows: 'Имя пользователя или email',
        says: 'войдите снова',
      },
      {
        field: 'addresses',
        shows: 'https://site.example https://site.example',
        says: 'WordPress заменит `http://` на `https://` в обоих адресах',
      },
    ],
  },
  {
    name: 'seo-https-zamena-ssylok',
    claim:
      'После перехода на HTTPS WordPress подставляет https:// в ссылки на свой домен в тексте записей, отрывках и виджетах, а чужие ссылки не трогает.',
    async run({lab}) {
      const host = new URL(lab.url).host;
      const out = wpEval(
        lab,
        `update_option('siteurl', 'https://${host}'); update_option('home', 'https://${host}'); update_option('https_migration_required', true);
echo apply_filters('the_content', '<p><img src="http://${host}/wp-content/uploads/a.jpg"> <a href="http://other.example/">x</a></p>'), '|', apply_filters('the_excerpt', 'http://${host}/b'), '|', apply_filters('widget_text_content', 'http://${host}/c'), '|', apply_filters('wp_get_custom_css', 'a{background:url(http://${host}/d.png)}', '');`,
      );
      const [content, excerpt, widget, css] = out.split('|');
      return {content, excerpt, widget, css};
    },
    expect: [
      {
        field: 'content',
        shows: (html) =>
          (/src="https:\/\//.test(html) &&
            html.includes('href="http://other.example/"')) ||
          html,
        says: 'WordPress сам заменяет ссылки `http://` на свой домен в тексте записей и отрывков',
      },
      {field: 'excerpt', shows: /https:\/\//},
      {
        field: 'widget',
        shows: /https:\/\//,
        says: 'в текстах виджетов и в дополнительных стилях',
      },
      {field: 'css', shows: /url\(https:\/\//},
    ],
  },
  {
    name: 'seo-adres-konstanty',
    entry: 'Не открывается админка после смены :ui[Адрес WordPress (URL)]',
    claim:
      'Опечатка в адресах на экране «Общие настройки»: после сохранения браузер уходит на страницу входа по новому адресу; по старому форма входа отправляется на новый адрес, а /wp-admin/ перенаправляет туда же; WP_HOME и WP_SITEURL в wp-config.php возвращают вход, а поля адресов становятся недоступны.',
    async run({lab, admin}) {
      await admin.login();
      const saved = await submitForm(
        admin,
        '/wp-admin/options-general.php',
        {siteurl: 'http://examlpe.invalid', home: 'http://examlpe.invalid'},
        {follow: false},
      );
      // The next hop: the settings screen again, now for a visitor whose
      // login cookie no longer counts (its name hashes the address).
      const next = await fetch(new URL(saved.location, lab.url), {
        redirect: 'manual',
        headers: {
          cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        },
      });
      const login = await fetch(`${lab.url}/wp-login.php`);
      const form = /<form name="loginform"[^>]*action="([^"]+)"/.exec(
        await login.text(),
      )?.[1];
      const dashboard = await fetch(`${lab.url}/wp-admin/`, {
        redirect: 'manual',
      });
      editConfig(
        lab,
        aboveSettings(
          `define( 'WP_HOME', '${lab.url}' );\ndefine( 'WP_SITEURL', '${lab.url}' );`,
        ),
      );
      const again = new Browser(lab.url);
      const loggedIn = await again.login();
      const general = await again.get('/wp-admin/options-general.php');
      const field = (name) =>
        new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(general.html)?.[0] ??
        '';
      return {
        saved: `${saved.status} ${saved.location}`,
        next: `${next.status} ${next.headers.get('location')}`,
        loginStatus: login.status,
        form: form ?? '',
        dashboard: `${dashboard.status} ${dashboard.headers.get('location')}`,
        loggedIn: loggedIn.text.slice(0, 40),
        siteurl: field('siteurl'),
        home: field('home'),
      };
    },
    expect: [
      {field: 'saved', shows: /^302 \/wp-admin\/options-general\.php/},
      {
        field: 'next',
        shows: /^302 http:\/\/examlpe\.invalid\/wp-login\.php/,
        says: 'браузер уходит на страницу входа по новому адресу',
      },
      {
        field: 'loginStatus',
        shows: 200,
        says: 'По старому адресу страница входа открывается',
      },
      {
        field: 'form',
        shows: /^http:\/\/examlpe\.invalid\/wp-login\.php/,
        says: 'форма входа отправляет имя и пароль на новый адрес',
      },
      {
        field: 'dashboard',
        shows: /^302 http:\/\/examlpe\.invalid\/wp-login\.php/,
        says: 'а `/wp-admin/` перенаправляет туда же',
      },
      {
        field: 'loggedIn',
        shows: 'Консоль',
        says: 'Задайте верные адреса константами в `wp-config.php`: они важнее значений из базы данных.',
      },
      {
        field: 'siteurl',
        shows: /disabled/,
        says: 'станут серыми: их задают константы',
      },
      {field: 'home', shows: /disabled/},
    ],
  },
  {
    name: 'seo-ne-zashchishcheno',
    entry:
      'Mixed Content после перехода на HTTPS: картинки и скрипты не грузятся',
    claim:
      'Страницу, открытую по http://, Chromium считает незащищённой (состояние адресной строки insecure), по https:// с действительным сертификатом — защищённой; его русский текст для этого состояния — «Не защищено» («Not secure»).',
    async run({lab}) {
      const host = 'site.example';
      const ca = certificateAuthority(lab);
      const proxy = await tlsProxy(lab, {certificate: ca.issue(host), host});
      const httpsPort = new URL(proxy.url).port;
      try {
        await siteOnStandardPorts(lab, {host, httpsPort, caFile: ca.file});
        const states = await withSiteChromium(
          lab,
          async ({page, security}) => {
            const stateAt = async (url) => {
              await page.goto(url, {waitUntil: 'load'});
              await page.waitForTimeout(500);
              const state = security();
              return `${state?.securityState} (${(state?.securityStateIssueIds ?? []).join(', ')})`;
            };
            const http = await stateAt(`http://${host}/`);
            lab.sql(
              `UPDATE wp_options SET option_value = 'https://${host}' WHERE option_name IN ('home', 'siteurl')`,
            );
            const https = await stateAt(`https://${host}/`);
            return {http, https};
          },
          {host, httpsPort, trust: ca.file, user: null},
        );
        return {
          ...states,
          label: chromiumRussian('Not secure'),
          interstitial: chromiumRussian('Your connection is not private'),
        };
      } finally {
        await proxy.close();
      }
    },
    expect: [
      {
        field: 'http',
        shows: /^insecure/,
        says: 'страница открыта по `http://`',
      },
      {
        field: 'https',
        shows: /^secure/,
        says: 'проверьте, что оба адреса в :ui[Настройки → Общие] начинаются с `https://`',
      },
      {
        field: 'label',
        shows: 'Не защищено',
        says: 'Chromium помечает страницы без HTTPS надписью «Не защищено» («Not secure»)',
      },
      {
        field: 'label',
        shows: 'Не защищено',
        says: 'Если же в адресной строке написано «Не защищено» («Not secure»)',
      },
      {field: 'interstitial', shows: 'Подключение не защищено'},
    ],
  },
  {
    name: 'seo-yandex-fajl',
    entry: 'Яндекс не может подтвердить права на сайт',
    claim:
      'HTML-файл подтверждения, загруженный не в корневую папку, по адресу /yandex_код.html отвечает 404; из корневой папки (где wp-config.php) открывается.',
    async run({lab, guest}) {
      await nginx(lab);
      const name = 'yandex_0123456789abcdef.html';
      const body =
        '<html><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"></head><body>Verification: 0123456789abcdef</body></html>';
      // Uploaded through the media library: it lands in wp-content/uploads.
      const uploads = path.join(lab.wp, 'wp-content/uploads');
      mkdirSync(uploads, {recursive: true});
      writeFileSync(path.join(uploads, name), body);
      const wrongFolder = await guest.get(`/${name}`);
      writeFileSync(path.join(lab.wp, name), body);
      const rootFolder = await guest.get(`/${name}`);
      return {
        wrongFolder: `${wrongFolder.status} ${wrongFolder.text.slice(0, 60)}`,
        rootFolder: `${rootFolder.status} ${rootFolder.text}`,
        config: existsSync(path.join(lab.wp, 'wp-config.php')),
      };
    },
    expect: [
      {
        field: 'wrongFolder',
        shows: /^404 /,
        says: 'Если браузер показывает 404, перенесите файл в корневую папку сайта.',
      },
      {
        field: 'rootFolder',
        shows: '200 Verification: 0123456789abcdef',
        says: 'HTML-файл должен открываться по адресу `https://example.ru/yandex_код.html`',
      },
      {
        field: 'config',
        shows: true,
        says: 'в корневую папку сайта (ту, где лежит `wp-config.php`)',
      },
    ],
  },
  {
    name: 'seo-poiskoviki-i-yoast',
    entry: 'Яндекс не может подтвердить права на сайт',
    claim:
      'Yoast SEO выводит мета-тег подтверждения только на главной странице; Яндекс Вебмастер, Google Search Console, IndexNow (шаг 5).',
    cannot:
      'внешние сервисы (Яндекс Вебмастер, Google Search Console) и плагин Yoast SEO в лаборатории недоступны: лаборатория без интернета, Yoast SEO нет среди её плагинов; сказанное сверено с документацией Яндекса и Google и исходным кодом Yoast SEO.',
    says: 'Что делает Yoast SEO, сверено с его исходным кодом, а проверка прав — с документацией Яндекса',
  },
];

/**
 * Saves Настройки → Чтение with «Попросить поисковые системы не
 * индексировать сайт» on or off (an unticked box sends nothing).
 */
function submitReading(admin, discourage) {
  return submitForm(admin, '/wp-admin/options-reading.php', {
    blog_public: discourage ? '0' : null,
  });
}
