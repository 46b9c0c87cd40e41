// What «Flamingo: хранение заявок в админке» says happens, reproduced: which
// submissions Flamingo keeps, what its card says about the letter, where a
// spam message goes and how it comes back, the columns it fills from the
// form's fields, the CSV export, and the hourly move of old spam to the trash.
import {URLSearchParams} from 'node:url';
import {TextDecoder} from 'node:util';
import {
  VISITOR,
  addPage,
  adminText,
  contactFormId,
  flamingoCard,
  flamingoExport,
  flamingoMessages,
  flamingoRowAction,
  pagePath,
  setFormProperties,
  submitForm,
  sendInBrowser,
  withChromium,
  withoutSmtpPlugin,
} from './cf7-lib.mjs';
import {addPlugin, aboveSettings, editConfig, wpEval} from './faults.mjs';
import {pageText} from './client.mjs';

export const article =
  'docs/plaginy-dlya-wordpress/plagin-flamingo-dlya-khraneniya-zayavok-v-adminke.md';

const NOT_SAVED = 'Заявка не появилась во входящих сообщениях';
const MAIL_FAILED = 'В карточке заявки :msg[Submission result: mail_failed]';
const REAL_SPAM = 'Настоящая заявка оказалась в спаме';
const NAMES_IN_COLUMNS =
  'В столбцах :ui[От] и :ui[Тема] видно `[your-name]` и `[your-subject]`';
const CSV_ALERT =
  'В выгрузке перед телефоном текст «Предупреждение системы безопасности»';
const EXCEL = 'В Excel вместо русских букв непонятные символы';
const CRON = 'Спам не уходит в корзину';

const NOT_SENT =
  'При отправке сообщения произошла ошибка. Пожалуйста, попробуйте ещё раз позже.';

/** Submits the default form once; returns the plugin's status. */
async function send(lab, guest, fields = {}) {
  const sent = await submitForm(guest, pagePath(lab, 'Контакты'), {
    ...VISITOR,
    ...fields,
  });
  return sent.json?.status ?? `HTTP ${sent.status}`;
}

/** How many messages Flamingo holds (any status). */
const count = (lab) => flamingoMessages(lab).length;

/** A spam message marked `days` ago, as Flamingo's «Спам» action leaves it. */
function oldSpam(lab, subject, days) {
  return Number(
    wpEval(
      lab,
      `$m = Flamingo_Inbound_Message::add(array('channel' => 'contact-form-1', 'subject' => ${JSON.stringify(subject)}, 'from' => 'Bot <bot@example.com>', 'from_name' => 'Bot', 'from_email' => 'bot@example.com', 'fields' => array('your-message' => 'spam'), 'spam' => true, 'status' => 'spam'));
       update_post_meta($m->id(), '_spam_meta_time', time() - ${days} * DAY_IN_SECONDS);
       echo $m->id();`,
    ),
  );
}

/** The hourly job due now (as if the last run was an hour ago). */
function cronDue(lab) {
  wpEval(
    lab,
    "wp_clear_scheduled_hook('flamingo_hourly_cron_job'); wp_schedule_event(time() - 60, 'hourly', 'flamingo_hourly_cron_job');",
  );
}

/** The row of the inbound list with this message, as the admin reads it. */
function inboxRow(html, id) {
  const row = html
    .split('<tr')
    .find((part) => part.includes(`name="post[]" value="${id}"`));
  return row ? pageText(`<tr${row}`) : `в списке нет заявки ${id}`;
}

/** Whether the address book holds a contact with this address. */
const inAddressBook = (lab, email) =>
  wpEval(
    lab,
    `echo Flamingo_Contact::search_by_email(${JSON.stringify(email)}) ? 'yes' : 'no';`,
  ).trim() === 'yes';

const statusOf = (lab, id) =>
  wpEval(lab, `echo get_post_status(${id});`).trim();

export const scenarios = [
  {
    name: 'flamingo-chto-sohranyaetsya',
    claim:
      'Flamingo сохраняет отправленную заявку, заявку со спамом и с неотправленным письмом; отправку с ошибкой в полях и в режиме demo_mode — нет.',
    async run({lab, guest}) {
      withoutSmtpPlugin(lab);
      const id = contactFormId(lab);
      const steps = {};
      const step = async (name, fields) => {
        const before = count(lab);
        const status = await send(lab, guest, fields);
        steps[name] = `${status}, сохранено: ${count(lab) - before}`;
      };
      await step('sent');
      wpEval(lab, "update_option('disallowed_keys', 'казино');");
      await step('spam', {'your-message': 'Лучшее казино'});
      await step('invalid', {'your-email': 'ivan.petrov'});
      setFormProperties(
        lab,
        id,
        "array('additional_settings' => 'demo_mode: on')",
      );
      await step('demo');
      setFormProperties(lab, id, "array('additional_settings' => '')");
      await lab.restartPhp({sendmail_path: '/bin/false'});
      await step('failed');
      return steps;
    },
    expect: [
      {
        field: 'sent',
        shows: 'mail_sent, сохранено: 1',
        says: 'письмо отправлено;',
      },
      {
        field: 'failed',
        shows: 'mail_failed, сохранено: 1',
        says: 'письмо отправить не удалось;',
      },
      {
        field: 'spam',
        shows: 'spam, сохранено: 1',
        says: 'антиспам признал заявку спамом.',
      },
      {
        field: 'invalid',
        shows: 'validation_failed, сохранено: 0',
        says: 'Не сохраняются отправки, которые не прошли проверку полей',
      },
      {
        field: 'demo',
        shows: 'mail_sent, сохранено: 0',
        says: 'и отправки формы в режиме `demo_mode: on`',
      },
    ],
  },
  {
    name: 'flamingo-vyklyuchen',
    entry: NOT_SAVED,
    claim:
      'Пока Flamingo выключен, заявки уходят письмом, но не сохраняются, и после включения не появляются.',
    async run({lab, guest, mail}) {
      withoutSmtpPlugin(lab);
      const before = count(lab);
      wpEval(lab, "deactivate_plugins('flamingo/flamingo.php', true);");
      const status = await send(lab, guest);
      wpEval(lab, "activate_plugin('flamingo/flamingo.php');");
      return {status, letters: mail().length, saved: count(lab) - before};
    },
    expect: [
      {
        field: 'status',
        shows: 'mail_sent',
        says: 'убедитесь, что Flamingo активирован',
      },
      {field: 'letters', shows: 1, says: 'убедитесь, что Flamingo активирован'},
      {
        field: 'saved',
        shows: 0,
        says: 'Заявки, отправленные, пока он был выключен, восстановить нельзя.',
      },
    ],
  },
  {
    name: 'flamingo-do-not-store-demo-mode',
    entry: NOT_SAVED,
    claim:
      'do_not_store: true — заявка уходит письмом, но не сохраняется; demo_mode: on — ни письма, ни заявки, посетитель видит успех.',
    async run({lab, guest, mail}) {
      withoutSmtpPlugin(lab);
      const id = contactFormId(lab);
      const before = count(lab);
      setFormProperties(
        lab,
        id,
        "array('additional_settings' => 'do_not_store: true')",
      );
      const stored = await send(lab, guest);
      const afterStore = {letters: mail().length, saved: count(lab) - before};
      setFormProperties(
        lab,
        id,
        "array('additional_settings' => 'demo_mode: on')",
      );
      const demo = await send(lab, guest);
      return {
        doNotStore: `${stored}, писем: ${afterStore.letters}, сохранено: ${afterStore.saved}`,
        demo: `${demo}, писем: ${mail().length - afterStore.letters}, сохранено: ${count(lab) - before - afterStore.saved}`,
      };
    },
    expect: [
      {
        field: 'doNotStore',
        shows: 'mail_sent, писем: 1, сохранено: 0',
        says: 'Заявки этой формы будут только отправляться письмом.',
      },
      {
        field: 'demo',
        shows: 'mail_sent, писем: 0, сохранено: 0',
        says: 'строки `do_not_store: true` и `demo_mode: on` отключают сохранение',
      },
    ],
  },
  {
    name: 'flamingo-mail-otklyuchena',
    entry: NOT_SAVED,
    claim:
      'mail() отключена на хостинге: отправка обрывается ошибкой PHP, заявки во Flamingo нет.',
    async run({lab, guest, phpLog}) {
      withoutSmtpPlugin(lab);
      await lab.restartPhp({disable_functions: 'mail'});
      const before = count(lab);
      const status = await send(lab, guest);
      // What the visitor sees after pressing «Отправить» in a browser.
      const form = await withChromium((tab) =>
        sendInBrowser(tab, `${lab.url}${pagePath(lab, 'Контакты')}`),
      );
      return {
        status,
        form: `${form.status}, значок: ${form.spinner}, под формой: «${form.output}»`,
        saved: count(lab) - before,
        log: phpLog(),
      };
    },
    expect: [
      {
        field: 'status',
        shows: 'HTTP 500',
        says: 'отправка оборвалась ошибкой PHP — например, на хостинге отключена функция `mail()`',
      },
      {
        field: 'form',
        shows: 'submitting, значок: visible, под формой: «»',
        says: 'Если после нажатия кнопки значок крутится без конца, а заявки нет',
      },
      {
        field: 'saved',
        shows: 0,
        says: 'Если после нажатия кнопки значок крутится без конца, а заявки нет',
      },
      {
        field: 'log',
        shows:
          /PHP Fatal error: {2}Uncaught Error: Call to undefined function PHPMailer\\PHPMailer\\mail\(\)/,
        says: 'отправка оборвалась ошибкой PHP',
      },
    ],
  },
  {
    name: 'flamingo-forma-temy',
    entry: NOT_SAVED,
    claim:
      'Форма, которую выводит тема или другой плагин (не Contact Form 7), отправляет письмо, но во Flamingo ничего не появляется.',
    async run({lab, guest, mail}) {
      withoutSmtpPlugin(lab);
      // A contact form of the kind themes ship: a shortcode and wp_mail().
      addPlugin(
        lab,
        'forma-temy',
        'Форма обратной связи темы',
        `add_shortcode( 'theme_contact_form', function () {
	if ( isset( $_GET['sent'] ) ) { return '<p>Спасибо, сообщение отправлено.</p>'; }
	return '<form method="post"><input name="theme_name"><input name="theme_email"><textarea name="theme_message"></textarea><input type="hidden" name="theme_contact" value="1"><button>Отправить</button></form>';
} );
add_action( 'template_redirect', function () {
	if ( empty( $_POST['theme_contact'] ) ) { return; }
	wp_mail( get_option( 'admin_email' ), 'Сообщение с сайта', sanitize_textarea_field( wp_unslash( $_POST['theme_message'] ) ), array( 'Reply-To: ' . sanitize_email( wp_unslash( $_POST['theme_email'] ) ) ) );
	wp_safe_redirect( add_query_arg( 'sent', '1' ) );
	exit;
} );`,
      );
      const page = addPage(lab, 'Связаться с нами', '[theme_contact_form]');
      const before = count(lab);
      const sent = await guest.get(page, {
        method: 'POST',
        body: new URLSearchParams({
          theme_name: 'Иван Петров',
          theme_email: 'ivan.petrov@example.com',
          theme_message: 'Доставляете ли вы заказы в другие города?',
          theme_contact: '1',
        }),
      });
      return {
        page: sent.text.includes('Спасибо, сообщение отправлено.')
          ? 'Спасибо, сообщение отправлено.'
          : sent.text.slice(0, 300),
        shortcode: wpEval(
          lab,
          "$p = get_posts(array('post_type' => 'page', 'title' => 'Связаться с нами')); echo $p[0]->post_content;",
        ),
        letters: mail().length,
        saved: count(lab) - before,
      };
    },
    expect: [
      {
        field: 'shortcode',
        shows: (text) => !text.startsWith('[contact-form-7') || text,
        says: 'её шорткод начинается с `[contact-form-7`',
      },
      {
        field: 'letters',
        shows: 1,
        says: 'Формы темы и других плагинов Flamingo не сохраняет.',
      },
      {
        field: 'saved',
        shows: 0,
        says: 'Формы темы и других плагинов Flamingo не сохраняет.',
      },
    ],
  },
  {
    name: 'flamingo-mail-failed',
    entry: MAIL_FAILED,
    claim:
      'Письмо не ушло: посетитель видит ошибку, а заявка сохранена с результатом mail_failed и адресом посетителя.',
    async run({lab, guest, admin}) {
      withoutSmtpPlugin(lab);
      await lab.restartPhp({sendmail_path: '/bin/false'});
      const sent = await submitForm(guest, pagePath(lab, 'Контакты'), VISITOR);
      await admin.login();
      const [message] = flamingoMessages(lab);
      return {
        message: sent.json?.message,
        card: await flamingoCard(admin, message.id),
      };
    },
    expect: [
      {field: 'message', shows: NOT_SENT},
      {
        field: 'card',
        shows: 'Submission result: mail_failed',
        says: 'Заявка сохранена, но письмо о ней не ушло',
      },
      {
        field: 'card',
        shows: 'От : Иван Петров <ivan.petrov@example.com>',
        says: 'Ответьте этому человеку сами по адресу из заявки',
      },
    ],
  },
  {
    name: 'flamingo-spam-i-ne-spam',
    entry: [REAL_SPAM, NOT_SAVED],
    claim:
      'Заявка со стоп-словом и заявка без токена reCAPTCHA — в «Спам» с причиной в карточке; ссылка «Не спам» в списке спама возвращает заявку во входящие.',
    async run({lab, guest, admin}) {
      withoutSmtpPlugin(lab);
      // Contact Form 7 compares the words without the /u flag: «казино» in
      // the list does not catch «Казино», so the message has it in lower case.
      wpEval(lab, "update_option('disallowed_keys', 'казино');");
      await send(lab, guest, {
        'your-message': 'Есть ли казино рядом с офисом?',
      });
      const [word] = flamingoMessages(lab);
      wpEval(
        lab,
        "update_option('disallowed_keys', ''); WPCF7::update_option('recaptcha', array('kb-lab-site-key' => 'kb-lab-secret'));",
      );
      await send(lab, guest);
      const [captcha] = flamingoMessages(lab);
      await admin.login();
      const spamList = await admin.get(
        '/wp-admin/admin.php?page=flamingo_inbound&post_status=spam',
      );
      const wordCard = await flamingoCard(admin, word.id);
      const captchaCard = await flamingoCard(admin, captcha.id);
      const inboxBefore = await admin.get(
        '/wp-admin/admin.php?page=flamingo_inbound',
      );
      await flamingoRowAction(admin, word.id, 'unspam', 'spam');
      const inboxAfter = await admin.get(
        '/wp-admin/admin.php?page=flamingo_inbound',
      );
      return {
        spamList: adminText(spamList.html),
        wordCard,
        captchaCard,
        counts: `${/Входящих \(\d+\)/.exec(adminText(inboxBefore.html))?.[0]} → ${/Входящих \(\d+\)/.exec(adminText(inboxAfter.html))?.[0]}`,
        afterUnspam: statusOf(lab, word.id),
      };
    },
    expect: [
      {
        field: 'spamList',
        shows: 'Вопрос о доставке Посмотреть | Не спам',
        says: 'Чтобы вернуть её во входящие, нажмите :ui[Не спам] под её темой.',
      },
      {
        field: 'wordCard',
        shows: 'Спам: Использованы запрещенные слова (казино).',
        says: ':msg[Использованы запрещенные слова (казино).] — сработал список стоп-слов WordPress',
      },
      {
        field: 'captchaCard',
        shows: 'Спам: reCAPTCHA токен ответа не содержит данных.',
        says: ':msg[reCAPTCHA токен ответа не содержит данных.] — капча не загрузилась у посетителя',
      },
      {
        field: 'afterUnspam',
        shows: 'publish',
        says: 'Верните её во входящие ссылкой :ui[Не спам] под темой в списке спама.',
      },
      {
        field: 'counts',
        shows: (text) => {
          const [before, after] = text.match(/\d+/g).map(Number);
          return after === before + 1 || text;
        },
        says: 'Верните её во входящие ссылкой :ui[Не спам]',
      },
    ],
  },
  {
    name: 'flamingo-imena-poley-v-stolbcah',
    entry: NAMES_IN_COLUMNS,
    claim:
      'Поля формы названы иначе: в столбцах «От» и «Тема» стоят [your-name] <[your-email]> и [your-subject], отправитель не попадает в адресную книгу; строки flamingo_email, flamingo_name, flamingo_subject заполняют столбцы у новых заявок, старые не меняются.',
    async run({lab, guest, admin}) {
      withoutSmtpPlugin(lab);
      const id = contactFormId(lab);
      setFormProperties(
        lab,
        id,
        `array('form' => ${JSON.stringify(
          '<label> Имя [text* imya] </label>\n<label> E-mail [email* email-123] </label>\n<label> Тема [text* tema] </label>\n<label> Сообщение [textarea your-message] </label>\n[submit "Отправить"]',
        )}, 'mail' => array_merge(WPCF7_ContactForm::get_instance(${id})->prop('mail'), array('subject' => '[tema]', 'body' => '[imya] [email-123] [your-message]', 'additional_headers' => 'Reply-To: [email-123]')))`,
      );
      const fields = {
        imya: 'Анна Смирнова',
        'email-123': 'anna.smirnova@example.com',
        tema: 'Доставка в Казань',
        'your-message': 'Сколько стоит доставка?',
      };
      const page = pagePath(lab, 'Контакты');
      const first = await submitForm(guest, page, fields);
      const [old] = flamingoMessages(lab);
      const contactBefore = inAddressBook(lab, fields['email-123']);
      setFormProperties(
        lab,
        id,
        `array('additional_settings' => ${JSON.stringify(
          'flamingo_email: "[email-123]"\nflamingo_name: "[imya]"\nflamingo_subject: "Заявка с сайта: [tema]"',
        )})`,
      );
      await submitForm(guest, page, fields);
      const [fresh] = flamingoMessages(lab);
      await admin.login();
      const inbox = await admin.get(
        '/wp-admin/admin.php?page=flamingo_inbound',
      );
      return {
        status: first.json?.status,
        oldCard: await flamingoCard(admin, old.id),
        before: inboxRow(inbox.html, old.id),
        after: inboxRow(inbox.html, fresh.id),
        contactBefore,
        contactAfter: inAddressBook(lab, fields['email-123']),
      };
    },
    expect: [
      {
        field: 'status',
        shows: 'mail_sent',
        says: 'поля формы называются иначе',
      },
      {
        field: 'before',
        shows: '[your-subject] Посмотреть | Спам',
        says: 'в столбце :ui[Тема] — `[your-subject]`',
      },
      {
        field: 'before',
        shows: '[your-name] <[your-email]> Contact Form 7 / Контактная форма 1',
        says: 'в столбце :ui[От] стоит `[your-name] <[your-email]>`',
      },
      {
        field: 'oldCard',
        shows:
          'imya Анна Смирнова email-123 anna.smirnova@example.com tema Доставка в Казань',
        says: 'Сами ответы посетителя целы — они в блоке :ui[Поля] карточки заявки.',
      },
      {
        field: 'contactBefore',
        shows: false,
        says: 'а отправитель не попадает в раздел :ui[Адресная книга]',
      },
      {
        field: 'after',
        shows:
          'Заявка с сайта: Доставка в Казань Посмотреть | Спам Показать больше деталей Анна Смирнова <anna.smirnova@example.com>',
        says: 'flamingo_subject: "Заявка с сайта: [tema]"',
      },
      {
        field: 'contactAfter',
        shows: true,
        says: 'Укажите имена своих полей строками `flamingo_email`, `flamingo_name` и `flamingo_subject`',
      },
      {
        field: 'before',
        shows: '[your-subject] Посмотреть | Спам',
        says: 'У старых заявок имена полей в скобках останутся, новые заполнятся как надо.',
      },
    ],
  },
  {
    name: 'flamingo-csv-preduprezhdenie',
    entry: CSV_ALERT,
    claim:
      'Телефон +7… в заявке: в выгрузке CSV ячейка начинается с предупреждения Flamingo; имя файла у сайта с русским названием начинается с дефиса.',
    async run({lab, guest, admin}) {
      withoutSmtpPlugin(lab);
      const id = contactFormId(lab);
      setFormProperties(
        lab,
        id,
        `array('form' => WPCF7_ContactForm::get_instance(${id})->prop('form') . "\\n<label> Телефон (не обязательно) [tel your-phone] </label>")`,
      );
      await send(lab, guest, {'your-phone': '+7 999 123-45-67'});
      await admin.login();
      const file = await flamingoExport(admin);
      const [header, row] = file.text.split('\n');
      return {
        disposition: file.disposition,
        header,
        row,
      };
    },
    expect: [
      {
        field: 'row',
        shows:
          '"(Предупреждение системы безопасности: обнаружен подозрительный контент. Смотрите https://contactform7.com/heads-up-about-spreadsheet-vulnerabilities%20 для подробной информации.) +7 999 123-45-67"',
        says: 'Ячейка начинается с :msg[(Предупреждение системы безопасности: обнаружен подозрительный контент.]',
      },
      {
        field: 'disposition',
        shows: /filename=-flamingo-inbound-\d{4}-\d{2}-\d{2}\.csv$/,
        says: 'имя файла начинается с дефиса: `-flamingo-inbound-2026-11-22.csv`',
      },
      {
        field: 'header',
        shows:
          '"your-name","your-email","your-subject","your-message","your-phone","Дата"',
        says: 'Первая строка файла — имена полей формы и столбец :ui[Дата].',
      },
    ],
  },
  {
    name: 'flamingo-csv-utf8',
    entry: EXCEL,
    claim:
      'Выгрузка — UTF-8 без метки BOM (по ней Excel узнал бы кодировку); прочитанный как Windows-1251, заголовок «Дата» становится «Р”Р°С‚Р°».',
    async run({admin}) {
      await admin.login();
      const file = await flamingoExport(admin);
      const [header] = file.bytes.toString('utf8').split('\n');
      return {
        type: file.type,
        bom: file.bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])),
        valid: Buffer.from(file.text, 'utf8').equals(file.bytes),
        header,
        // What a program that takes the file for Windows-1251 shows.
        asWindows1251: new TextDecoder('windows-1251')
          .decode(file.bytes)
          .split('\n')[0],
      };
    },
    expect: [
      {
        field: 'type',
        shows: 'text/csv; charset=UTF-8',
        says: 'Flamingo сохраняет файл в кодировке UTF-8 без метки BOM',
      },
      {field: 'bom', shows: false, says: 'без метки BOM'},
      {field: 'valid', shows: true, says: 'в кодировке UTF-8'},
      {field: 'header', shows: '"Дата"', says: 'заголовок `Дата`'},
      {
        field: 'asWindows1251',
        shows: '"Р”Р°С‚Р°"',
        says: 'заголовок `Дата` превращается в `Р”Р°С‚Р°`',
      },
    ],
  },
  {
    name: 'flamingo-excel-kodirovka',
    entry: EXCEL,
    claim:
      'Excel при двойном щелчке открывает CSV без метки BOM в кодировке Windows, импорт с выбором UTF-8 читает его верно.',
    cannot:
      'Excel работает только в Windows и macOS, в лаборатории его нет: проверены байты выгрузки (flamingo-csv-utf8), а не то, как Excel их открывает, и не его меню.',
    says: 'а шаги ниже в самом Excel не проверялись: Excel работает только в Windows и macOS',
  },
  {
    name: 'flamingo-spam-v-korzinu',
    entry: CRON,
    claim:
      'Спам старше 30 дней уходит в корзину, когда срабатывает WP-Cron; с DISABLE_WP_CRON посещения сайта его не запускают, а вызов wp-cron.php запускает.',
    async run({lab, guest}) {
      const fresh = oldSpam(lab, 'Спам недельной давности', 29);
      const old = oldSpam(lab, 'Спам месячной давности', 31);
      editConfig(lab, aboveSettings("define( 'DISABLE_WP_CRON', true );"));
      cronDue(lab);
      await guest.get('/');
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const afterVisit = statusOf(lab, old);
      await guest.get('/wp-cron.php');
      const afterCron = `${statusOf(lab, old)}, ${statusOf(lab, fresh)}`;
      // Without the constant a visit is enough: WordPress calls wp-cron.php itself.
      editConfig(lab, (text) =>
        text.replace("define( 'DISABLE_WP_CRON', true );\n", ''),
      );
      const second = oldSpam(lab, 'Ещё один старый спам', 40);
      cronDue(lab);
      await guest.get('/');
      await new Promise((resolve) => setTimeout(resolve, 3000));
      return {afterVisit, afterCron, withCron: statusOf(lab, second)};
    },
    expect: [
      {
        field: 'afterVisit',
        shows: 'flamingo-spam',
        says: 'встроенный запуск выключен, и задачи должен вызывать планировщик на сервере',
      },
      {
        field: 'afterCron',
        shows: 'trash, flamingo-spam',
        says: 'Заявки с пометкой спама Flamingo переносит в корзину через 30 дней.',
      },
      {
        field: 'withCron',
        shows: 'trash',
        says: 'Перенос выполняет WP-Cron, а он запускается, только когда кто-то заходит на сайт.',
      },
    ],
  },
];
