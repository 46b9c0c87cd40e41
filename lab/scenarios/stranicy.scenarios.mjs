// What «Как создать страницу в WordPress и сделать её главной» says
// happens, reproduced: the block editor as the reader meets it in headless
// Chromium (dialogs, the page's sidebar, the status window, publishing and
// its notices), the page's address and visibility for a visitor, the static
// front page, and every entry of «Если что-то пошло не так».
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {
  addUser,
  editedPost,
  editorCanvas,
  editorNotices,
  savePermalinks,
  serverRouter,
  submitForm,
  whileImmutable,
  withChromium,
  writeRouter,
} from './admin-lib.mjs';
import {Browser} from './client.mjs';
import {aboveSettings, addPlugin, editConfig, wpEval} from './faults.mjs';
import {
  editPage,
  flat,
  headerText,
  makePage,
  newPage,
  permalink,
  publish,
  saveDraft,
  waitNotice,
} from './stranicy-lib.mjs';

export const article = 'docs/wordpress/sozdanie-stranic.md';

const E404 = 'После публикации страница открывается с ошибкой 404';
const JSON_ENTRY =
  ':msg[Ошибка обновления.] :msg[Ответ не является допустимым ответом JSON.]';
const OFFLINE =
  ':msg[Не удалось выполнить обновление, поскольку вы были не в сети. Пожалуйста, проверьте подключение и повторите попытку.]';
const CRASH = ':msg[Этот блок содержит ошибку и не может быть просмотрен.]';
const INVALID = ':msg[Этот блок имеет неожидаемое или неверное содержимое.]';
const MISSING = ':msg[Ваш сайт не поддерживает блок]';
const PRIVATE = 'Личная страница видна мне, но не видна посетителям';
const LOST = 'Пропал текст, который я набирал';

const JSON_ERROR = 'Ответ не является допустимым ответом JSON.';

/** The permalink structure the lab was installed with. */
const structure = (lab) =>
  wpEval(lab, "echo get_option('permalink_structure');");

/** A page's path on the site, without the lab's address. */
const pathOf = (lab, id) => permalink(lab, id).replace(lab.url, '');

export const scenarios = [
  {
    name: 'stranicy-404-htaccess',
    entry: E404,
    claim:
      'Apache без правил в .htaccess: опубликованная страница — 404 сервера; «Сохранить изменения» в «Постоянных ссылках» записывает правила и страница открывается; закрытый для записи .htaccess — «Теперь вы должны обновить файл .htaccess.»; черновик, запланированная и личная страницы — 404 для посетителя.',
    async run({lab, admin, guest}) {
      await lab.restartPhp({}, {router: serverRouter(lab)});
      await admin.login();
      const id = makePage(lab, 'Доставка', 'Возим по городу.', {
        post_name: 'dostavka',
      });
      const address = pathOf(lab, id);
      const before = await guest.get(address);
      const htaccess = path.join(lab.wp, '.htaccess');
      writeFileSync(htaccess, '');
      const readOnly = await whileImmutable(htaccess, () =>
        savePermalinks(admin, structure(lab)),
      );
      const stillBroken = await guest.get(address);
      await savePermalinks(admin, structure(lab));
      const after = await guest.get(address);
      const hidden = {};
      for (const [status, extra] of [
        ['draft', {}],
        ['future', {post_date: '2030-01-01 10:00:00'}],
        ['private', {}],
      ]) {
        makePage(lab, `Страница ${status}`, 'Текст', {
          post_status: status,
          post_name: `stranica-${status}`,
          ...extra,
        });
        const seen = await guest.get(`/stranica-${status}/`);
        hidden[status] = seen.status;
      }
      return {
        address,
        before: `${before.status} ${before.text}`,
        readOnly: readOnly.text,
        stillBroken: stillBroken.status,
        after: `${after.status} ${after.text.slice(0, 200)}`,
        hidden: JSON.stringify(hidden),
      };
    },
    expect: [
      {
        field: 'before',
        shows: /^404 .*Not Found/,
        says: 'по её адресу сайт отвечает ошибкой 404',
      },
      {
        field: 'readOnly',
        shows: 'Теперь вы должны обновить файл .htaccess.',
        says: 'файл закрыт для записи',
      },
      {field: 'stillBroken', shows: 404},
      {
        field: 'after',
        shows: /^200 .*Доставка/,
        says: 'Ничего не меняя, нажмите :ui[Сохранить изменения]. WordPress заново запишет правила адресов.',
      },
      {
        field: 'hidden',
        shows: '{"draft":404,"future":404,"private":404}',
        says: 'Черновики, запланированные и личные страницы посетители тоже видят как 404',
      },
    ],
  },
  {
    name: 'stranicy-json-bez-pravil',
    entry: JSON_ENTRY,
    claim:
      'Apache без правил адресов: /wp-json/ — 404 сервера, сохранение черновика — «Ошибка обновления. Ответ не является допустимым ответом JSON.», публикация — «Ошибка публикации. …»; после сохранения постоянных ссылок страница публикуется.',
    async run({lab, admin, guest}) {
      await lab.restartPhp({}, {router: serverRouter(lab)});
      await admin.login();
      const rest = await guest.get('/wp-json/');
      return withChromium(lab, async ({page}) => {
        await newPage(page, lab, 'Прайс-лист', 'Цены на услуги.');
        await saveDraft(page);
        const draft = await waitNotice(page, /Ошибка/);
        await publish(page);
        const published = await waitNotice(page, /Ошибка публикации/);
        await page.keyboard.press('Escape');
        await savePermalinks(admin, structure(lab));
        await publish(page);
        const fixed = await waitNotice(page, /опубликована/);
        return {
          rest: `${rest.status} ${rest.text}`,
          draft,
          published,
          fixed,
        };
      });
    },
    expect: [
      {
        field: 'draft',
        shows: `Ошибка обновления. ${JSON_ERROR}`,
        says: `При сохранении вверху редактора появляется красное сообщение :msg[Ошибка обновления.] :msg[${JSON_ERROR}]`,
      },
      {
        field: 'published',
        shows: `Ошибка публикации. ${JSON_ERROR}`,
        says: `а при публикации — :msg[Ошибка публикации.] :msg[${JSON_ERROR}]`,
      },
      {
        field: 'rest',
        shows: /^404 .*Not Found/,
        says: 'Если вместо длинного текста в фигурных скобках видна ошибка',
      },
      {
        field: 'fixed',
        shows: 'Страница опубликована.',
        says: 'Сохраните заново постоянные ссылки, как описано выше.',
      },
    ],
  },
  {
    name: 'stranicy-json-waf',
    entry: JSON_ENTRY,
    claim:
      'Защитный фильтр сервера отвечает на сохранение страницей 403: редактор пишет «Ошибка публикации. Ответ не является допустимым ответом JSON.»',
    async run({lab}) {
      // A host's WAF: every write to the REST API of pages gets its HTML page.
      const router = writeRouter(
        lab,
        'router-waf',
        `$uri = $_SERVER['REQUEST_URI'];
if ( 'GET' !== $_SERVER['REQUEST_METHOD'] && preg_match( '#^/(wp-json/wp/v2/pages|\\?rest_route=/wp/v2/pages)#', $uri ) ) {
	http_response_code( 403 );
	header( 'Content-Type: text/html' );
	echo '<html><head><title>403 Forbidden</title></head><body><h1>Forbidden</h1><p>Request blocked by the web application firewall.</p></body></html>';
	return true;
}
return false;`,
      );
      await lab.restartPhp({}, {router});
      return withChromium(lab, async ({page}) => {
        await newPage(page, lab, 'Акции', 'Скидки недели.');
        await publish(page);
        const published = await waitNotice(page, /Ошибка/);
        return {published};
      });
    },
    expect: [
      {
        field: 'published',
        shows: `Ошибка публикации. ${JSON_ERROR}`,
        says: 'запрос мог заблокировать защитный фильтр сервера',
      },
    ],
  },
  {
    name: 'stranicy-json-preduprezhdenie',
    entry: JSON_ENTRY,
    claim:
      'PHP показывает предупреждение из wp-config.php (константа объявлена дважды) на каждой странице: /wp-json/ начинается с «Warning:», редактор пишет «Ошибка обновления. Ответ не является допустимым ответом JSON.», а черновик при этом сохранён.',
    async run({lab, guest}) {
      // A second WP_DEBUG in wp-config.php: PHP warns before WordPress
      // starts, and the host's php.ini shows warnings.
      editConfig(lab, aboveSettings("define( 'WP_DEBUG', false );"));
      await lab.restartPhp({display_errors: '1'});
      const rest = await guest.get('/wp-json/');
      return withChromium(lab, async ({page, messages}) => {
        await newPage(page, lab, 'Вакансии', 'Ищем менеджера.');
        await saveDraft(page);
        const draft = await waitNotice(page, /Ошибка/);
        const state = await page.evaluate(() => {
          const editor = window.wp.data.select('core/editor');
          return `failed: ${editor.didPostSaveRequestFail()}, saving: ${editor.isSavingPost()}, dirty: ${editor.isEditedPostDirty()}`;
        });
        const header = await headerText(page);
        const saved = wpEval(
          lab,
          "$p = get_posts(array('post_type' => 'page', 'title' => 'Вакансии', 'post_status' => 'any')); echo $p ? $p[0]->post_status . ' ' . $p[0]->post_content : 'нет';",
        );
        return {
          rest: rest.text.slice(0, 200),
          draft,
          state,
          header,
          console: messages.join('\n').slice(0, 1500),
          saved,
        };
      });
    },
    expect: [
      {
        field: 'rest',
        shows: /^Warning: /,
        says: 'строки `Warning:` в начале',
      },
      {
        field: 'draft',
        shows: `Ошибка обновления. ${JSON_ERROR}`,
        says: 'а получил страницу ошибки, перенаправление, блокировку или предупреждение PHP',
      },
      {
        field: 'saved',
        shows: /draft <!-- wp:paragraph -->\s*<p>Ищем менеджера/,
        says: 'В последнем случае страница при этом всё же сохраняется',
      },
    ],
  },
  {
    name: 'stranicy-ne-v-seti',
    entry: OFFLINE,
    claim:
      'Без сети сохранение — «Не удалось выполнить обновление…», публикация — «Не удалось выполнить публикацию…», правки остаются; сервер не отвечает при работающей сети — «Ошибка обновления. Невозможно получить действительный ответ от сервера.»; с сетью страница сохраняется.',
    async run({lab}) {
      return withChromium(lab, async ({context, page}) => {
        await newPage(page, lab, 'Отзывы', 'Спасибо за отличную работу!');
        await context.setOffline(true);
        await saveDraft(page);
        const draft = await waitNotice(page, /не в сети/);
        const kept = await editedPost(page);
        await context.setOffline(false);
        // The network works, the server does not answer: connection refused.
        const refuse = (route) =>
          route.request().method() === 'GET'
            ? route.continue()
            : route.abort('connectionrefused');
        await page.route('**/*', refuse);
        await saveDraft(page);
        const noServer = await waitNotice(page, /Невозможно|valid response/);
        await page.unroute('**/*', refuse);
        await context.setOffline(true);
        await publish(page);
        const published = await waitNotice(page, /публикацию/);
        await context.setOffline(false);
        await publish(page);
        const saved = await waitNotice(page, /опубликована/);
        return {
          draft,
          published,
          title: kept.title,
          content: kept.content,
          noServer,
          saved,
        };
      });
    },
    expect: [
      {
        field: 'draft',
        shows:
          'Не удалось выполнить обновление, поскольку вы были не в сети. Пожалуйста, проверьте подключение и повторите попытку.',
      },
      {
        field: 'published',
        shows:
          'Не удалось выполнить публикацию, поскольку вы были не в сети. Пожалуйста, проверьте подключение и повторите попытку.',
      },
      {
        field: 'content',
        shows: 'Спасибо за отличную работу!',
        says: 'Не закрывайте вкладку: правки остаются в редакторе.',
      },
      {
        field: 'noServer',
        shows:
          'Ошибка обновления. Невозможно получить действительный ответ от сервера.',
        says: 'Если интернет есть, а не отвечает сервер сайта, сообщение будет :msg[Ошибка обновления.] :msg[Невозможно получить действительный ответ от сервера.]',
      },
      {
        field: 'saved',
        shows: 'Страница опубликована.',
        says: 'Когда сайт откроется, сохраните страницу ещё раз.',
      },
    ],
  },
  {
    name: 'stranicy-blok-oshibka',
    entry: CRASH,
    claim:
      'Блок плагина, чей скрипт падает с ошибкой JavaScript: на его месте «Этот блок содержит ошибку и не может быть просмотрен.», в консоли — текст ошибки с именем файла.',
    async run({lab}) {
      const dir = path.join(lab.wp, 'wp-content/plugins/kalkulyator');
      mkdirSync(dir, {recursive: true});
      writeFileSync(
        path.join(dir, 'kalkulyator.js'),
        `wp.blocks.registerBlockType( 'kalkulyator/raschet', {
	apiVersion: 3,
	title: 'Калькулятор',
	category: 'widgets',
	edit: function ( props ) {
		return wp.element.createElement( 'p', null, props.attributes.settings.price );
	},
	save: function () {
		return null;
	},
} );\n`,
      );
      addPlugin(
        lab,
        'kalkulyator',
        'Калькулятор',
        "add_action( 'enqueue_block_editor_assets', function () { wp_enqueue_script( 'kalkulyator', plugins_url( 'kalkulyator.js', __FILE__ ), array( 'wp-blocks', 'wp-element' ), '1.0', true ); } );",
      );
      const id = makePage(
        lab,
        'Расчёт стоимости',
        '<!-- wp:paragraph --><p>Посчитайте цену заказа.</p><!-- /wp:paragraph --><!-- wp:kalkulyator/raschet /-->',
      );
      return withChromium(lab, async ({page, messages}) => {
        await editPage(page, lab, id);
        const canvas = editorCanvas(page);
        await canvas
          .locator('[data-type="kalkulyator/raschet"]')
          .waitFor({timeout: 20000})
          .catch(() => null);
        const block = flat(
          await canvas
            .locator('[data-type="kalkulyator/raschet"]')
            .innerText()
            .catch((error) => error.message),
        );
        return {
          block,
          other: flat(await canvas.locator('.wp-block-paragraph').innerText()),
          console: messages
            .filter((m) => /kalkulyator|TypeError/.test(m))
            .join('\n'),
        };
      });
    },
    expect: [
      {
        field: 'block',
        shows: 'Этот блок содержит ошибку и не может быть просмотрен.',
      },
      {
        field: 'other',
        shows: 'Посчитайте цену заказа.',
        says: 'Вместо блока в редакторе написано',
      },
      {
        field: 'console',
        shows: /TypeError/,
        says: 'Текст ошибки с именем файла виден в консоли браузера',
      },
    ],
  },
  {
    name: 'stranicy-blok-nevernoe',
    entry: INVALID,
    claim:
      'Заголовок, в чей HTML в редакторе кода дописали style: «Этот блок имеет неожидаемое или неверное содержимое.» с кнопкой «Попытаться восстановить»; в меню «Еще настройки» — «Исправить» (окно «Исправить блок») и «Преобразовать в HTML».',
    async run({lab}) {
      const id = makePage(
        lab,
        'Гарантия',
        '<!-- wp:heading --><h2 class="wp-block-heading" style="color:#c00">Гарантия на все работы — год</h2><!-- /wp:heading -->',
      );
      return withChromium(lab, async ({page}) => {
        await editPage(page, lab, id);
        const canvas = editorCanvas(page);
        const warning = canvas.locator('.block-editor-warning').first();
        await warning.waitFor({timeout: 20000}).catch(async () => {
          throw new Error(
            `нет предупреждения: ${JSON.stringify(await editedPost(page))} ${flat(await canvas.locator('body').innerText())}`.slice(
              0,
              900,
            ),
          );
        });
        const text = flat(await warning.innerText());
        const more = warning.locator('.block-editor-warning__secondary button');
        const moreLabel = await more.getAttribute('aria-label');
        await more.click();
        const menu = flat(
          await page
            .locator('.components-dropdown-menu__menu')
            .last()
            .innerText()
            .catch(() =>
              canvas
                .locator('.components-dropdown-menu__menu')
                .last()
                .innerText(),
            ),
        );
        const resolve = (await page
          .getByRole('menuitem', {name: 'Исправить'})
          .count())
          ? page.getByRole('menuitem', {name: 'Исправить'})
          : canvas.getByRole('menuitem', {name: 'Исправить'});
        await resolve.first().click();
        const modal = page.locator('.components-modal__frame');
        await modal.waitFor();
        const compare = flat(await modal.innerText());
        await page.keyboard.press('Escape');
        await warning
          .getByRole('button', {name: 'Попытаться восстановить'})
          .click();
        await page.waitForTimeout(1000);
        const recovered = await editedPost(page);
        return {
          text,
          moreLabel,
          menu,
          compare,
          recovered: recovered.content,
        };
      });
    },
    expect: [
      {
        field: 'text',
        shows: 'Этот блок имеет неожидаемое или неверное содержимое.',
      },
      {field: 'text', shows: 'Попытаться восстановить'},
      {field: 'moreLabel', shows: 'Еще настройки', says: ':ui[Еще настройки]'},
      {field: 'menu', shows: 'Исправить', says: 'выберите :ui[Исправить]'},
      {field: 'menu', shows: 'Преобразовать в HTML'},
      {
        field: 'compare',
        shows: 'Исправить блок',
        says: 'в окне :ui[Исправить блок] видны обе версии',
      },
      {
        field: 'recovered',
        shows: 'Гарантия на все работы — год',
        says: 'Нажмите :ui[Попытаться восстановить] и проверьте, как выглядит блок.',
      },
    ],
  },
  {
    name: 'stranicy-blok-ne-podderzhivaetsya',
    entry: MISSING,
    claim:
      'Блок Contact Form 7 после отключения плагина: «Ваш сайт не поддерживает блок "contact-form-7/contact-form-selector"…» и кнопка «Сохранить как HTML»; после неё блок становится HTML; после включения плагина блок снова работает.',
    async run({lab}) {
      const [formId, hash, title] = wpEval(
        lab,
        "$f = WPCF7_ContactForm::find(array('posts_per_page' => 1))[0]; echo $f->id(), '|', $f->hash(), '|', $f->title();",
      ).split('|');
      const id = makePage(
        lab,
        'Обратная связь',
        `<!-- wp:contact-form-7/contact-form-selector {"id":${formId},"hash":"${hash}","title":"${title}"} --><div class="wp-block-contact-form-7-contact-form-selector">[contact-form-7 id="${hash}" title="${title}"]</div><!-- /wp:contact-form-7/contact-form-selector -->`,
      );
      wpEval(
        lab,
        "deactivate_plugins('contact-form-7/wp-contact-form-7.php', true);",
      );
      return withChromium(lab, async ({page}) => {
        await editPage(page, lab, id);
        const canvas = editorCanvas(page);
        const warning = canvas.locator('.block-editor-warning').first();
        await warning.waitFor({timeout: 20000});
        const text = flat(await warning.innerText());
        await warning.getByRole('button', {name: 'Сохранить как HTML'}).click();
        await page.waitForTimeout(500);
        const kept = await editedPost(page);
        return {text, kept: kept.content};
      });
    },
    expect: [
      {
        field: 'text',
        shows:
          'Ваш сайт не поддерживает блок "contact-form-7/contact-form-selector"',
        says: 'На месте блока написано :msg[Ваш сайт не поддерживает блок] и его имя, например `"contact-form-7/contact-form-selector"`',
      },
      {field: 'text', shows: 'Сохранить как HTML'},
      {
        field: 'kept',
        shows:
          /<!-- wp:html -->\s*<div class="wp-block-contact-form-7-contact-form-selector">\[contact-form-7/,
        says: 'нажмите :ui[Сохранить как HTML], чтобы оставить сохранённую разметку блока',
      },
    ],
  },
  {
    name: 'stranicy-lichnaya',
    entry: PRIVATE,
    claim:
      'Личную страницу открывают администратор и редактор, посетитель и автор получают 404.',
    async run({lab, admin, guest}) {
      const id = makePage(lab, 'Планы на год', 'Только для своих.', {
        post_status: 'private',
        post_name: 'plany',
      });
      await admin.login();
      const editorPassword = addUser(lab, 'redaktor', 'editor');
      const authorPassword = addUser(lab, 'avtor', 'author');
      const editor = new Browser(lab.url);
      await editor.login('redaktor', editorPassword);
      const author = new Browser(lab.url);
      await author.login('avtor', authorPassword);
      const seen = async (browser) => {
        const result = await browser.get('/plany/');
        return `${result.status} ${/<title>([^<]*)/.exec(result.html)?.[1] ?? ''}`;
      };
      return {
        id,
        admin: await seen(admin),
        editor: await seen(editor),
        author: await seen(author),
        guest: await seen(guest),
      };
    },
    expect: [
      {
        field: 'admin',
        shows: /^200 Планы на год/,
        says: 'страницу со статусом :ui[Личное] видят только администраторы и редакторы',
      },
      {field: 'editor', shows: /^200 /},
      {field: 'author', shows: /^404 /},
      {
        field: 'guest',
        shows: /^404 /,
        says: 'а остальные получают ошибку 404',
      },
    ],
  },
  {
    name: 'stranicy-avtosohranenie',
    entry: LOST,
    claim:
      'Автосохранение на сервере раз в 60 с: открыв опубликованную страницу заново, редактор пишет «Существует более поздняя версия…» со ссылкой «Посмотреть автосохранение».',
    async run({lab}) {
      const id = makePage(lab, 'Прайс', 'Цены с 1 января.');
      return withChromium(lab, async ({context, page}) => {
        await editPage(page, lab, id);
        const interval = await page.evaluate(
          () =>
            window.wp.data.select('core/editor').getEditorSettings()
              .autosaveInterval,
        );
        await editorCanvas(page).locator('.wp-block-paragraph').last().click();
        await page.keyboard.press('End');
        await page.keyboard.type(' Новые цены на монтаж.');
        // What the timer does after `interval` seconds.
        await page.evaluate(() =>
          window.wp.data.dispatch('core/editor').autosave(),
        );
        await page.waitForFunction(
          () => !window.wp.data.select('core/editor').isAutosavingPost(),
        );
        await page.close();
        const again = await context.newPage();
        await editPage(again, lab, id);
        const notice = await waitNotice(again, /более поздняя/);
        return {interval, notice};
      });
    },
    expect: [
      {
        field: 'interval',
        shows: 60,
        says: 'WordPress сам сохраняет текст на сервер раз в 60 секунд',
      },
      {
        field: 'notice',
        shows: 'Существует более поздняя версия этой записи, чем версия ниже.',
      },
      {field: 'notice', shows: 'Посмотреть автосохранение'},
    ],
  },
  {
    name: 'stranicy-rezervnaya-kopiya',
    entry: LOST,
    claim:
      'Резервная копия в браузере: после перезагрузки вкладки до автосохранения — «Резервная копия этой записи в вашем браузере отличается от версии ниже.» и «Восстановить из резервной копии», правки возвращаются; в новой вкладке копии нет.',
    async run({lab}) {
      const id = makePage(lab, 'Команда', 'Нас пятеро.');
      return withChromium(lab, async ({context, page}) => {
        await editPage(page, lab, id);
        const interval = await page.evaluate(
          () =>
            window.wp.data.select('core/editor').getEditorSettings()
              .localAutosaveInterval,
        );
        await editorCanvas(page).locator('.wp-block-paragraph').last().click();
        await page.keyboard.press('End');
        await page.keyboard.type(' Скоро нас будет шестеро.');
        await page.waitForFunction(
          () =>
            Object.keys(window.sessionStorage).some((k) =>
              k.startsWith('wp-autosave-block-editor-post-'),
            ),
          null,
          {timeout: 40000},
        );
        // Another tab of the same browser: its own session storage.
        const other = await context.newPage();
        await editPage(other, lab, id);
        await other.waitForTimeout(3000);
        const otherTab = await editorNotices(other);
        await other.close();
        // The same tab reloaded (or reopened with Ctrl+Shift+T).
        page.on('dialog', (dialog) => dialog.accept());
        await editPage(page, lab, id);
        const notice = await waitNotice(page, /Резервная копия/);
        await page
          .getByRole('button', {name: 'Восстановить из резервной копии'})
          .click();
        await page.waitForTimeout(500);
        const restored = await editedPost(page);
        return {interval, otherTab, notice, restored: restored.content};
      });
    },
    expect: [
      {
        field: 'notice',
        shows:
          'Резервная копия этой записи в вашем браузере отличается от версии ниже.',
      },
      {field: 'notice', shows: 'Восстановить из резервной копии'},
      {
        field: 'restored',
        shows: 'Скоро нас будет шестеро.',
        says: 'кнопку :ui[Восстановить из резервной копии]',
      },
      {
        field: 'otherTab',
        shows: (text) => !/Резервная копия/.test(text) || text,
      },
    ],
  },
  {
    name: 'stranicy-redaktor-i-publikaciya',
    claim:
      'Новый редактор сайта: окно «Выберите паттерн» с флажком (приветственного окна нет), «/изоб», вкладка «Страница», меню предпросмотра, панель «Вы готовы опубликовать?», «Страница опубликована.», кнопка «Сохранить», ярлык русскими буквами и его смена.',
    async run({lab, guest}) {
      const password = addUser(lab, 'redaktor', 'editor');
      return withChromium(
        lab,
        async ({page}) => {
          await page.goto(`${lab.url}/wp-admin/post-new.php?post_type=page`, {
            waitUntil: 'load',
          });
          await page.waitForSelector('.components-modal__frame', {
            timeout: 60000,
          });
          await page.waitForTimeout(1500);
          const modals = async () =>
            flat(
              (
                await page.locator('.components-modal__frame').allInnerTexts()
              ).join(' || '),
            );
          const first = await modals();
          const guideNext = await page
            .getByRole('button', {name: 'Далее'})
            .count();
          await page.keyboard.press('Escape');
          const chooser = page
            .locator('.components-modal__frame')
            .filter({hasText: 'Выберите паттерн'});
          await chooser.waitFor({timeout: 15000}).catch(() => null);
          const second = await modals();
          // Close whatever dialog is open until none comes back for 2 s.
          for (let i = 0; i < 6; i += 1) {
            const open = page.locator('.components-modal__frame');
            if (!(await open.count())) {
              await page.waitForTimeout(2000);
              if (!(await open.count())) break;
            }
            await open
              .first()
              .locator('.components-modal__header button')
              .last()
              .click()
              .catch(() => page.keyboard.press('Escape'));
            await page.waitForTimeout(800);
          }
          const header = await headerText(page);
          const labels = await page.evaluate(() =>
            [...document.querySelectorAll('.editor-header button[aria-label]')]
              .map((b) => b.getAttribute('aria-label'))
              .join(' | '),
          );
          const canvas = editorCanvas(page);
          await canvas.locator('.editor-post-title__input').click();
          await page.keyboard.type('Цены');
          await page.keyboard.press('Enter');
          const empty = canvas.locator('p[data-empty="true"]').last();
          const placeholder = await empty.evaluate(
            (node) =>
              `${node.getAttribute('aria-label')} / ${window.getComputedStyle(node, '::before').content}`,
          );
          await page.keyboard.type('/изоб');
          await page.waitForTimeout(1000);
          const slash = flat(
            await page
              .locator('.components-autocomplete__results')
              .innerText()
              .catch(() => ''),
          );
          await page.keyboard.press('Enter');
          await page.waitForTimeout(800);
          const inserted = await page.evaluate(() =>
            window.wp.data
              .select('core/block-editor')
              .getBlocks()
              .map((b) => b.name)
              .join(' '),
          );
          await page.getByRole('tab', {name: 'Страница'}).click();
          await page.waitForTimeout(500);
          const sidebar = flat(
            await page.locator('.editor-sidebar').innerText(),
          );
          // The template row: its menu.
          await page
            .locator(
              '.editor-post-template__dropdown button, .editor-post-template__swap-template-modal button',
            )
            .first()
            .click()
            .catch(() => null);
          await page.waitForTimeout(500);
          const template = flat(
            await page
              .locator('.components-popover, .components-dropdown-menu__menu')
              .last()
              .innerText()
              .catch(() => ''),
          );
          await page.keyboard.press('Escape');
          // Preview menu.
          await page.locator('.editor-preview-dropdown button').first().click();
          await page.waitForTimeout(500);
          const preview = flat(
            await page
              .locator('.components-dropdown-menu__menu, .components-popover')
              .last()
              .innerText(),
          );
          await page.keyboard.press('Escape');
          // Publish.
          await page
            .locator(
              '.editor-post-publish-panel__toggle, .editor-post-publish-button__button',
            )
            .first()
            .click();
          const panelLocator = page.locator('.editor-post-publish-panel');
          await panelLocator.waitFor();
          await page.waitForTimeout(500);
          const panel = flat(await panelLocator.innerText());
          await page
            .locator('.editor-post-publish-panel__header-publish-button button')
            .click();
          const notice = await waitNotice(page, /опубликована/);
          await page.waitForTimeout(500);
          const published = flat(await panelLocator.innerText());
          await page
            .locator('.editor-post-publish-panel__header button')
            .first()
            .click()
            .catch(() => null);
          await page.waitForTimeout(500);
          const after = await headerText(page);
          const post = await page.evaluate(() => {
            const editor = window.wp.data.select('core/editor');
            return {
              id: editor.getCurrentPostId(),
              slug: decodeURIComponent(editor.getEditedPostAttribute('slug')),
              link: editor.getPermalink(),
            };
          });
          const oldAddress = post.link.replace(lab.url, '');
          const oldBefore = await guest.get(oldAddress);
          // The slug row: its window, a Latin slug.
          await page.locator('.editor-post-url__panel-toggle').click();
          await page.waitForTimeout(500);
          const slugWindow = flat(
            await page.locator('.components-popover').last().innerText(),
          );
          const slugInput = page.locator('.components-popover input').first();
          await slugInput.fill('ceny');
          await page.keyboard.press('Enter');
          await page.keyboard.press('Escape');
          await page.locator('.editor-post-publish-button').click();
          await waitNotice(page, /обновлена/);
          const newLink = await page.evaluate(() =>
            window.wp.data.select('core/editor').getPermalink(),
          );
          const oldAfter = await guest.get(oldAddress);
          const newPageSeen = await guest.get(newLink.replace(lab.url, ''));
          await page.getByRole('tab', {name: 'Страница'}).click();
          const sidebarAfter = flat(
            await page.locator('.editor-sidebar').innerText(),
          );
          return {
            first,
            guideNext,
            second,
            header,
            labels,
            placeholder,
            slash,
            inserted,
            sidebar,
            template,
            preview,
            panel,
            notice,
            published,
            after,
            slug: post.slug,
            link: post.link,
            oldBefore: oldBefore.status,
            slugWindow,
            newLink,
            oldAfter: oldAfter.status,
            newPage: newPageSeen.status,
            sidebarAfter,
          };
        },
        {user: 'redaktor', password},
      );
    },
    expect: [
      {
        field: 'first',
        shows: /^Выберите паттерн/,
        says: 'Twenty Twenty-Five предлагает готовые макеты в окне :ui[Выберите паттерн]',
      },
      {
        field: 'second',
        shows: 'Выберите паттерн',
        says: 'Twenty Twenty-Five предлагает готовые макеты в окне :ui[Выберите паттерн]',
      },
      {
        field: 'second',
        shows: 'Всегда показывать стартовые паттерны на новых страницах',
      },
      {field: 'slash', shows: /^Изображение/, says: '`/изоб`'},
      {
        field: 'inserted',
        shows: 'core/image',
        says: 'выберите :ui[Изображение] клавишей <kbd>Enter</kbd>',
      },
      {
        field: 'labels',
        shows: 'Переключить отображение инструмента вставки блоков',
      },
      {
        field: 'labels',
        shows: 'Настройки',
        says: 'нажмите кнопку :ui[Настройки] справа вверху',
      },
      {field: 'header', shows: 'Сохранить черновик'},
      {field: 'header', shows: 'Опубликовать'},
      {
        field: 'sidebar',
        shows: (text) =>
          [
            'Страница',
            'Блок',
            'Установить изображение страницы',
            'Статус',
            'Опубликовать',
            'Ярлык',
            'Автор',
            'Шаблон',
            'Обсуждение',
            'Родитель',
          ].every((label) => text.includes(label)) || text,
        says: 'На вкладке :ui[Страница] собраны :ui[Установить изображение страницы], :ui[Статус] (о нём ниже), :ui[Опубликовать] (дата публикации), :ui[Ярлык] (конец адреса), :ui[Автор], :ui[Шаблон], :ui[Обсуждение] (комментарии), :ui[Родитель]',
      },
      {field: 'preview', shows: 'Настольный ПК'},
      {field: 'preview', shows: 'Планшет'},
      {field: 'preview', shows: 'Мобильный'},
      {field: 'preview', shows: 'Предпросмотр в новой вкладке'},
      {field: 'panel', shows: 'Вы готовы опубликовать?'},
      {field: 'panel', shows: 'Видимость:'},
      {field: 'panel', shows: 'Опубликована:'},
      {field: 'notice', shows: 'Страница опубликована.'},
      {field: 'published', shows: 'Просмотреть страницу'},
      {
        field: 'after',
        shows: (text) =>
          (/Сохранить/.test(text) && !/Опубликовать|черновик/.test(text)) ||
          text,
        says: 'Кнопка вверху теперь называется :ui[Сохранить]',
      },
      {
        field: 'slug',
        shows: 'цены',
        says: 'У русского заголовка ярлык получится русскими буквами',
      },
      {
        field: 'link',
        shows: /\/%d1%86%d0%b5%d0%bd%d1%8b\/$/i,
        says: 'при копировании ссылки превратится в длинную строку из знаков процента',
      },
      {field: 'slugWindow', shows: 'Постоянная ссылка:'},
      {
        field: 'newLink',
        shows: /\/ceny\/$/,
        says: '`https://example.ru/o-kompanii/`',
      },
      {field: 'oldBefore', shows: 200},
      {
        field: 'oldAfter',
        shows: 404,
        says: 'старый адрес перестанет работать',
      },
      {field: 'newPage', shows: 200},
      {
        field: 'sidebarAfter',
        shows: 'В корзину',
        says: 'кнопка :ui[В корзину]',
      },
    ],
  },
  {
    name: 'stranicy-status-i-parol',
    claim:
      'Окно «Статус и видимость»: пять статусов с пояснениями, флажок «Защищено паролем» и поле «Пароль», у «Личное» флажка нет; посетитель страницы с паролем видит форму, а текст — после ввода пароля.',
    async run({lab, guest}) {
      const windows = await withChromium(lab, async ({page}) => {
        await newPage(page, lab, 'Для партнёров', 'Условия сотрудничества.');
        await page.getByRole('tab', {name: 'Страница'}).click();
        await page.locator('.editor-post-status button').first().click();
        const popover = page.locator('.components-popover').last();
        await popover.waitFor();
        const statuses = flat(await popover.innerText());
        await page.getByLabel('Защищено паролем').check();
        await page.waitForTimeout(300);
        const withPassword = flat(await popover.innerText());
        await page.getByLabel('Защищено паролем').uncheck();
        await page.getByLabel('Личное').check();
        await page.waitForTimeout(300);
        const privateOne = flat(await popover.innerText());
        return {statuses, withPassword, privateOne};
      });
      const id = makePage(lab, 'Для партнёров', 'Условия сотрудничества.', {
        post_password: 'partner2026',
        post_name: 'partneram',
      });
      const locked = await guest.get('/partneram/');
      const form = await submitForm(guest, '/partneram/', {
        post_password: 'partner2026',
      });
      return {
        ...windows,
        id,
        locked: locked.text,
        unlocked: form.text,
      };
    },
    expect: [
      {field: 'statuses', shows: 'Статус и видимость'},
      {
        field: 'statuses',
        shows: 'Черновик Не готов к публикации.',
        says: ':ui[Черновик] — :msg[Не готов к публикации.]',
      },
      {
        field: 'statuses',
        shows: 'В ожидании Ожидает проверки перед публикацией.',
        says: ':ui[В ожидании] — :msg[Ожидает проверки перед публикацией.]',
      },
      {
        field: 'statuses',
        shows: 'Личное Видна только администраторам и редакторам.',
        says: ':ui[Личное] — :msg[Видна только администраторам и редакторам.]',
      },
      {
        field: 'statuses',
        shows: 'Запланирован Публикация автоматически в выбранную дату.',
        says: ':ui[Запланирован] — :msg[Публикация автоматически в выбранную дату.]',
      },
      {
        field: 'statuses',
        shows: 'Опубликовано Видна всем.',
        says: ':ui[Опубликовано] — :msg[Видна всем.]',
      },
      {
        field: 'statuses',
        shows: 'Защищено паролем Видимость только знающим пароль.',
        says: 'флажок :ui[Защищено паролем] с пояснением :msg[Видимость только знающим пароль.]',
      },
      {
        field: 'withPassword',
        shows: /Пароль$/i,
        says: 'впишите пароль в появившееся поле :ui[Пароль]',
      },
      {
        field: 'privateOne',
        shows: (text) => !text.includes('Защищено паролем') || text,
        says: 'У статуса :ui[Личное] этого флажка нет.',
      },
      {
        field: 'locked',
        shows: (text) =>
          (/парол/i.test(text) && !text.includes('Условия сотрудничества')) ||
          text.slice(0, 400),
        says: 'посетитель увидит форму ввода пароля',
      },
      {
        field: 'unlocked',
        shows: 'Условия сотрудничества.',
        says: 'а текст — только после того, как введёт его',
      },
    ],
  },
  {
    name: 'stranicy-zaplanirovat',
    claim:
      'Дата в будущем: кнопка вверху — «Запланировать», после подтверждения — «Страница запланирована к публикации.»; запланированная страница появляется на сайте сама в назначенный момент.',
    async run({lab, guest}) {
      const editor = await withChromium(lab, async ({page}) => {
        await newPage(page, lab, 'Новогодние скидки', 'Скидка 20 %.');
        await page.getByRole('tab', {name: 'Страница'}).click();
        const row = page.locator('.editor-post-schedule__dialog-toggle');
        const rowText = flat(await row.innerText());
        await row.click();
        const popover = page.locator('.components-popover').last();
        await popover.waitFor();
        await popover.getByLabel('Год').fill('2030');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Escape');
        await page.waitForTimeout(500);
        const header = await headerText(page);
        await page
          .locator(
            '.editor-post-publish-panel__toggle, .editor-post-publish-button__button',
          )
          .first()
          .click();
        const button = page.locator(
          '.editor-post-publish-panel__header-publish-button button',
        );
        const panelButton = flat(await button.innerText());
        await button.click();
        const notice = await waitNotice(page, /запланирована/);
        return {rowText, header, panelButton, notice};
      });
      // The moment comes: WordPress's cron publishes the page on the next visit.
      const soon = wpEval(lab, "echo wp_date('Y-m-d H:i:s', time() + 20);");
      makePage(lab, 'Акция недели', 'Скоро начнётся.', {
        post_status: 'future',
        post_date: soon,
        post_name: 'akciya',
      });
      const before = await guest.get('/akciya/');
      await new Promise((resolve) => setTimeout(resolve, 20000));
      await guest.get('/');
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const after = await guest.get('/akciya/');
      return {...editor, before: before.status, after: after.status};
    },
    expect: [
      {
        field: 'rowText',
        shows: 'Немедленно',
        says: 'нажмите на :ui[Немедленно] в строке :ui[Опубликовать] боковой панели',
      },
      {
        field: 'header',
        shows: 'Запланировать',
        says: 'Кнопка вверху сменится на :ui[Запланировать]',
      },
      {field: 'notice', shows: 'Страница запланирована к публикации.'},
      {
        field: 'after',
        shows: 200,
        says: 'Страница появится на сайте сама в назначенный момент',
      },
    ],
  },
  {
    name: 'stranicy-adresa',
    claim:
      'Дочерняя страница получает адрес с ярлыком родителя; с «Простыми» постоянными ссылками адрес страницы — ?page_id=N.',
    async run({lab, admin, guest}) {
      await admin.login();
      const parent = makePage(lab, 'Услуги', 'Что мы делаем.', {
        post_name: 'uslugi',
      });
      const child = makePage(lab, 'Доставка', 'Возим по городу.', {
        post_name: 'dostavka',
        post_parent: parent,
      });
      const nested = pathOf(lab, child);
      const nestedSeen = await guest.get(nested);
      const labels = (
        await admin.get('/wp-admin/options-permalink.php')
      ).text.includes('Простые');
      await savePermalinks(admin, '');
      const plain = pathOf(lab, child);
      const plainSeen = await guest.get(plain);
      return {
        nested,
        nestedStatus: nestedSeen.status,
        labels,
        plain,
        plainSeen: `${plainSeen.status} ${plainSeen.text.slice(0, 120)}`,
      };
    },
    expect: [
      {
        field: 'nested',
        shows: '/uslugi/dostavka/',
        says: '`https://example.ru/uslugi/dostavka/`',
      },
      {field: 'nestedStatus', shows: 200},
      {field: 'labels', shows: true, says: ':ui[Простые]'},
      {
        field: 'plain',
        shows: /^\/\?page_id=\d+$/,
        says: 'страница получит адрес вида `https://example.ru/?page_id=12`',
      },
      {field: 'plainSeen', shows: /^200 .*Доставка/},
    ],
  },
  {
    name: 'stranicy-glavnaya',
    claim:
      '«Настройки → Чтение»: статическая главная показывает выбранную страницу, страница записей — записи; шаблон главной страницы в теме действует поверх настройки.',
    async run({lab, admin, guest}) {
      await admin.login();
      const home = makePage(
        lab,
        'Главная',
        'Добро пожаловать в нашу компанию.',
        {
          post_name: 'glavnaya',
        },
      );
      const news = makePage(lab, 'Новости', '', {post_name: 'novosti'});
      const before = await guest.get('/');
      const screen = await admin.get('/wp-admin/options-reading.php');
      const saved = await submitForm(admin, '/wp-admin/options-reading.php', {
        show_on_front: 'page',
        page_on_front: String(home),
        page_for_posts: String(news),
      });
      const front = await guest.get('/');
      const blog = await guest.get('/novosti/');
      // A front page template in the theme, made in «Внешний вид → Редактор».
      wpEval(
        lab,
        `wp_insert_post(array('post_type' => 'wp_template', 'post_name' => 'front-page', 'post_title' => 'Главная страница', 'post_status' => 'publish', 'post_content' => '<!-- wp:paragraph --><p>Шаблон главной из темы</p><!-- /wp:paragraph -->', 'tax_input' => array('wp_theme' => array(get_stylesheet()))));`,
      );
      const templated = await guest.get('/');
      return {
        screen: screen.text,
        saved: saved.text.includes('Настройки сохранены.'),
        before: before.text.slice(0, 300),
        front: front.text,
        blog: blog.text,
        templated: templated.text,
      };
    },
    expect: [
      {
        field: 'before',
        shows: 'Мы открылись',
        says: 'По умолчанию на главной странице WordPress показывает последние записи блога.',
      },
      {field: 'screen', shows: 'На главной странице отображать'},
      {field: 'screen', shows: 'Статическую страницу (выберите ниже)'},
      {field: 'screen', shows: 'Главная страница'},
      {field: 'screen', shows: 'Страница записей'},
      {field: 'screen', shows: '— Выбрать —'},
      {field: 'saved', shows: true, says: 'Нажмите :ui[Сохранить изменения]'},
      {
        field: 'front',
        shows: 'Добро пожаловать в нашу компанию.',
        says: 'должна открыться выбранная страница',
      },
      {
        field: 'blog',
        shows: 'Мы открылись',
        says: 'В списке :ui[Страница записей] выберите «Новости»',
      },
      {
        field: 'templated',
        shows: (text) =>
          (text.includes('Шаблон главной из темы') &&
            !text.includes('Добро пожаловать в нашу компанию.')) ||
          text.slice(0, 300),
        says: 'он действует поверх настройки из :ui[Настройки → Чтение]',
      },
    ],
  },
];
