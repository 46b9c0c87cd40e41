// What «Форма обратной связи на Contact Form 7» says happens, reproduced:
// the visitor's messages under the form (the JSON the plugin's script
// shows), the editor's configuration errors, the spinner that never stops
// when the REST API does not answer, and what a 403 from a WAF does to the
// form and to the block editor.
import {URLSearchParams} from 'node:url';
import {Browser} from './client.mjs';
import {
  VISITOR,
  addPage,
  adminText,
  contactFormId,
  editorErrors,
  flamingoCard,
  flamingoMessages,
  pagePath,
  saveContactForm,
  sendInBrowser,
  setFormProperties,
  submitForm,
  wafRouter,
  withChromium,
  withoutSmtpPlugin,
} from './cf7-lib.mjs';
import {addMuPlugin, aboveSettings, editConfig, wpEval} from './faults.mjs';

export const article = 'docs/plaginy-dlya-wordpress/contact-form-7.md';

const NOT_SENT =
  'При отправке сообщения произошла ошибка. Пожалуйста, попробуйте ещё раз позже.';
const INVALID =
  'Одно или несколько полей содержат ошибочные данные. Пожалуйста, проверьте их и попробуйте ещё раз.';

const ENTRY_NOT_SENT = `:msg[${NOT_SENT}]`;
const ENTRY_MAIL_OFF = 'На хостинге отключена функция mail()';
const ENTRY_INVALID = `:msg[${INVALID}]`;
const ENTRY_SENDER =
  ':msg[Электронный адрес отправителя не принадлежит домену сайта.]';
const ENTRY_UNSAFE =
  ':msg[Используется небезопасная конфигурация электронной почты без достаточной защиты.]';
const ENTRY_NOT_FOUND =
  'Вместо формы надпись :msg[Контактная форма не найдена.]';
const ENTRY_SPINNER = 'Значок у кнопки крутится бесконечно';
const ENTRY_RECAPTCHA =
  'На странице :ui[Интеграция] предупреждение о ключах reCAPTCHA';

/** Sets the site's language: '' is English (United States). */
function siteLanguage(lab, locale) {
  wpEval(lab, `update_option('WPLANG', '${locale}');`);
}

/** A new form from the plugin's template, saved as its editor saves it. */
function newForm(lab, title) {
  return Number(
    wpEval(
      lab,
      `$f = WPCF7_ContactForm::get_template(array('title' => ${JSON.stringify(title)})); $f->save(); echo $f->id();`,
    ),
  );
}

const lines = (text, pattern) =>
  text
    .split('\n')
    .filter((line) => pattern.test(line))
    .join('\n');

export const scenarios = [
  {
    name: 'cf7-stop-slova-registr',
    claim:
      'Стоп-слово «казино» из списка WordPress ловит «казино», но не «Казино»: русские слова Contact Form 7 сравнивает с учётом регистра.',
    async run({lab, guest}) {
      withoutSmtpPlugin(lab);
      wpEval(lab, "update_option('disallowed_keys', 'казино');");
      // The plugin's own answer to the form: mail_sent, or spam.
      return {
        capital: (
          await submitForm(guest, pagePath(lab, 'Контакты'), {
            ...VISITOR,
            'your-message': 'Казино рядом с офисом есть?',
          })
        ).json?.status,
        lower: (
          await submitForm(guest, pagePath(lab, 'Контакты'), {
            ...VISITOR,
            'your-message': 'Есть ли казино рядом с офисом?',
          })
        ).json?.status,
      };
    },
    expect: [
      {
        field: 'capital',
        shows: 'mail_sent',
        says: 'слово `казино` из списка не остановит «Казино» в начале предложения',
      },
      {
        field: 'lower',
        shows: 'spam',
        says: 'Русские слова список сравнивает с учётом регистра',
      },
    ],
  },
  {
    name: 'cf7-pismo-ne-ushlo',
    entry: ENTRY_NOT_SENT,
    claim:
      'PHP не может передать письмо (sendmail_path = /bin/false): под формой фраза о неотправленном сообщении, во Flamingo заявка с mail_failed, восстановление пароля пишет, что письмо не отправлено.',
    async run({lab, guest, admin}) {
      withoutSmtpPlugin(lab);
      await lab.restartPhp({sendmail_path: '/bin/false'});
      const page = pagePath(lab, 'Контакты');
      const sent = await submitForm(guest, page, VISITOR);
      await admin.login();
      const [message] = flamingoMessages(lab);
      const card = await flamingoCard(admin, message.id);
      const visitor = new Browser(lab.url);
      await visitor.get('/wp-login.php?action=lostpassword');
      const lost = await visitor.get('/wp-login.php?action=lostpassword', {
        method: 'POST',
        body: new URLSearchParams({
          user_login: 'admin',
          redirect_to: '',
          'wp-submit': 'Получить новый пароль',
        }),
      });
      return {
        status: sent.json?.status,
        message: sent.json?.message,
        card,
        lost: lost.text,
      };
    },
    expect: [
      {field: 'status', shows: 'mail_failed', says: 'письмо не ушло'},
      {field: 'message', shows: NOT_SENT},
      {field: 'card', shows: 'Submission result: mail_failed'},
      {
        field: 'lost',
        shows:
          'Сообщение email не может быть отправлено, возможно ваш сайт некорректно сконфигурирован для отправки электронной почты.',
      },
    ],
  },
  {
    name: 'cf7-spam-stop-slova',
    entry: ENTRY_NOT_SENT,
    claim:
      'Слово из списка запрещённых: под формой та же фраза, письма нет, во Flamingo заявка со статусом spam и причиной.',
    async run({lab, guest, admin, mail}) {
      withoutSmtpPlugin(lab);
      wpEval(lab, "update_option('disallowed_keys', 'казино');");
      const sent = await submitForm(guest, pagePath(lab, 'Контакты'), {
        ...VISITOR,
        'your-message': 'Лучшее казино онлайн',
      });
      await admin.login();
      const [message] = flamingoMessages(lab);
      return {
        status: sent.json?.status,
        message: sent.json?.message,
        mail: mail(),
        card: await flamingoCard(admin, message.id),
      };
    },
    expect: [
      {field: 'status', shows: 'spam', says: 'антиспам признал заявку спамом'},
      {field: 'message', shows: NOT_SENT},
      {
        field: 'mail',
        shows: (mail) => mail.length === 0 || `писем: ${mail.length}`,
        says: 'антиспам признал заявку спамом',
      },
      {field: 'card', shows: 'Submission result: spam'},
      {
        field: 'card',
        shows: 'Спам: Использованы запрещенные слова (казино).',
        says: 'Использованы запрещенные слова (казино).',
      },
    ],
  },
  {
    name: 'cf7-spam-recaptcha-bez-tokena',
    entry: ENTRY_NOT_SENT,
    claim:
      'reCAPTCHA подключена, а токена в отправке нет (скрипт Google не загрузился): спам с причиной «reCAPTCHA токен ответа не содержит данных.»',
    async run({lab, guest, admin}) {
      withoutSmtpPlugin(lab);
      wpEval(
        lab,
        "WPCF7::update_option('recaptcha', array('kb-lab-site-key' => 'kb-lab-secret'));",
      );
      const sent = await submitForm(guest, pagePath(lab, 'Контакты'), VISITOR);
      await admin.login();
      const [message] = flamingoMessages(lab);
      return {
        status: sent.json?.status,
        message: sent.json?.message,
        card: await flamingoCard(admin, message.id),
      };
    },
    expect: [
      {
        field: 'status',
        shows: 'spam',
        says: 'антиспам признал заявку спамом',
      },
      {field: 'message', shows: NOT_SENT},
      {
        field: 'card',
        shows: 'Спам: reCAPTCHA токен ответа не содержит данных.',
        says: 'reCAPTCHA токен ответа не содержит данных.',
      },
    ],
  },
  {
    name: 'cf7-mail-otklyuchena',
    entry: [ENTRY_MAIL_OFF, ENTRY_SPINNER],
    claim:
      'mail() в disable_functions: фатальная ошибка PHP, REST отвечает 500, под формой ни слова, значок крутится, во Flamingo заявки нет.',
    async run({lab, guest, phpLog}) {
      withoutSmtpPlugin(lab);
      await lab.restartPhp({disable_functions: 'mail'});
      const page = pagePath(lab, 'Контакты');
      const before = flamingoMessages(lab).length;
      const sent = await submitForm(guest, page, VISITOR);
      const browser = await withChromium(async (tab) => ({
        ...(await sendInBrowser(tab, `${lab.url}${page}`)),
        console: tab.kbConsole.join('\n'),
      }));
      return {
        rest: sent.status,
        restBody: sent.body.slice(0, 400),
        ...browser,
        saved: flamingoMessages(lab).length - before,
        log: lines(phpLog(), /Fatal error/),
      };
    },
    expect: [
      {
        field: 'log',
        shows:
          /PHP Fatal error: {2}Uncaught Error: Call to undefined function PHPMailer\\PHPMailer\\mail\(\) in \/.+\/wp-includes\/PHPMailer\/PHPMailer\.php:894/,
        says: 'PHP Fatal error:  Uncaught Error: Call to undefined function PHPMailer\\PHPMailer\\mail() in /home/user/example.ru/wp-includes/PHPMailer/PHPMailer.php:894',
      },
      {field: 'rest', shows: 500},
      {
        field: 'status',
        shows: 'submitting',
        says: 'значок у кнопки крутится без конца',
      },
      {
        field: 'output',
        shows: (text) => text === '' || text,
        says: 'сообщения под формой нет',
      },
      {
        field: 'saved',
        shows: 0,
        says: 'заявка не сохраняется даже во Flamingo',
      },
      {
        field: 'console',
        shows: /status of 500 \(Internal Server Error\)/,
        says: 'В консоли браузера у запроса формы при этом код `500 (Internal Server Error)`',
      },
    ],
  },
  {
    name: 'cf7-oshibki-polej',
    entry: ENTRY_INVALID,
    claim:
      'Пустое обязательное поле и неверный адрес: общая фраза под формой и сообщения под полями.',
    async run({lab, guest}) {
      const sent = await submitForm(guest, pagePath(lab, 'Контакты'), {
        ...VISITOR,
        'your-name': '',
        'your-email': 'ivan.petrov',
      });
      return {
        status: sent.json?.status,
        message: sent.json?.message,
        fields: (sent.json?.invalid_fields ?? [])
          .map((f) => `${f.field}: ${f.message}`)
          .join('\n'),
      };
    },
    expect: [
      {
        field: 'status',
        shows: 'validation_failed',
        says: 'Посетитель не заполнил обязательное поле или ввёл неверное значение.',
      },
      {field: 'message', shows: INVALID},
      {
        field: 'fields',
        shows: 'your-name: Важно заполнить это поле.',
        says: 'Важно заполнить это поле.',
      },
      {
        field: 'fields',
        shows: 'your-email: Введите адрес электронной почты.',
        says: 'Введите адрес электронной почты.',
      },
    ],
  },
  {
    name: 'cf7-anglijskij-sajt',
    entry: [ENTRY_NOT_SENT, ENTRY_INVALID, ENTRY_NOT_FOUND],
    claim:
      'Форма, созданная на сайте на английском, пишет посетителю по-английски и после перехода сайта на русский; английские тексты ошибок.',
    async run({lab, guest}) {
      withoutSmtpPlugin(lab);
      siteLanguage(lab, '');
      const id = newForm(lab, 'Contact form 2');
      const hash = wpEval(
        lab,
        `echo WPCF7_ContactForm::get_instance(${id})->hash();`,
      ).slice(0, 7);
      const page = addPage(
        lab,
        'Contact',
        `[contact-form-7 id="${hash}" title="Contact form 2"]`,
      );
      const missing = addPage(
        lab,
        'Old contact',
        '[contact-form-7 id="1a2b3c4" title="Old form"]',
      );
      const notFound = await guest.get(missing);
      siteLanguage(lab, 'ru_RU');
      const invalid = await submitForm(guest, page, {
        ...VISITOR,
        'your-name': '',
        'your-email': 'ivan.petrov',
      });
      await lab.restartPhp({sendmail_path: '/bin/false'});
      const failed = await submitForm(guest, page, VISITOR);
      return {
        notFound: notFound.text,
        invalid: invalid.json?.message,
        fields: (invalid.json?.invalid_fields ?? [])
          .map((f) => `${f.field}: ${f.message}`)
          .join('\n'),
        failed: failed.json?.message,
      };
    },
    expect: [
      {
        field: 'notFound',
        shows: 'Error: Contact form not found.',
        says: 'Contact form not found.',
      },
      {
        field: 'failed',
        shows:
          'There was an error trying to send your message. Please try again later.',
      },
      {
        field: 'invalid',
        shows: 'One or more fields have an error. Please check and try again.',
      },
      {
        field: 'fields',
        shows: 'your-name: Please fill out this field.',
        says: 'Please fill out this field.',
      },
      {
        field: 'fields',
        shows: 'your-email: Please enter an email address.',
        says: 'Please enter an email address.',
      },
      {
        field: 'invalid',
        shows: /^One or more/,
        says: 'Форма, созданная до перехода сайта на русский, продолжит писать по-английски',
      },
    ],
  },
  {
    name: 'cf7-otpravitel-ne-na-domene',
    entry: ENTRY_SENDER,
    claim:
      'Сайт на домене example.ru, в «От кого» адрес Gmail: после сохранения под полем ошибка, в списке форм — счётчик ошибок; адрес на домене сайта её убирает.',
    async run({lab, admin}) {
      editConfig(
        lab,
        aboveSettings("define( 'WP_HOME', 'https://example.ru' );"),
      );
      const id = contactFormId(lab);
      // After saving, the plugin redirects to the editor at the admin's
      // address (127.0.0.1 here), which wp_safe_redirect() does not allow
      // for a site whose home is example.ru: the editor is opened anew.
      await admin.login();
      await saveContactForm(admin, id, {
        'wpcf7-mail[sender]': '[_site_title] <ivan.petrov@gmail.com>',
      });
      const saved = await editorErrors(lab, admin, id);
      const list = await admin.get('/wp-admin/admin.php?page=wpcf7');
      await saveContactForm(admin, id, {
        'wpcf7-mail[sender]': '[_site_title] <info@example.ru>',
      });
      const fixedList = await admin.get('/wp-admin/admin.php?page=wpcf7');
      return {
        editor: saved,
        list: adminText(list.html),
        fixed: await editorErrors(lab, admin, id),
        fixedList: adminText(fixedList.html),
      };
    },
    expect: [
      {
        field: 'editor',
        shows: 'Электронный адрес отправителя не принадлежит домену сайта.',
      },
      {
        field: 'list',
        shows: 'Обнаружена 1 ошибка конфигурации',
      },
      {
        field: 'fixed',
        shows: (text) =>
          !text.includes('не принадлежит домену сайта') ||
          'ошибка осталась после исправления',
        says: 'Впишите в :ui[От кого] ящик на домене сайта, например `[_site_title] <info@example.ru>`, и нажмите :ui[Сохранить].',
      },
    ],
  },
  {
    name: 'cf7-otpravitel-po-umolchaniyu',
    claim:
      'Новая форма на сайте example.ru: в «От кого» служебный адрес wordpress@ домена, а если адрес администратора на домене сайта — он.',
    async run({lab}) {
      editConfig(
        lab,
        aboveSettings("define( 'WP_HOME', 'https://example.ru' );"),
      );
      const sender = () =>
        wpEval(
          lab,
          "$f = WPCF7_ContactForm::get_template(); $m = $f->prop('mail'); echo $m['recipient'], ' | ', $m['sender'], ' | ', $m['subject'], ' | ', $m['additional_headers'];",
        );
      const foreignAdmin = sender();
      wpEval(lab, "update_option('admin_email', 'info@example.ru');");
      return {foreignAdmin, domainAdmin: sender()};
    },
    expect: [
      {
        field: 'foreignAdmin',
        shows:
          '[_site_admin_email] | [_site_title] <wordpress@example.ru> | [_site_title] "[your-subject]" | Reply-To: [your-email]',
        says: '`[_site_title] <wordpress@example.ru>`',
      },
      {
        field: 'domainAdmin',
        shows: '[_site_title] <info@example.ru>',
        says: 'Если адрес администратора находится на домене сайта, в :ui[От кого] стоит он.',
      },
    ],
  },
  {
    name: 'cf7-nebezopasnaya-konfiguraciya',
    entry: ENTRY_UNSAFE,
    claim:
      'Письмо (2) посетителю на [your-email] без капчи: ошибка конфигурации; с ключами reCAPTCHA её нет.',
    async run({lab, admin}) {
      const id = contactFormId(lab);
      await admin.login();
      await saveContactForm(admin, id, {
        'wpcf7-mail-2[active]': '1',
        'wpcf7-mail-2[recipient]': '[your-email]',
      });
      const editor = await editorErrors(lab, admin, id);
      const list = await admin.get('/wp-admin/admin.php?page=wpcf7');
      wpEval(
        lab,
        "WPCF7::update_option('recaptcha', array('kb-lab-site-key' => 'kb-lab-secret'));",
      );
      await saveContactForm(admin, id, {});
      return {
        editor,
        list: adminText(list.html),
        withCaptcha: await editorErrors(lab, admin, id),
      };
    },
    expect: [
      {
        field: 'editor',
        shows:
          'Используется небезопасная конфигурация электронной почты без достаточной защиты.',
      },
      {
        field: 'withCaptcha',
        shows: (text) =>
          !text.includes('небезопасная конфигурация') ||
          'ошибка осталась с ключами reCAPTCHA',
        says: 'Подключите reCAPTCHA или Turnstile',
      },
    ],
  },
  {
    name: 'cf7-forma-ne-najdena',
    entry: ENTRY_NOT_FOUND,
    claim:
      'Шорткод с чужим id и чужим названием: «Ошибка: Контактная форма не найдена.»; с чужим id, но названием формы этого сайта форма выводится.',
    async run({lab, guest}) {
      const missing = await guest.get(
        addPage(
          lab,
          'Старые контакты',
          '[contact-form-7 id="1a2b3c4" title="Форма с другого сайта"]',
        ),
      );
      const byTitle = await guest.get(
        addPage(
          lab,
          'Контакты 2',
          '[contact-form-7 id="1a2b3c4" title="Контактная форма 1"]',
        ),
      );
      return {
        missing: missing.text,
        byTitle: byTitle.html.includes('class="wpcf7-form')
          ? 'форма на месте'
          : byTitle.text,
      };
    },
    expect: [
      {
        field: 'missing',
        shows: 'Ошибка: Контактная форма не найдена.',
        says: 'Контактная форма не найдена.',
      },
      {
        field: 'byTitle',
        shows: 'форма на месте',
        says: 'Если форму по `id` найти не удалось, плагин ищет её по `title`.',
      },
    ],
  },
  {
    name: 'cf7-waf-403-rest',
    entry: ENTRY_SPINNER,
    claim:
      'WAF отвечает 403 на /wp-json/: форма крутит значок без сообщения, в консоли 403; редактор блоков не сохраняет страницу и пишет, что ответ не является допустимым ответом JSON.',
    async run({lab, admin}) {
      withoutSmtpPlugin(lab);
      const page = pagePath(lab, 'Контакты');
      await lab.restartPhp({}, {router: wafRouter(lab)});
      const rest = await admin.get('/wp-json/');
      const form = await withChromium(async (tab) => ({
        ...(await sendInBrowser(tab, `${lab.url}${page}`)),
        console: tab.kbConsole.join('\n'),
      }));
      await admin.login();
      const pageId = wpEval(
        lab,
        "$p = get_posts(array('post_type' => 'page', 'title' => 'Контакты')); echo $p[0]->ID;",
      );
      const editor = await withChromium(
        async (tab) => {
          await tab.goto(
            `${lab.url}/wp-admin/post.php?post=${pageId}&action=edit`,
            {waitUntil: 'load'},
          );
          const canvas = tab.frameLocator('iframe[name="editor-canvas"]');
          await canvas.locator('.editor-post-title__input').waitFor();
          await canvas.locator('.editor-post-title__input').click();
          await tab.keyboard.press('End');
          await tab.keyboard.type(' и адрес');
          await tab.keyboard.press('Control+s');
          await tab.waitForTimeout(4000);
          const notices = await tab
            .locator('.components-snackbar, .components-notice')
            .allInnerTexts();
          return notices.join('\n');
        },
        {cookies: admin.cookies, base: lab.url},
      );
      return {
        restStatus: rest.status,
        rest: rest.text,
        ...form,
        editor,
      };
    },
    expect: [
      {
        field: 'restStatus',
        shows: 403,
        says: 'если вместо текста в фигурных скобках (JSON) видна страница с кодом 403, REST API закрыт для всех',
      },
      {
        field: 'status',
        shows: 'submitting',
        says: 'скрипт плагина ничего не пишет под формой: значок крутится',
      },
      {
        field: 'output',
        shows: (text) => text === '' || text,
        says: 'скрипт плагина ничего не пишет под формой',
      },
      {
        field: 'console',
        shows: /status of 403 \(Forbidden\)/,
        says: 'Код `403 (Forbidden)` значит',
      },
      {
        field: 'onLoad',
        shows: /status of 403 \(Forbidden\)/,
        says: 'Такая ошибка появляется в консоли ещё при открытии страницы',
      },
      {
        field: 'editor',
        shows: 'Ошибка обновления. Ответ не является допустимым ответом JSON.',
        says: ':msg[Ошибка обновления.] :msg[Ответ не является допустимым ответом JSON.]',
      },
    ],
  },
  {
    name: 'cf7-rest-zakryt-plaginom',
    entry: ENTRY_SPINNER,
    claim:
      'Плагин безопасности закрывает REST API для гостей (rest_authentication_errors): отправка получает 401, значок крутится.',
    async run({lab, guest}) {
      withoutSmtpPlugin(lab);
      addMuPlugin(
        lab,
        'zakryt-rest-api',
        "add_filter( 'rest_authentication_errors', function ( $result ) { if ( ! empty( $result ) || is_user_logged_in() ) { return $result; } return new WP_Error( 'rest_not_logged_in', 'You are not currently logged in.', array( 'status' => 401 ) ); } );",
      );
      const page = pagePath(lab, 'Контакты');
      const sent = await submitForm(guest, page, VISITOR);
      const form = await withChromium(async (tab) => ({
        ...(await sendInBrowser(tab, `${lab.url}${page}`)),
        console: tab.kbConsole.join('\n'),
      }));
      return {rest: sent.status, ...form};
    },
    expect: [
      {
        field: 'rest',
        shows: 401,
        says: 'REST API закрыт для посетителей, которые не вошли на сайт',
      },
      {
        field: 'status',
        shows: 'submitting',
        says: 'значок крутится, а код ошибки виден только в консоли браузера',
      },
      {
        field: 'console',
        shows: /status of 401 \(Unauthorized\)/,
        says: 'Код `401 (Unauthorized)` значит',
      },
    ],
  },
  {
    name: 'cf7-demo-mode-skip-mail',
    claim:
      'demo_mode: on — письма нет, посетитель видит сообщение об успехе; skip_mail: on — письма нет, заявка сохраняется во Flamingo.',
    async run({lab, guest, mail}) {
      withoutSmtpPlugin(lab);
      const id = contactFormId(lab);
      const page = pagePath(lab, 'Контакты');
      const before = flamingoMessages(lab).length;
      setFormProperties(
        lab,
        id,
        "array('additional_settings' => 'demo_mode: on')",
      );
      const demo = await submitForm(guest, page, VISITOR);
      const afterDemo = {
        letters: mail().length,
        saved: flamingoMessages(lab).length - before,
      };
      setFormProperties(
        lab,
        id,
        "array('additional_settings' => 'skip_mail: on')",
      );
      const skip = await submitForm(guest, page, VISITOR);
      return {
        demo: `${demo.json?.message} | писем: ${afterDemo.letters}`,
        skip: `${skip.json?.message} | писем: ${mail().length - afterDemo.letters} | во Flamingo: ${flamingoMessages(lab).length - before - afterDemo.saved}`,
      };
    },
    expect: [
      {
        field: 'demo',
        shows: 'Спасибо за Ваше сообщение. Оно успешно отправлено. | писем: 0',
        says: 'режим проверки: письмо не отправляется, посетитель видит сообщение об успехе',
      },
      {
        field: 'skip',
        shows: 'писем: 0 | во Flamingo: 1',
        says: 'письмо не отправляется, остальное работает — если заявки читают только во Flamingo',
      },
    ],
  },
  {
    name: 'cf7-recaptcha-v2-klyuchi',
    entry: ENTRY_RECAPTCHA,
    claim:
      'Обновление с версии до 5.1, где были ключи reCAPTCHA: плагин сбрасывает ключи и пишет на странице «Интеграция» о ключах v3.',
    async run({lab, admin}) {
      wpEval(
        lab,
        "WPCF7::update_option('version', '5.0.5'); WPCF7::update_option('recaptcha', array('kb-lab-v2-site-key' => 'kb-lab-v2-secret'));",
      );
      await admin.login();
      const page = await admin.get(
        '/wp-admin/admin.php?page=wpcf7-integration',
      );
      return {
        page: adminText(page.html),
        keys: wpEval(lab, "var_export(WPCF7::get_option('recaptcha'));"),
      };
    },
    expect: [
      {
        field: 'page',
        shows:
          'API-ключи для reCAPTCHA v3 отличаются от таковых v2; ключи v2 не работают с API v3.',
      },
      {
        field: 'keys',
        shows: (keys) => keys === 'false' || keys,
        says: 'Старые ключи плагин сбросил.',
      },
    ],
  },
];
