// Records the error texts of WordPress 7.1 and PHP 8.2 exactly where a site
// owner copies them: the page the browser shows (Chromium's innerText), the
// PHP error log, wp-content/debug.log and the recovery-mode e-mail. They are
// the fixtures of the knowledge base's «error decoder»: the product is the
// source of truth, so every text comes from a real fault caused on the lab,
// never from WordPress's source code. The facts of each file (PHP level,
// plugin or theme, HTTP status, MySQL and cURL codes, WordPress message) are
// what this script caused, not what it read back, so a decoder test can
// compare its reading of the text with them.
//
//   node lab/recordings/errors.mjs                 # every case, both languages
//   node lab/recordings/errors.mjs plugin-fatal    # only these (ids or names)
//
// Needs what the lab needs (lab/wordpress/README.md) plus Chromium. LAB_PORT
// (default 8895) is where the lab listens; one lab at a time, a fresh one for
// each case and language.
import {spawnSync} from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {launchChromium} from '../browser.mjs';
import {LAB_PASSWORD, LAB_USER} from '../wordpress/config.mjs';
import {startLab} from '../wordpress/lab.mjs';
import {loginIn, paddedJpeg} from '../scenarios/admin-lib.mjs';
import {parseMail} from '../scenarios/client.mjs';
import {
  aboveSettings,
  addMuPlugin,
  addPlugin,
  editConfig,
  wpEval,
} from '../scenarios/faults.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(here, 'errors');
const manifestFile = path.join(outDir, 'manifest.json');
const PORT = Number(process.env.LAB_PORT ?? 8895);

/**
 * The lab's site folder is random (/tmp/kb-wordpress-lab-XXXXXX/wp); a
 * fixture must not change between recordings, so it gets the fixed prefix a
 * site on a host would have. Nothing else in a text is changed.
 */
const STABLE_ROOT = '/var/www/example.ru';

const LOCALES = {ru: 'ru_RU', en: 'en_US'};

/** wp-config.php lines of the three debug setups the cases use. */
const DEBUG_OFF = "define( 'WP_DEBUG', false );";
const DEBUG_LOG_ONLY = [
  "define( 'WP_DEBUG', true );",
  "define( 'WP_DEBUG_LOG', true );",
  "define( 'WP_DEBUG_DISPLAY', false );",
  "@ini_set( 'display_errors', 0 );",
].join('\n');
const DEBUG_DISPLAY = [
  "define( 'WP_DEBUG', true );",
  "define( 'WP_DEBUG_LOG', true );",
  "define( 'WP_DEBUG_DISPLAY', true );",
].join('\n');

/** Switches the debug lines of wp-config.php, whatever they are now. */
function setDebug(lab, lines) {
  editConfig(lab, (text) => {
    for (const current of [DEBUG_OFF, DEBUG_LOG_ONLY, DEBUG_DISPLAY]) {
      if (text.includes(current)) return text.replace(current, lines);
    }
    throw new Error('в wp-config.php нет строк отладки лаборатории');
  });
}

/** A plugin of its main file (`body`) and more files; activated. */
function plugin(lab, slug, name, body, files = {}) {
  for (const [file, code] of Object.entries(files)) {
    const target = path.join(lab.wp, 'wp-content/plugins', slug, file);
    mkdirSync(path.dirname(target), {recursive: true});
    writeFileSync(target, code);
  }
  addPlugin(lab, slug, name, body);
  return slug;
}

/** The pages a visitor and the admin open first: where a fault shows. */
const FRONT = '/';
const LOGIN = '/wp-login.php';

// ---------------------------------------------------------------- captures

/**
 * One case on one fresh lab: where its texts go, what the log files held
 * before a step (a capture is what a step added), and Chromium.
 */
class Recording {
  constructor(lab, lang, caseDef) {
    this.lab = lab;
    this.lang = lang;
    this.locale = LOCALES[lang];
    this.caseDef = caseDef;
    this.id = `${caseDef.name}-${lang}`;
    this.entries = [];
    this.empty = [];
    this.chromium = null;
  }

  get debugLogFile() {
    return path.join(this.lab.wp, 'wp-content/debug.log');
  }

  /** Sizes of the logs and the mail folder now: a step's start. */
  mark() {
    const size = (file) => (existsSync(file) ? statSync(file).size : 0);
    return {
      php: size(this.lab.errorLog),
      debug: size(this.debugLogFile),
      mail: readdirSync(this.lab.mailDir).length,
    };
  }

  /** What a log got since `mark` (bytes, decoded as UTF-8). */
  since(mark, which) {
    const file = which === 'php' ? this.lab.errorLog : this.debugLogFile;
    if (!existsSync(file)) return '';
    return readFileSync(file).subarray(mark[which]).toString('utf8');
  }

  /** The e-mails sent since `mark`, oldest first. */
  mailSince(mark) {
    return readdirSync(this.lab.mailDir)
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .slice(mark.mail)
      .map((name) =>
        parseMail(readFileSync(path.join(this.lab.mailDir, name), 'utf8')),
      );
  }

  /**
   * Keeps a text as `<case>-<lang>.<where>.txt` with the facts the case
   * caused. An empty text is not a fixture: it is listed in the manifest as
   * «nothing there», which is a fact a reader meets too.
   */
  save(where, text, facts) {
    const file = `${this.id}.${where}.txt`;
    const entry = {
      file,
      case: this.caseDef.name,
      where,
      locale: this.locale,
      done: facts.done,
      level: facts.level ?? null,
      plugin: facts.plugin ?? null,
      theme: facts.theme ?? null,
      muPlugin: facts.muPlugin ?? null,
      http: facts.http ?? null,
      mysql: facts.mysql ?? null,
      curl: facts.curl ?? null,
      wpMessage: facts.wpMessage ?? null,
      ...(facts.subject ? {subject: stable(this.lab, facts.subject)} : {}),
      ...(facts.url ? {url: facts.url} : {}),
    };
    if (!text || !text.trim()) {
      this.empty.push({
        case: this.caseDef.name,
        where,
        locale: this.locale,
        done: facts.done,
      });
      return;
    }
    const fixed = stable(this.lab, text);
    if (fixed.includes('kb-wordpress-lab-')) {
      throw new Error(`${file}: в тексте остался путь лаборатории`);
    }
    writeFileSync(path.join(outDir, file), fixed);
    this.entries.push(entry);
    const first = fixed.split('\n').find((line) => line.trim()) ?? '';
    console.log(`  ${file}: ${first.slice(0, 110)}`);
  }

  async browser() {
    this.chromium ??= await launchChromium({
      language: this.lang,
      hosts: [],
    });
    return this.chromium;
  }

  /**
   * Runs `fn(page)` in a fresh Chromium context, logged in as the admin if
   * `admin`; the context is closed afterwards.
   */
  async withPage(fn, {admin = false} = {}) {
    const browser = await this.browser();
    const context = await browser.newContext({
      locale: this.lang === 'ru' ? 'ru-RU' : 'en-US',
      timezoneId: 'Europe/Moscow',
      viewport: {width: 1280, height: 900},
    });
    try {
      const page = await context.newPage();
      if (admin) await loginIn(page, this.lab.url, LAB_USER, LAB_PASSWORD);
      return await fn(page);
    } finally {
      await context.close();
    }
  }

  /** The page at `url` as the browser shows it: {status, text}. */
  async open(url, options = {}) {
    return this.withPage(async (page) => {
      const response = await page.goto(new URL(url, this.lab.url).href, {
        waitUntil: 'load',
      });
      return {status: response?.status() ?? null, text: await bodyText(page)};
    }, options);
  }

  async close() {
    await this.chromium?.close();
  }
}

/** What the reader selects and copies: the body's innerText. */
function bodyText(page) {
  return page.evaluate(
    () => (document.body ?? document.documentElement)?.innerText ?? '',
  );
}

/** The lab's random folder as the fixed one (see STABLE_ROOT). */
function stable(lab, text) {
  return String(text).replaceAll(lab.wp, STABLE_ROOT);
}

// ------------------------------------------------------------------ faults

/**
 * The standard captures of a fatal error on every request: the front page
 * and the login page with WP_DEBUG off (WordPress's message; the login page
 * starts recovery mode and sends the e-mail), the PHP log of the front page,
 * then with WP_DEBUG_DISPLAY on the front page with PHP's own text and
 * debug.log. `shownWithDisplay: false`: with WP_DEBUG_DISPLAY on, the page
 * has PHP's line only, without WordPress's message (seen when memory is
 * exhausted: the recording of 2026-11-29 answered 200 with no message).
 */
async function fatalCaptures(
  rec,
  facts,
  {
    email = true,
    shownWithDisplay = true,
    loginMessage = 'critical-error-check-email',
  } = {},
) {
  const {lab} = rec;
  let mark = rec.mark();
  const front = await rec.open(FRONT);
  rec.save('screen', front.text, {
    ...facts,
    done: `${facts.done} WP_DEBUG выключен; главная страница сайта, гость.`,
    http: front.status,
    wpMessage: 'critical-error',
    url: FRONT,
  });
  rec.save('php-log', rec.since(mark, 'php'), {
    ...facts,
    done: `${facts.done} WP_DEBUG выключен; журнал ошибок PHP (error_log) после одного открытия главной.`,
  });
  mark = rec.mark();
  const login = await rec.open(LOGIN);
  rec.save('screen-login', login.text, {
    ...facts,
    done: `${facts.done} WP_DEBUG выключен; страница входа wp-login.php — защищённая страница: WordPress включает режим восстановления и отправляет письмо.`,
    http: login.status,
    wpMessage: loginMessage,
    url: LOGIN,
  });
  if (email) {
    const letters = rec.mailSince(mark);
    rec.save('email', letters[0]?.text ?? '', {
      ...facts,
      done: `${facts.done} Письмо режима восстановления администратору (текст письма; тема — в subject), отправленное после открытия wp-login.php.`,
      wpMessage: 'recovery-mode-email',
      subject: letters[0]?.subject ?? '',
    });
  }
  setDebug(lab, DEBUG_DISPLAY);
  mark = rec.mark();
  const shown = await rec.open(FRONT);
  rec.save('screen-debug', shown.text, {
    ...facts,
    done: `${facts.done} WP_DEBUG, WP_DEBUG_LOG и WP_DEBUG_DISPLAY включены; главная страница, гость: сообщение PHP на странице.`,
    http: shown.status,
    wpMessage: shownWithDisplay ? 'critical-error' : null,
    url: FRONT,
  });
  rec.save('debug-log', rec.since(mark, 'debug'), {
    ...facts,
    done: `${facts.done} WP_DEBUG_LOG включён; wp-content/debug.log после одного открытия главной.`,
  });
}

/**
 * A debug.log line and the same message on the page: WP_DEBUG_LOG on with
 * display off (the safe set), one page; then display on, the page again.
 */
async function noticeCaptures(rec, facts, url = FRONT) {
  setDebug(rec.lab, DEBUG_LOG_ONLY);
  let mark = rec.mark();
  await rec.open(url);
  rec.save('debug-log', rec.since(mark, 'debug'), {
    ...facts,
    done: `${facts.done} WP_DEBUG и WP_DEBUG_LOG включены, WP_DEBUG_DISPLAY выключен; wp-content/debug.log после одного открытия ${url}.`,
  });
  setDebug(rec.lab, DEBUG_DISPLAY);
  mark = rec.mark();
  const shown = await rec.open(url);
  rec.save('screen-debug', shown.text, {
    ...facts,
    done: `${facts.done} WP_DEBUG_DISPLAY включён; страница ${url}, гость.`,
    http: shown.status,
    url,
  });
}

/**
 * The database cases: WordPress's page for the front and for /wp-admin/
 * with WP_DEBUG off, the PHP log; then with debugging on, the page (PHP's
 * warning above WordPress's message) and debug.log.
 */
async function dbCaptures(rec, facts, breakIt) {
  await hostLikeDatabase(rec.lab);
  breakIt();
  let mark = rec.mark();
  const front = await rec.open(FRONT);
  rec.save('screen', front.text, {
    ...facts,
    done: `${facts.done} WP_DEBUG выключен; главная страница, гость.`,
    http: front.status,
    wpMessage: 'db-connection',
    url: FRONT,
  });
  const admin = await rec.open('/wp-admin/');
  rec.save('screen-admin', admin.text, {
    ...facts,
    done: `${facts.done} WP_DEBUG выключен; /wp-admin/ (консоль), гость.`,
    http: admin.status,
    wpMessage: 'db-connection',
    url: '/wp-admin/',
  });
  rec.save('php-log', rec.since(mark, 'php'), {
    ...facts,
    done: `${facts.done} WP_DEBUG выключен; журнал ошибок PHP после главной и /wp-admin/.`,
  });
  setDebug(rec.lab, DEBUG_DISPLAY);
  mark = rec.mark();
  const shown = await rec.open(FRONT);
  rec.save('screen-debug', shown.text, {
    ...facts,
    done: `${facts.done} WP_DEBUG, WP_DEBUG_LOG и WP_DEBUG_DISPLAY включены; главная страница, гость.`,
    http: shown.status,
    level: 'Warning',
    wpMessage: 'db-connection',
    url: FRONT,
  });
  rec.save('debug-log', rec.since(mark, 'debug'), {
    ...facts,
    done: `${facts.done} WP_DEBUG_LOG включён; wp-content/debug.log после одного открытия главной.`,
    level: 'Warning',
  });
}

/**
 * The lab's DB_HOST names its socket in a random folder
 * (localhost:/tmp/kb-wordpress-lab-…/db/mysql.sock), and WordPress's page
 * quotes DB_HOST. A host's wp-config.php says 'localhost' and PHP finds the
 * socket itself (mysqli.default_socket): the lab does the same, so the page
 * reads as on a host. Checks that the site still opens.
 */
async function hostLikeDatabase(lab) {
  await lab.restartPhp({'mysqli.default_socket': lab.socket});
  editConfig(lab, (text) =>
    text.replace(
      `define( 'DB_HOST', 'localhost:${lab.socket}' );`,
      "define( 'DB_HOST', 'localhost' );",
    ),
  );
  const response = await fetch(`${lab.url}/`);
  await response.text();
  if (response.status !== 200) {
    throw new Error(`сайт с DB_HOST 'localhost' отвечает ${response.status}`);
  }
}

/** Replaces one define() of wp-config.php. */
function redefine(lab, name, value) {
  editConfig(lab, (text) => {
    const pattern = new RegExp(`define\\( '${name}', '[^']*' \\);`);
    if (!pattern.test(text)) throw new Error(`в wp-config.php нет ${name}`);
    return text.replace(pattern, `define( '${name}', '${value}' );`);
  });
}

/**
 * Site Health → Status: waits until an item whose title matches `title`
 * appears (the async tests run one after another), expands it as the reader
 * does and returns its title and text; the titles listed if it never came.
 */
async function siteHealthItem(rec, title) {
  return rec.withPage(
    async (page) => {
      const response = await page.goto(
        `${rec.lab.url}/wp-admin/site-health.php`,
        {
          waitUntil: 'load',
        },
      );
      const trigger = page
        .locator('.health-check-accordion-trigger')
        .filter({hasText: title})
        .first();
      try {
        await trigger.waitFor({timeout: 90000});
      } catch {
        const titles = await page
          .locator('.health-check-accordion-trigger')
          .allInnerTexts();
        throw new Error(`нет пункта ${title}: ${titles.join(' | ')}`);
      }
      await trigger.click();
      const panel = page.locator(
        `#${await trigger.getAttribute('aria-controls')}`,
      );
      await panel.waitFor({state: 'visible'});
      const heading = await trigger.innerText();
      return {
        status: response?.status() ?? null,
        text: `${heading}\n${await panel.innerText()}`,
      };
    },
    {admin: true},
  );
}

/**
 * The test «Связь с WordPress.org» as on a real site: the lab's offline
 * mu-plugin removes it (and WP_HTTP_BLOCK_EXTERNAL stops every outside
 * request before cURL); with both undone, WordPress asks api.wordpress.org
 * through cURL, and the lab's lack of internet is the fault.
 */
function dotorgTestBack(lab) {
  editConfig(lab, (text) =>
    text.replace("define( 'WP_HTTP_BLOCK_EXTERNAL', true );\n", ''),
  );
  addMuPlugin(
    lab,
    'kb-errors-dotorg-test',
    `add_filter( 'site_status_tests', function ( $tests ) {
	$tests['async']['dotorg_communication'] = array(
		'label'             => __( 'Communication with WordPress.org' ),
		'test'              => rest_url( 'wp-site-health/v1/tests/dotorg-communication' ),
		'has_rest'          => true,
		'async_direct_test' => array( WP_Site_Health::get_instance(), 'get_test_dotorg_communication' ),
	);
	return $tests;
}, 101 );`,
  );
}

/**
 * The port of a proxy that is not running: 3128, Squid's, so that the text
 * is the same at every recording. Fails if something does listen there.
 */
async function closedProxyPort(port = 3128) {
  const {createServer} = await import('node:net');
  const free = await new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
  if (!free) throw new Error(`на 127.0.0.1:${port} кто-то слушает`);
  return port;
}

// -------------------------------------------------------------------- cases

const KALKULYATOR = {
  'includes/raschet.php': `<?php
// Калькулятор доставки: расчёт стоимости по тарифам.
function kalkulyator_dostavki_init() {
	$tarify = kalkulyator_dostavki_tarify();
	return $tarify;
}
add_action( 'init', 'kalkulyator_dostavki_init' );
`,
};

/** Every case: `run(rec)` on a fresh lab in each language of `langs`. */
const CASES = [
  {
    name: 'plugin-fatal',
    async run(rec) {
      const slug = plugin(
        rec.lab,
        'kalkulyator-dostavki',
        'Калькулятор доставки',
        "require __DIR__ . '/includes/raschet.php';",
        KALKULYATOR,
      );
      await fatalCaptures(rec, {
        done: 'Плагин kalkulyator-dostavki на хуке init вызывает несуществующую функцию (Call to undefined function) в includes/raschet.php.',
        level: 'Fatal error',
        plugin: slug,
      });
    },
  },
  {
    name: 'theme-fatal',
    async run(rec) {
      const dir = path.join(rec.lab.wp, 'wp-content/themes/moya-tema');
      mkdirSync(dir, {recursive: true});
      writeFileSync(
        path.join(dir, 'style.css'),
        '/*\nTheme Name: Моя тема\nTemplate: twentytwentyfive\nVersion: 1.0\n*/\n',
      );
      writeFileSync(
        path.join(dir, 'functions.php'),
        `<?php
// Моя тема: дочерняя тема Twenty Twenty-Five.
function moya_tema_setup() {
	moya_tema_podklyuchit_shrifty();
}
add_action( 'after_setup_theme', 'moya_tema_setup' );
`,
      );
      rec.lab.sql(
        "UPDATE wp_options SET option_value = 'moya-tema' WHERE option_name = 'stylesheet'",
      );
      await fatalCaptures(rec, {
        done: 'Активна дочерняя тема moya-tema (родитель twentytwentyfive); её functions.php на хуке after_setup_theme вызывает несуществующую функцию.',
        level: 'Fatal error',
        theme: 'moya-tema',
      });
    },
  },
  {
    // Must-use plugins are not paused by recovery mode and send no e-mail
    // (lab/scenarios/plaginy.scenarios.mjs, plaginy-mu-plugin-fatalnaya):
    // the login page shows the plain critical-error message.
    name: 'mu-plugin-fatal',
    async run(rec) {
      const dir = path.join(rec.lab.wp, 'wp-content/mu-plugins');
      mkdirSync(dir, {recursive: true});
      writeFileSync(
        path.join(dir, 'host-cache.php'),
        `<?php
/**
 * Plugin Name: Кеш хостинга
 */
kb_host_cache_start();
`,
      );
      await fatalCaptures(
        rec,
        {
          done: 'Обязательный плагин wp-content/mu-plugins/host-cache.php вызывает несуществующую функцию при загрузке.',
          level: 'Fatal error',
          muPlugin: 'host-cache.php',
        },
        {email: false, loginMessage: 'critical-error'},
      );
    },
  },
  {
    name: 'parse-error',
    async run(rec) {
      const slug = plugin(
        rec.lab,
        'forma-podpiski',
        'Форма подписки',
        `function forma_podpiski_shortcode( $atts ) {
	$email = isset( $atts['email'] ) ? $atts['email'] : ''
	return '<form class="forma-podpiski">' . esc_html( $email ) . '</form>';
}
add_shortcode( 'forma_podpiski', 'forma_podpiski_shortcode' );`,
      );
      await fatalCaptures(rec, {
        done: 'В главном файле плагина forma-podpiski пропущена точка с запятой (синтаксическая ошибка).',
        level: 'Parse error',
        plugin: slug,
      });
    },
  },
  {
    name: 'memory-exhausted',
    async run(rec) {
      const slug = plugin(
        rec.lab,
        'galereya-foto',
        'Галерея фото',
        "require __DIR__ . '/includes/miniatyury.php';",
        {
          'includes/miniatyury.php': `<?php
// Галерея фото: кеш миниатюр в памяти.
function galereya_foto_keshirovat() {
	$kesh = array();
	for ( $i = 0; $i < 4096; $i++ ) {
		$kesh[] = str_repeat( 'x', 65536 );
	}
	return count( $kesh );
}
add_action( 'init', 'galereya_foto_keshirovat' );
`,
        },
      );
      await rec.lab.restartPhp({memory_limit: '128M'});
      await fatalCaptures(
        rec,
        {
          done: 'memory_limit = 128M; плагин galereya-foto на хуке init набирает 256 МБ строк.',
          level: 'Fatal error',
          plugin: slug,
        },
        {shownWithDisplay: false},
      );
    },
  },
  {
    name: 'max-execution-time',
    async run(rec) {
      const slug = plugin(
        rec.lab,
        'import-tovarov',
        'Импорт товаров',
        "require __DIR__ . '/includes/import.php';",
        {
          'includes/import.php': `<?php
// Импорт товаров: разбор прайс-листа.
function import_tovarov_razobrat() {
	$hash = '';
	$stop = microtime( true ) + 120;
	while ( microtime( true ) < $stop ) {
		$hash = md5( $hash );
	}
	return $hash;
}
add_action( 'init', 'import_tovarov_razobrat' );
`,
        },
      );
      await rec.lab.restartPhp({max_execution_time: '3'});
      await fatalCaptures(rec, {
        done: 'max_execution_time = 3; плагин import-tovarov на хуке init считает в цикле дольше.',
        level: 'Fatal error',
        plugin: slug,
      });
    },
  },
  {
    name: 'plugin-warning',
    async run(rec) {
      const slug = plugin(
        rec.lab,
        'karta-sajta',
        'Карта сайта',
        `function karta_sajta_footer() {
	$nastrojki = get_option( 'karta_sajta', array() );
	echo '<!-- karta-sajta: ' . (int) $nastrojki['limit'] . ' -->';
}
add_action( 'wp_footer', 'karta_sajta_footer' );`,
      );
      await noticeCaptures(rec, {
        done: 'Плагин karta-sajta в подвале читает несуществующий ключ массива (Undefined array key).',
        level: 'Warning',
        plugin: slug,
      });
    },
  },
  {
    name: 'plugin-deprecated',
    async run(rec) {
      const slug = plugin(
        rec.lab,
        'slajder-zapisej',
        'Слайдер записей',
        `class Slajder_Zapisej {
	public function __construct() {
		$this->nastrojki = get_option( 'slajder_zapisej', array() );
	}
}
add_action( 'wp_footer', function () {
	new Slajder_Zapisej();
} );`,
      );
      await noticeCaptures(rec, {
        done: 'Плагин slajder-zapisej создаёт динамическое свойство объекта (в PHP 8.2 — Deprecated).',
        level: 'Deprecated',
        plugin: slug,
      });
    },
  },
  {
    name: 'wp-deprecated-function',
    async run(rec) {
      const slug = plugin(
        rec.lab,
        'staraya-navigaciya',
        'Старая навигация',
        `function staraya_navigaciya_footer() {
	$stranica = get_page_by_title( 'О компании' );
	echo $stranica ? '<!-- staraya-navigaciya -->' : '';
}
add_action( 'wp_footer', 'staraya_navigaciya_footer' );`,
      );
      await noticeCaptures(rec, {
        done: 'Плагин staraya-navigaciya вызывает устаревшую функцию WordPress get_page_by_title() (_deprecated_function).',
        level: 'Deprecated',
        plugin: slug,
        wpMessage: 'deprecated-function',
      });
    },
  },
  {
    name: 'wp-doing-it-wrong',
    async run(rec) {
      const slug = plugin(
        rec.lab,
        'knopka-naverh',
        'Кнопка наверх',
        "wp_enqueue_script( 'knopka-naverh', plugins_url( 'knopka.js', __FILE__ ) );",
      );
      await noticeCaptures(rec, {
        done: 'Плагин knopka-naverh подключает скрипт wp_enqueue_script() при загрузке, до хука wp_enqueue_scripts (_doing_it_wrong).',
        level: 'Notice',
        plugin: slug,
        wpMessage: 'doing-it-wrong',
      });
    },
  },
  {
    name: 'db-access-denied',
    async run(rec) {
      await dbCaptures(
        rec,
        {
          done: "Неверный пароль базы в wp-config.php (DB_PASSWORD 'neverno').",
          mysql: 1045,
        },
        () => redefine(rec.lab, 'DB_PASSWORD', 'neverno'),
      );
    },
  },
  {
    name: 'db-server-stopped',
    async run(rec) {
      await dbCaptures(
        rec,
        {
          done: 'Сервер MariaDB остановлен (mariadb-admin shutdown); WordPress подключается к его сокету, которого больше нет.',
          mysql: 2002,
        },
        () => {
          rec.lab.expectedExit = true;
          const result = spawnSync(
            'mariadb-admin',
            [`--socket=${rec.lab.socket}`, '-uroot', 'shutdown'],
            {encoding: 'utf8'},
          );
          if (result.status !== 0) {
            throw new Error(`mariadb-admin shutdown: ${result.stderr}`);
          }
        },
      );
    },
  },
  {
    name: 'db-connection-refused',
    async run(rec) {
      await dbCaptures(
        rec,
        {
          done: "DB_HOST '127.0.0.1': по TCP на порту 3306 сервер базы не слушает (соединение отклонено).",
          mysql: 2002,
        },
        () => redefine(rec.lab, 'DB_HOST', '127.0.0.1'),
      );
    },
  },
  {
    name: 'db-unknown-host',
    async run(rec) {
      await dbCaptures(
        rec,
        {
          done: "DB_HOST 'mysql.example.invalid': имя сервера базы не находится в DNS.",
          mysql: 2002,
        },
        () => redefine(rec.lab, 'DB_HOST', 'mysql.example.invalid'),
      );
    },
  },
  {
    name: 'maintenance',
    async run(rec) {
      writeFileSync(
        path.join(rec.lab.wp, '.maintenance'),
        '<?php $upgrading = time(); ?>',
      );
      const done =
        'В корне сайта файл .maintenance (<?php $upgrading = time(); ?>), как во время обновления.';
      for (const [where, url] of [
        ['screen', FRONT],
        ['screen-admin', '/wp-admin/'],
      ]) {
        const page = await rec.open(url);
        rec.save(where, page.text, {
          done: `${done} Страница ${url}, гость.`,
          http: page.status,
          wpMessage: 'maintenance',
          url,
        });
      }
    },
  },
  {
    name: 'not-found',
    async run(rec) {
      const url = '/?p=999999';
      const page = await rec.open(url);
      rec.save('screen', page.text, {
        done: 'Адрес записи, которой нет (?p=999999); тема Twenty Twenty-Five.',
        http: page.status,
        wpMessage: 'not-found',
        url,
      });
    },
  },
  {
    name: 'upload-max-filesize',
    async run(rec) {
      const {lab} = rec;
      await lab.restartPhp({upload_max_filesize: '1M', post_max_size: '8M'});
      const file = paddedJpeg(lab, path.join(lab.work, 'photo.jpg'), 2 << 20);
      const done =
        'upload_max_filesize = 1M, post_max_size = 8M; администратор загружает photo.jpg размером 2 МБ в Медиафайлы → Добавить медиафайл';
      const media = await rec.withPage(
        async (page) => {
          await page.goto(`${lab.url}/wp-admin/media-new.php`, {
            waitUntil: 'load',
          });
          const [chooser] = await Promise.all([
            page.waitForEvent('filechooser'),
            page.click('#plupload-browse-button'),
          ]);
          await chooser.setFiles(file);
          const items = page.locator('#media-items .media-item');
          await items.first().waitFor({timeout: 30000});
          await page.waitForTimeout(1000);
          return page.locator('#media-items').innerText();
        },
        {admin: true},
      );
      rec.save('screen-media', media, {
        done: `${done} (многофайловый загрузчик; файл отвергает сам браузер, до сервера он не доходит).`,
        wpMessage: 'upload-too-big',
      });
      const form = await rec.withPage(
        async (page) => {
          await page.goto(
            `${lab.url}/wp-admin/media-new.php?browser-uploader`,
            {
              waitUntil: 'load',
            },
          );
          await page.setInputFiles('#async-upload', file);
          const [response] = await Promise.all([
            page.waitForNavigation({waitUntil: 'load'}),
            page.click('#html-upload'),
          ]);
          return {
            status: response?.status() ?? null,
            text: await bodyText(page),
          };
        },
        {admin: true},
      );
      rec.save('screen-form', form.text, {
        done: `${done} (загрузчик браузера — обычная форма).`,
        http: form.status,
        wpMessage: 'upload-max-filesize',
        url: '/wp-admin/media-new.php',
      });
    },
  },
  {
    name: 'upload-post-max-size',
    async run(rec) {
      const {lab} = rec;
      await lab.restartPhp({upload_max_filesize: '1M', post_max_size: '1M'});
      const zip = path.join(lab.work, 'bolshoj-plagin.zip');
      writeFileSync(zip, Buffer.alloc(2 << 20, 7));
      const mark = rec.mark();
      const done =
        'post_max_size = 1M; администратор загружает архив плагина bolshoj-plagin.zip размером 2 МБ (Плагины → Добавить плагин → Загрузить плагин)';
      const result = await rec.withPage(
        async (page) => {
          await page.goto(`${lab.url}/wp-admin/plugin-install.php?tab=upload`, {
            waitUntil: 'load',
          });
          await page.setInputFiles('#pluginzip', zip);
          const [response] = await Promise.all([
            page.waitForNavigation({waitUntil: 'load'}),
            page.click('#install-plugin-submit'),
          ]);
          return {
            status: response?.status() ?? null,
            text: await bodyText(page),
          };
        },
        {admin: true},
      );
      rec.save('screen', result.text, {
        done: `${done}: PHP отбрасывает всю форму вместе с кодом защиты.`,
        http: result.status,
        wpMessage: 'link-expired',
        url: '/wp-admin/update.php?action=upload-plugin',
      });
      rec.save('php-log', rec.since(mark, 'php'), {
        done: `${done}: журнал ошибок PHP.`,
        level: 'Warning',
      });
    },
  },
  {
    name: 'curl-resolve',
    async run(rec) {
      dotorgTestBack(rec.lab);
      const item = await siteHealthItem(rec, /WordPress\.org/);
      rec.save('screen-health', item.text, {
        done: 'Инструменты → Здоровье сайта, проверка связи с WordPress.org: у лаборатории нет DNS и интернета, имя api.wordpress.org не находится (пункт раскрыт).',
        http: item.status,
        curl: 6,
        wpMessage: 'dotorg-unreachable',
        url: '/wp-admin/site-health.php',
      });
    },
  },
  {
    name: 'curl-connect',
    async run(rec) {
      dotorgTestBack(rec.lab);
      const port = await closedProxyPort();
      editConfig(
        rec.lab,
        aboveSettings(
          `define( 'WP_PROXY_HOST', '127.0.0.1' );\ndefine( 'WP_PROXY_PORT', '${port}' );`,
        ),
      );
      const item = await siteHealthItem(rec, /WordPress\.org/);
      rec.save('screen-health', item.text, {
        done: `Инструменты → Здоровье сайта, проверка связи с WordPress.org: в wp-config.php задан прокси WP_PROXY_HOST 127.0.0.1, WP_PROXY_PORT ${port}, на котором никто не слушает (пункт раскрыт).`,
        http: item.status,
        curl: 7,
        wpMessage: 'dotorg-unreachable',
        url: '/wp-admin/site-health.php',
      });
    },
  },
  {
    name: 'curl-timeout',
    async run(rec) {
      const slug = plugin(
        rec.lab,
        'korzina-zakazov',
        'Корзина заказов',
        "add_action( 'init', function () { if ( PHP_SESSION_NONE === session_status() ) { session_start(); } } );",
      );
      const item = await siteHealthItem(rec, /REST API/);
      rec.save('screen-health', item.text, {
        done: 'Инструменты → Здоровье сайта, проверка REST API: плагин korzina-zakazov открывает сессию PHP и не закрывает её, запрос сайта к себе ждёт 10 секунд (пункт раскрыт).',
        http: item.status,
        curl: 28,
        plugin: slug,
        wpMessage: 'rest-api-error',
        url: '/wp-admin/site-health.php',
      });
    },
  },
];

/** Cases the brief asks for that this lab cannot produce, and why. */
const SKIPPED = [];

// --------------------------------------------------------------------- run

/**
 * An English WordPress as its owner sets it: site language «English (United
 * States)» (WPLANG '' — the option for pages, the constant for the pages
 * WordPress draws before it reaches the database) and the admin's profile
 * language en_US.
 */
function switchToEnglish(lab) {
  editConfig(lab, (text) =>
    text.replace("define( 'WPLANG', 'ru_RU' );", "define( 'WPLANG', '' );"),
  );
  wpEval(
    lab,
    "update_option('WPLANG', ''); update_user_meta(get_user_by('login', 'admin')->ID, 'locale', 'en_US');",
  );
}

async function recordCase(caseDef, lang) {
  let lab = null;
  const crashes = [];
  lab = await startLab({
    port: PORT,
    onCrash: (message) => {
      if (!lab?.expectedExit) crashes.push(message);
    },
  });
  const rec = new Recording(lab, lang, caseDef);
  try {
    // User Registration, built from its repository, writes a Notice on every
    // page once WP_DEBUG is on: a lab artefact (lab/scenarios/README.md).
    // WP Mail SMTP is seeded with smtp.example.com, which does not exist:
    // the recovery-mode e-mail of a fault raised after it has loaded would
    // fail there. Without it WordPress sends through PHP's mail(), which the
    // lab keeps as a file.
    wpEval(
      lab,
      "deactivate_plugins(array('user-registration/user-registration.php', 'wp-mail-smtp/wp_mail_smtp.php'), true);",
    );
    if (lang === 'en') switchToEnglish(lab);
    await caseDef.run(rec);
    if (crashes.length > 0) throw new Error(crashes.join('\n'));
    return {entries: rec.entries, empty: rec.empty, lab};
  } finally {
    await rec.close();
    await lab.stop();
  }
}

function versions(lab) {
  const php = spawnSync('php', ['-r', 'echo PHP_VERSION;'], {
    encoding: 'utf8',
  }).stdout;
  const mariadb = /Ver (\S+)/.exec(
    spawnSync('mariadbd', ['--version'], {encoding: 'utf8'}).stdout,
  )?.[1];
  const chromium = spawnSync('chromium', ['--version'], {
    encoding: 'utf8',
  }).stdout.trim();
  return {wordpress: lab.version, php, mariadb, chromium};
}

async function main() {
  const wanted = process.argv.slice(2);
  const jobs = CASES.flatMap((caseDef) =>
    Object.keys(LOCALES).map((lang) => ({caseDef, lang})),
  ).filter(
    ({caseDef, lang}) =>
      wanted.length === 0 ||
      wanted.includes(caseDef.name) ||
      wanted.includes(`${caseDef.name}-${lang}`),
  );
  if (jobs.length === 0) throw new Error(`нет таких случаев: ${wanted}`);
  mkdirSync(outDir, {recursive: true});
  const old =
    wanted.length > 0 && existsSync(manifestFile)
      ? JSON.parse(readFileSync(manifestFile, 'utf8'))
      : {files: [], empty: []};
  const ids = new Set(jobs.map(({caseDef, lang}) => `${caseDef.name}-${lang}`));
  const idOf = (entry) =>
    `${entry.case}-${entry.locale === 'en_US' ? 'en' : 'ru'}`;
  // A case recorded again replaces all its files.
  for (const entry of old.files) {
    if (ids.has(idOf(entry)))
      rmSync(path.join(outDir, entry.file), {force: true});
  }
  const files = old.files.filter((entry) => !ids.has(idOf(entry)));
  const empty = old.empty.filter((entry) => !ids.has(idOf(entry)));
  const started = performance.now();
  let versionInfo = old.versions;
  const failed = [];
  for (const {caseDef, lang} of jobs) {
    const caseStarted = performance.now();
    console.log(`${caseDef.name}-${lang}`);
    try {
      const result = await recordCase(caseDef, lang);
      files.push(...result.entries);
      empty.push(...result.empty);
      versionInfo = versions(result.lab);
    } catch (error) {
      // Half a case is not a fixture set: its files go.
      for (const name of readdirSync(outDir)) {
        if (name.startsWith(`${caseDef.name}-${lang}.`)) {
          rmSync(path.join(outDir, name));
        }
      }
      failed.push(`${caseDef.name}-${lang}: ${error.message}`);
      console.error(`  НЕ ЗАПИСАН: ${error.message}`);
    }
    console.log(`  ${((performance.now() - caseStarted) / 1000).toFixed(1)} с`);
  }
  const order = new Map(CASES.map((c, i) => [c.name, i]));
  const sort = (a, b) =>
    order.get(a.case) - order.get(b.case) ||
    a.locale.localeCompare(b.locale) * -1 ||
    (a.file ?? a.where).localeCompare(b.file ?? b.where);
  const manifest = {
    recorded: new Date().toISOString(),
    seconds: Math.round((performance.now() - started) / 1000),
    versions: versionInfo,
    substitution: {
      from: '/tmp/kb-wordpress-lab-XXXXXX/wp',
      to: STABLE_ROOT,
      note: `Папка сайта лаборатории (случайное имя) заменена в каждом тексте на постоянную; больше в текстах ничего не менялось. Адрес сайта http://127.0.0.1:${PORT}, время в журналах, ключи rm_key в письмах — как записаны.`,
    },
    facts:
      'level, plugin, theme, muPlugin (файл или папка в wp-content/mu-plugins), http, mysql, curl, wpMessage — то, что устроил сценарий записи (http — код ответа страницы, на которой снят текст), а не то, что прочитано из текста.',
    skipped: SKIPPED,
    failed,
    empty: empty.sort(sort),
    files: files.sort(sort),
  };
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(
    `${files.length} файлов, ${manifest.seconds} с${failed.length ? `; не записаны: ${failed.length}` : ''}`,
  );
  if (failed.length > 0) process.exitCode = 1;
}

await main();
