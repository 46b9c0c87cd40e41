// What «Почему письма с сайта на WordPress не приходят» says happens,
// reproduced: WP Mail SMTP 4.3.0 against a real SMTP server on 127.0.0.1
// (pochta-lib.mjs), PHP's mail() failing or switched off, the lost-password
// page, the recovery-mode letter, a Contact Form 7 form.
import {rmSync} from 'node:fs';
import {URLSearchParams} from 'node:url';
import path from 'node:path';
import {spawn} from 'node:child_process';
import {Browser, parseMail} from './client.mjs';
import {
  aboveSettings,
  addMuPlugin,
  addPlugin,
  editConfig,
  wpEval,
} from './faults.mjs';
import {
  DOMAIN_CHECK_OK,
  DOMAIN_CHECK_WARNING,
  inChromium,
  MAILBOX,
  MAILBOX_PASSWORD,
  closedPort,
  lostPassword,
  mailServers,
  saveSettings,
  sendTest,
  smtpFields,
  startSilent,
} from './pochta-lib.mjs';

export const article = 'docs/wordpress/rabota-pochty.md';

/** The entries of «Если что-то пошло не так». */
const AUTH = 'Не удалось аутентифицировать вашу учетную запись SMTP';
const CONNECT = 'Обнаружена проблема: Could not connect to SMTP host';
const WRONG_PORT = 'Неверный порт или шифрование: тест долго грузится';
const FROM = 'Этот адрес отправителя ошибочен';
const BUTTON = 'Кнопка теста неактивна: почтовая программа не настроена';
const RESET = 'Сброс пароля: письмо не может быть отправлено';
const MAIL = 'Невозможно инициализировать функцию mail';
const SPAM = 'Письма попадают в спам';
const CF7 = 'Форма Contact Form 7 не отправляет письмо';

/** A plugin that stops PHP with a fatal error on every request. */
const FATAL = 'kb_lab_undefined_function();';

/** A sendmail that refuses every message: mail() returns false. */
const SENDMAIL_FAILS = {sendmail_path: '/bin/false'};

/**
 * A child's exit status and its output, stdout and stderr together, decoded
 * by the streams (a chunk may end inside a Cyrillic letter).
 */
function outputOf(child) {
  return new Promise((resolve) => {
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({status, output}));
  });
}

/**
 * Adds a plugin and activates it as WordPress keeps the list: sorted, so
 * that it loads in the order of its folder's name, before or after
 * wp-mail-smtp.
 */
function addSortedPlugin(lab, slug, name, body) {
  const file = addPlugin(lab, slug, name, body, {activate: false});
  wpEval(
    lab,
    `$p = get_option('active_plugins'); $p[] = '${file}'; sort($p); update_option('active_plugins', $p);`,
  );
}

/** The text around `needle`: what a scenario keeps of a long page. */
function around(text, needle, after = 300) {
  const at = text.indexOf(needle);
  return at < 0 ? '' : text.slice(at, at + needle.length + after);
}

/** A Contact Form 7 form sent as the page's script sends it (REST). */
async function sendContactForm(lab, guest, fields) {
  const pageId = wpEval(
    lab,
    "echo get_page_by_path( sanitize_title( 'Контакты' ) )?->ID ?? (new WP_Query( array( 'post_type' => 'page', 'title' => 'Контакты' ) ))->posts[0]->ID;",
  ).trim();
  const page = await guest.get(`/?page_id=${pageId}`);
  const hidden = {};
  for (const match of page.html.matchAll(
    /<input type="hidden" name="(_wpcf7[^"]*)" value="([^"]*)"/g,
  )) {
    hidden[match[1]] = match[2];
  }
  const body = new FormData();
  for (const [name, value] of Object.entries({...hidden, ...fields}))
    body.append(name, value);
  const response = await guest.get(
    `/wp-json/contact-form-7/v1/contact-forms/${hidden._wpcf7}/feedback`,
    {method: 'POST', body},
  );
  return JSON.parse(response.html);
}

/** The browser's FormData: Contact Form 7's script sends the form as one. */
const {FormData} = globalThis;

const VISITOR = {
  'your-name': 'Иван Петров',
  'your-email': 'ivan.petrov@example.com',
  'your-subject': 'Вопрос о доставке',
  'your-message': 'Доставляете ли вы заказы в другие города?',
};

export const scenarios = [
  {
    name: 'pochta-smtp-ssl-i-tls',
    claim:
      'Прочие SMTP: SSL с портом SSL и TLS с портом STARTTLS отправляют тестовое письмо; настройки сохраняются с уведомлением, пароль в базе зашифрован.',
    async run({lab, admin}) {
      addMuPlugin(lab, 'kb-domain-check', DOMAIN_CHECK_OK);
      const servers = await mailServers(lab);
      await admin.login();
      const saved = await saveSettings(
        admin,
        smtpFields({port: servers.ssl.port, encryption: 'ssl'}),
      );
      const stored = wpEval(
        lab,
        "echo get_option( 'wp_mail_smtp' )['smtp']['pass'];",
      );
      const ssl = await sendTest(admin);
      await saveSettings(
        admin,
        smtpFields({port: servers.starttls.port, encryption: 'tls'}),
      );
      const tls = await sendTest(admin);
      const record = {
        saved: around(saved.text, 'Настройки сохранены', 40),
        storedPassword: stored,
        ssl: ssl.text,
        sslDelivered: servers.ssl.messages.map((m) => `${m.from} → ${m.to}`),
        tls: tls.text,
        tlsSessions: servers.starttls.sessions,
        tlsDelivered: servers.starttls.messages.map(
          (m) => `${m.from} → ${m.to}`,
        ),
      };
      await servers.close();
      return record;
    },
    expect: [
      {field: 'saved', shows: 'Настройки сохранены.'},
      {
        field: 'storedPassword',
        shows: (stored) =>
          (stored.length > 0 &&
            !stored.includes(MAILBOX_PASSWORD) &&
            !/^lab-/.test(stored)) ||
          `в базе: ${stored}`,
        says: 'Пароль ящика плагин хранит в базе данных в зашифрованном виде.',
      },
      {
        field: 'ssl',
        shows:
          'Тестовое письмо в формате HTML успешно отправлено! Проверьте свой почтовый ящик, чтобы убедиться, что письмо было доставлено.',
      },
      {
        field: 'sslDelivered',
        shows: (sent) =>
          (sent.length === 1 && sent[0] === `${MAILBOX} → owner@example.net`) ||
          JSON.stringify(sent),
        says: 'SSL с портом <ProviderValue name="smtpPortSsl" />',
      },
      {
        field: 'tls',
        shows:
          'Тестовое письмо в формате HTML успешно отправлено! Проверьте свой почтовый ящик, чтобы убедиться, что письмо было доставлено.',
        says: 'TLS с портом <ProviderValue name="smtpPortStartTls" />',
      },
      {
        field: 'tlsSessions',
        // The login went over the encrypted connection: STARTTLS first.
        shows: (sessions) =>
          (sessions.length === 1 && sessions[0].secure === true) ||
          JSON.stringify(sessions),
        says: 'Порт для шифрования SSL — <ProviderValue name="smtpPortSsl" />, для TLS (STARTTLS)',
      },
      {
        field: 'tlsDelivered',
        shows: (sent) => sent.length === 1 || JSON.stringify(sent),
        says: 'TLS с портом <ProviderValue name="smtpPortStartTls" />',
      },
    ],
  },
  {
    name: 'pochta-proverka-domena-bez-otveta',
    claim:
      'Письмо ушло, а проверка домена сервером WP Mail SMTP не прошла (здесь — нет ответа): вместо успеха предупреждение о доставляемости.',
    async run({lab, admin}) {
      const servers = await mailServers(lab);
      await admin.login();
      await saveSettings(
        admin,
        smtpFields({port: servers.ssl.port, encryption: 'ssl'}),
      );
      const test = await sendTest(admin);
      // The check answered and found a problem: the answer of WP Mail
      // SMTP's server played by a must-use plugin (a warning about SPF).
      addMuPlugin(lab, 'kb-domain-check', DOMAIN_CHECK_WARNING);
      const warned = await sendTest(admin);
      const record = {
        test: test.text,
        warned: warned.text,
        delivered: servers.ssl.messages.length,
      };
      await servers.close();
      return record;
    },
    expect: [
      {
        field: 'test',
        shows:
          'Тестовое письмо могло быть отправлено, но его доставляемость должна быть улучшена.',
      },
      {
        field: 'test',
        shows: 'Результаты проверки домена',
        says: 'проверка домена отправителя, которую плагин запрашивает у своего сервера, нашла недочёты или не получила ответа',
      },
      {
        field: 'warned',
        shows:
          'Тестовое письмо могло быть отправлено, но его доставляемость должна быть улучшена. Результаты проверки домена SPF',
        says: 'Что именно не так, сказано ниже, под заголовком :ui[Результаты проверки домена]',
      },
      {
        field: 'delivered',
        shows: 2,
        says: 'письмо SMTP-сервер принял',
      },
    ],
  },
  {
    name: 'pochta-bez-shifrovaniya',
    claim:
      'Шифрование «Отсутствует»: с Auto TLS плагин сам переходит на STARTTLS, если сервер его предлагает; без Auto TLS логин и пароль уходят открытым текстом.',
    async run({lab, admin}) {
      addMuPlugin(lab, 'kb-domain-check', DOMAIN_CHECK_OK);
      const servers = await mailServers(lab, {}, {allowInsecureAuth: true});
      await admin.login();
      await saveSettings(
        admin,
        smtpFields({port: servers.starttls.port, encryption: 'none'}),
      );
      const auto = await sendTest(admin);
      await saveSettings(
        admin,
        smtpFields({
          port: servers.starttls.port,
          encryption: 'none',
          autotls: false,
        }),
      );
      const plain = await sendTest(admin);
      const record = {
        auto: auto.text,
        plain: plain.text,
        sessions: servers.starttls.sessions,
      };
      await servers.close();
      return record;
    },
    expect: [
      {
        field: 'sessions',
        shows: (sessions) =>
          sessions[0]?.secure === true || JSON.stringify(sessions),
        says: 'соединение тогда шифруется, только пока включён переключатель :ui[Аuto TLS] и сервер сам предлагает STARTTLS',
      },
      {
        field: 'sessions',
        shows: (sessions) =>
          (sessions.length === 2 &&
            sessions[1].secure === false &&
            sessions[1].user === MAILBOX) ||
          JSON.stringify(sessions),
        says: 'с выключенным :ui[Аuto TLS] логин и пароль ящика уходят по сети открытым текстом',
      },
      {
        field: 'plain',
        shows: 'Тестовое письмо в формате HTML успешно отправлено!',
        says: 'Не выбирайте вариант :ui[Отсутствует]',
      },
    ],
  },
  {
    name: 'pochta-nevernyj-parol',
    entry: [AUTH, RESET],
    claim:
      'Неверный пароль ящика: тест пишет «Не удалось аутентифицировать…», в журнале SMTP Error: Could not authenticate.; сброс пароля пишет, что письмо не может быть отправлено.',
    async run({lab, admin, guest}) {
      const servers = await mailServers(lab);
      await admin.login();
      await saveSettings(
        admin,
        smtpFields({
          port: servers.ssl.port,
          encryption: 'ssl',
          pass: 'old-password',
        }),
      );
      const test = await sendTest(admin);
      const reset = await lostPassword(guest);
      const record = {...test, reset: reset.text};
      await servers.close();
      return record;
    },
    expect: [
      {
        field: 'text',
        shows: 'Возникла проблема во время отправки тестового письма.',
      },
      {
        field: 'heading',
        shows: 'Не удалось аутентифицировать вашу учетную запись SMTP.',
      },
      {field: 'errorLog', shows: 'SMTP Error: Could not authenticate.'},
      {
        field: 'errorLog',
        shows: /Connection: opened[\s\S]*SERVER -> CLIENT: 535 /,
        says: 'Сервер принял подключение, но отверг логин или пароль.',
      },
      {
        field: 'buttons',
        shows: 'Просмотреть полный журнал ошибок',
        says: 'а ответ сервера в блоке :ui[Просмотреть полный журнал ошибок] — по-английски',
      },
      {
        field: 'reset',
        shows:
          'Ошибка: Сообщение email не может быть отправлено, возможно ваш сайт некорректно сконфигурирован для отправки электронной почты.',
        says: 'Сообщение email не может быть отправлено, возможно ваш сайт некорректно сконфигурирован для отправки электронной почты.',
      },
      {
        field: 'reset',
        shows: 'Сообщение email не может быть отправлено',
        says: 'и когда SMTP-сервер отверг пароль ящика из WP Mail SMTP',
      },
    ],
  },
  {
    name: 'pochta-parol-v-konstante',
    entry: AUTH,
    claim:
      'Пароль в WPMS_SMTP_PASS: поле «Пароль SMTP» недоступно, новый пароль из админки не действует, тест по-прежнему не проходит.',
    async run({lab, admin}) {
      const servers = await mailServers(lab);
      await admin.login();
      await saveSettings(
        admin,
        smtpFields({port: servers.ssl.port, encryption: 'ssl'}),
      );
      editConfig(
        lab,
        aboveSettings(
          "define( 'WPMS_ON', true );\ndefine( 'WPMS_SMTP_PASS', 'old-password' );",
        ),
      );
      const settings = await admin.get('/wp-admin/admin.php?page=wp-mail-smtp');
      // The owner types the right password into the form and saves.
      await saveSettings(admin, {
        'wp-mail-smtp[smtp][pass]': MAILBOX_PASSWORD,
      });
      const test = await sendTest(admin);
      const record = {
        passwordField:
          /id="wp-mail-smtp-setting-smtp-pass"[^>]*disabled|disabled[^>]*id="wp-mail-smtp-setting-smtp-pass"/.test(
            settings.html,
          ),
        settings: around(settings.text, 'Пароль SMTP', 500),
        heading: test.heading,
        errorLog: test.errorLog,
      };
      await servers.close();
      return record;
    },
    expect: [
      {
        field: 'passwordField',
        shows: true,
        says: 'тогда поле :ui[Пароль SMTP] станет недоступным для правки в админке',
      },
      {
        field: 'settings',
        shows:
          'Значение этого поля было задано с помощью константы WPMS_SMTP_PASS',
        says: "define( 'WPMS_SMTP_PASS', 'пароль-ящика' );",
      },
      {
        field: 'heading',
        shows: 'Не удалось аутентифицировать вашу учетную запись SMTP.',
        says: 'Если пароль задан в `wp-config.php` константой `WPMS_SMTP_PASS`, исправьте его там: поле в админке эту константу не меняет.',
      },
      {
        field: 'errorLog',
        shows: 'Constants: Yes',
        says: 'константой `WPMS_SMTP_PASS`',
      },
    ],
  },
  {
    name: 'pochta-net-podklyucheniya',
    entry: [CONNECT, WRONG_PORT],
    claim:
      'Сервер с опечаткой, закрытый порт, SSL на порту STARTTLS: «Обнаружена проблема.», в журнале Could not connect to SMTP host и причина строкой ниже.',
    async run({lab, admin}) {
      const servers = await mailServers(lab);
      await admin.login();
      const tests = {};
      const cases = {
        dns: {host: 'smtp.exmaple.ru', port: 465, encryption: 'ssl'},
        refused: {port: await closedPort(), encryption: 'ssl'},
        sslOnTlsPort: {port: servers.starttls.port, encryption: 'ssl'},
      };
      for (const [name, settings] of Object.entries(cases)) {
        await saveSettings(admin, smtpFields(settings));
        const test = await sendTest(admin);
        tests[`${name}Text`] = test.text;
        tests[`${name}Heading`] = test.heading;
        tests[`${name}Log`] = test.errorLog;
        tests[`${name}LastLine`] = test.errorLog
          .split('\n')
          .at(-1)
          .replace(/^\S+ \S+\t/, '');
        tests[`${name}Seconds`] = test.seconds;
      }
      await servers.close();
      return tests;
    },
    expect: [
      {
        field: 'dnsText',
        shows:
          'Возникла проблема во время отправки тестового письма. Обнаружена проблема. Это значит что ваше сообщение проверки было невозможно отправить.',
        says: 'Тест пишет :msg[Обнаружена проблема.] (:msg[An issue was detected.]) и :msg[Это значит что ваше сообщение проверки было невозможно отправить.]',
      },
      ...['dns', 'refused', 'sslOnTlsPort'].flatMap((name) => [
        {field: `${name}Heading`, shows: 'Обнаружена проблема.'},
        {
          field: `${name}LastLine`,
          shows: /^SMTP Error: Could not connect to SMTP host\./,
          says: 'последняя строка журнала начинается с :msg[SMTP Error: Could not connect to SMTP host.]',
        },
        {
          field: `${name}Log`,
          shows: /\tConnection failed\. Error #2: /,
          says: 'Причину называют строки `Connection failed` выше в журнале',
        },
      ]),
      {
        field: 'dnsLog',
        shows:
          /Connection failed\. .*getaddrinfo for smtp\.exmaple\.ru failed: Name or service not known/,
        says: '`getaddrinfo for … failed: Name or service not known` — адрес сервера написан с ошибкой',
      },
      {
        field: 'refusedLog',
        shows: /Connection failed\. .*\(Connection refused\)/,
        says: '`Connection refused` — на этом порту подключения не принимают',
      },
      {
        field: 'sslOnTlsPortLog',
        shows: /Connection failed\. [\s\S]*SSL routines::wrong version number/,
        says: '`SSL routines::wrong version number` — выбрано SSL, а порт — для TLS',
      },
      {
        field: 'sslOnTlsPortSeconds',
        shows: (seconds) => seconds <= 2 || `${seconds} с`,
        says: 'Выбрано SSL, а порт — для TLS: ошибка появляется сразу, в журнале `SSL routines::wrong version number`.',
      },
      {
        field: 'refusedText',
        shows:
          'спросите их, может ли межсетевой экран или политика безопасности препятствовать соединению',
        says: 'То же советует и сам WP Mail SMTP в рекомендациях на странице ошибки: спросить хостинг, не закрывает ли порт межсетевой экран.',
      },
    ],
  },
  {
    name: 'pochta-tls-na-portu-ssl',
    entry: WRONG_PORT,
    claim:
      'TLS на порту SSL: тест ждёт, пока сервер не закроет соединение, и пишет «Обнаружена проблема.» с Could not connect to SMTP host.',
    async run({lab, admin}) {
      const servers = await mailServers(lab);
      await admin.login();
      await saveSettings(
        admin,
        smtpFields({port: servers.ssl.port, encryption: 'tls'}),
      );
      const test = await sendTest(admin);
      await servers.close();
      return test;
    },
    expect: [
      {field: 'heading', shows: 'Обнаружена проблема.'},
      {
        field: 'errorLog',
        shows: /\tSMTP Error: Could not connect to SMTP host\.$/,
        says: 'заканчивается той же :msg[Обнаружена проблема.] со строкой `SMTP Error: Could not connect to SMTP host.` в журнале',
      },
      {
        field: 'seconds',
        // smtp-server closes a connection that stays silent for a minute.
        shows: (seconds) => (seconds >= 55 && seconds <= 70) || `${seconds} с`,
        says: 'тестовый сервер, на котором проверялась статья, закрыл его через минуту',
      },
      {
        field: 'errorLog',
        shows: /Connection: opened\n(\S+ \S+)\tSERVER -> CLIENT:\n/,
        says: 'сервер, так и не дождавшись шифрования, закрывает соединение',
      },
    ],
  },
  {
    name: 'pochta-port-molchit',
    entry: [CONNECT, WRONG_PORT],
    claim:
      'Порт принимает подключение и молчит: с SSL тест ждёт 30 секунд (SSL: Handshake timed out), с TLS — пять минут; ответ — «Обнаружена проблема.».',
    async run({lab, admin}) {
      const servers = await mailServers(lab);
      const silent = await startSilent();
      await admin.login();
      await saveSettings(
        admin,
        smtpFields({port: silent.port, encryption: 'ssl'}),
      );
      const ssl = await sendTest(admin);
      await saveSettings(
        admin,
        smtpFields({port: silent.port, encryption: 'tls'}),
      );
      const tls = await sendTest(admin);
      await silent.close();
      await servers.close();
      return {
        sslHeading: ssl.heading,
        sslLog: ssl.errorLog,
        sslSeconds: ssl.seconds,
        tlsHeading: tls.heading,
        tlsLog: tls.errorLog,
        tlsSeconds: tls.seconds,
      };
    },
    expect: [
      {field: 'sslHeading', shows: 'Обнаружена проблема.'},
      {
        field: 'sslLog',
        shows: /Connection failed\. .*SSL: Handshake timed out/,
        says: '`SSL: Handshake timed out` — порт открылся, но за 30 секунд сервер не ответил ни словом.',
      },
      {
        field: 'sslSeconds',
        shows: (seconds) => (seconds >= 29 && seconds <= 35) || `${seconds} с`,
        says: 'за 30 секунд',
      },
      {field: 'tlsHeading', shows: 'Обнаружена проблема.'},
      {
        field: 'tlsLog',
        shows: /\tSMTP Error: Could not connect to SMTP host\.$/,
        says: 'со строкой `SMTP Error: Could not connect to SMTP host.` в журнале',
      },
      {
        field: 'tlsSeconds',
        shows: (seconds) =>
          (seconds >= 295 && seconds <= 310) || `${seconds} с`,
        says: 'Плагин ждёт ответа сервера до пяти минут',
      },
    ],
  },
  {
    name: 'pochta-otpravitel-otklonen',
    entry: FROM,
    claim:
      'Адрес отправителя не тот ящик, под которым вход: сервер отвечает 553 Sender address rejected, в журнале The following From address failed:.',
    async run({lab, admin}) {
      const servers = await mailServers(lab);
      await admin.login();
      await saveSettings(
        admin,
        smtpFields({
          port: servers.ssl.port,
          encryption: 'ssl',
          from: 'owner@example.net',
        }),
      );
      const test = await sendTest(admin);
      await servers.close();
      return test;
    },
    expect: [
      {field: 'heading', shows: 'Обнаружена проблема.'},
      {
        field: 'errorLog',
        shows:
          'ErrorInfo: The following From address failed: owner@example.net',
        says: 'в журнале стоит :msg[The following From address failed:] (в `wp_mail_failed` — :msg[Этот адрес отправителя ошибочен:]), за ним адрес и ответ сервера',
      },
      {
        field: 'errorLog',
        shows:
          /SERVER -> CLIENT: 553 5\.7\.1 .*Sender address rejected: not owned by user info@example\.ru/,
        says: '`553 5.7.1 … Sender address rejected: not owned by user info@example.ru`',
      },
      {
        field: 'errorLog',
        shows: 'SERVER -> CLIENT: 235 Authentication successful',
        says: 'Сервер принял логин, но не разрешает отправлять от имени другого адреса.',
      },
    ],
  },
  {
    name: 'pochta-knopka-neaktivna',
    entry: BUTTON,
    claim:
      'Не заполнен SMTP сервер: кнопка теста неактивна и красная, под ней — что почтовая программа не настроена.',
    async run({admin}) {
      await admin.login();
      await saveSettings(
        admin,
        smtpFields({host: '', port: 465, encryption: 'ssl'}),
      );
      const noHost = await sendTest(admin);
      await saveSettings(admin, smtpFields({port: '', encryption: 'ssl'}));
      const noPort = await sendTest(admin);
      return {
        noHostButton: noHost.button,
        noHostForm: noHost.form,
        noPortButton: noPort.button,
        noPortForm: noPort.form,
      };
    },
    expect: [
      {
        field: 'noHostButton',
        shows: /^disabled .*wp-mail-smtp-btn-red/,
        says: 'Кнопка :ui[Отправить email] красная и не нажимается',
      },
      {
        field: 'noHostForm',
        shows:
          'Отправить email Вы не можете отправить тествое письмо. Почтовая программа не настроена правильным образом. Проверьте ваши настройки.',
        says: 'под ней написано: :msg[Почтовая программа не настроена правильным образом. Проверьте ваши настройки.]',
      },
      {
        field: 'noPortButton',
        shows: /^disabled .*wp-mail-smtp-btn-red/,
        says: 'не заполнено поле :ui[SMTP сервер] или :ui[SMTP порт]',
      },
    ],
  },
  {
    name: 'pochta-mail-ne-rabotaet',
    entry: [MAIL, RESET],
    claim:
      'По умолчанию (нет): mail() вернула false — тест «Обнаружена проблема.» с Could not instantiate mail function., сброс пароля — письмо не может быть отправлено.',
    async run({lab, admin, guest}) {
      await lab.restartPhp(SENDMAIL_FAILS);
      await admin.login();
      await saveSettings(admin, {'wp-mail-smtp[mail][mailer]': 'mail'});
      const test = await sendTest(admin);
      const reset = await lostPassword(guest);
      return {...test, reset: reset.text};
    },
    expect: [
      {
        field: 'text',
        shows:
          'Возникла проблема во время отправки тестового письма. Обнаружена проблема.',
        says: 'Тест WP Mail SMTP с :ui[По умолчанию (нет)] показывает :msg[Обнаружена проблема.]',
      },
      {
        field: 'errorLog',
        shows: /PHPMailer Debug:\nCould not instantiate mail function\./,
        says: 'в разделе `PHPMailer Debug`, стоит :msg[Could not instantiate mail function.]',
      },
      {
        field: 'reset',
        shows:
          'Сообщение email не может быть отправлено, возможно ваш сайт некорректно сконфигурирован для отправки электронной почты.',
        says: 'и когда почтовая программа сервера не приняла письмо от PHP-функции `mail()`',
      },
      {
        field: 'mail',
        shows: (letters) => letters.length === 0 || `писем: ${letters.length}`,
        says: 'почтовая программа сервера письмо не приняла',
      },
    ],
  },
  {
    name: 'pochta-mail-otklyuchena',
    entry: MAIL,
    claim:
      'disable_functions=mail: с «По умолчанию (нет)» тест и сброс пароля обрываются фатальной ошибкой Call to undefined function PHPMailer\\PHPMailer\\mail(); с SMTP всё уходит.',
    async run({lab, admin, phpLog}) {
      await lab.restartPhp({disable_functions: 'mail'});
      await admin.login();
      await saveSettings(admin, {'wp-mail-smtp[mail][mailer]': 'mail'});
      const form = await admin.get(
        '/wp-admin/admin.php?page=wp-mail-smtp-tools&tab=test',
      );
      let test;
      try {
        test = await sendTest(admin);
      } catch (error) {
        test = {failed: error.message};
      }
      const reset = await lostPassword(new Browser(lab.url));
      const log = phpLog();
      // The same site with SMTP: mail() is not needed.
      const servers = await mailServers(lab, {disable_functions: 'mail'});
      const admin2 = new Browser(lab.url);
      await admin2.login();
      addMuPlugin(lab, 'kb-domain-check', DOMAIN_CHECK_OK);
      await saveSettings(
        admin2,
        smtpFields({port: servers.ssl.port, encryption: 'ssl'}),
      );
      const smtp = await sendTest(admin2);
      const smtpReset = await lostPassword(new Browser(lab.url));
      const record = {
        formStatus: form.status,
        test,
        resetStatus: reset.status,
        reset: reset.text,
        log,
        smtp: smtp.text,
        smtpReset: smtpReset.text,
        smtpDelivered: servers.ssl.messages.length,
      };
      await servers.close();
      return record;
    },
    expect: [
      {
        field: 'log',
        shows:
          /PHP Fatal error: {2}Uncaught Error: Call to undefined function PHPMailer\\PHPMailer\\mail\(\) in \/.+\/wp-includes\/PHPMailer\/PHPMailer\.php:894\n/,
        says: 'PHP Fatal error:  Uncaught Error: Call to undefined function PHPMailer\\PHPMailer\\mail() in /home/user/example.ru/wp-includes/PHPMailer/PHPMailer.php:894',
      },
      {
        field: 'resetStatus',
        shows: 500,
        says: 'Вместо страницы сброса пароля тогда видно',
      },
      {
        field: 'reset',
        shows:
          'На сайте произошла критическая ошибка. Пожалуйста, проверьте почтовый ящик администратора сайта для получения инструкций.',
        says: 'Вместо страницы сброса пароля тогда видно :msg[На сайте произошла критическая ошибка. Пожалуйста, проверьте почтовый ящик администратора сайта для получения инструкций.]',
      },
      {
        field: 'test',
        shows: ({text}) =>
          /^\S+ \S+ Sending with mail\(\) .*Sendmail path: .*На сайте произошла критическая ошибка\. Пожалуйста, проверьте почтовый ящик администратора сайта для получения инструкций\./.test(
            text,
          ) || text,
        says: 'а на странице теста то же сообщение стоит под служебными строками PHPMailer: `Sending with mail()`, `Sendmail path: …`',
      },
      {
        field: 'mail',
        shows: (letters) => letters.length === 0 || `писем: ${letters.length}`,
        says: 'Письма с инструкциями не будет: WordPress пишет это, даже когда отправить его нечем.',
      },
      {
        field: 'smtp',
        shows: 'Тестовое письмо в формате HTML успешно отправлено!',
        says: 'SMTP-серверу функция `mail()` не нужна: с ним и тест, и сброс пароля работают, даже когда `mail()` отключена.',
      },
      {
        field: 'smtpReset',
        shows:
          'Проверьте вашу почту для ссылки с подтверждением, затем зайдите на страницу входа.',
        says: 'и сброс пароля работают',
      },
      {
        field: 'smtpDelivered',
        shows: 2,
        says: 'и тест, и сброс пароля работают',
      },
    ],
  },
  {
    name: 'pochta-oshibki-phpmailer-po-russki',
    entry: [AUTH, CONNECT, FROM, MAIL],
    claim:
      'SMTP настроен кодом через phpmailer_init, без WP Mail SMTP: WordPress 7.1 передаёт в wp_mail_failed ошибки PHPMailer по-русски.',
    async run({lab, guest}) {
      const servers = await mailServers(lab, SENDMAIL_FAILS);
      wpEval(
        lab,
        "deactivate_plugins( 'wp-mail-smtp/wp_mail_smtp.php', true );",
      );
      // SMTP set up in code, as hosts' and themes' snippets do it; the page
      // prints what wp_mail_failed receives. A web request, not wp-eval: the
      // SMTP server lives in this process and must answer meanwhile.
      addMuPlugin(
        lab,
        'kb-smtp-snippet',
        `if ( isset( $_GET['kb-mail'] ) ) {
	add_action( 'init', function () {
		if ( 'mail' !== $_GET['kb-mail'] ) {
			add_action( 'phpmailer_init', function ( $m ) {
				$m->isSMTP();
				$m->Host       = '127.0.0.1';
				$m->Port       = (int) $_GET['port'];
				$m->SMTPSecure = 'ssl';
				$m->SMTPAuth   = true;
				$m->Username   = '${MAILBOX}';
				$m->Password   = $_GET['pass'];
				$m->setFrom( $_GET['from'] );
			} );
		}
		add_action( 'wp_mail_failed', function ( $e ) { echo '<p id="kb-error">', esc_html( $e->get_error_message() ), '</p>'; } );
		wp_mail( 'owner@example.net', 'Проверка', 'Текст' );
		exit;
	} );
}`,
      );
      const send = async (
        kind,
        {port = 0, pass = MAILBOX_PASSWORD, from = MAILBOX} = {},
      ) =>
        (
          await guest.get(
            `/?${new URLSearchParams({'kb-mail': kind, port, pass, from})}`,
          )
        ).text;
      const record = {
        auth: await send('smtp', {
          port: servers.ssl.port,
          pass: 'old-password',
        }),
        refused: await send('smtp', {port: await closedPort()}),
        from: await send('smtp', {
          port: servers.ssl.port,
          from: 'owner@example.net',
        }),
        mail: await send('mail'),
      };
      await servers.close();
      return record;
    },
    expect: [
      {
        field: 'auth',
        shows: (text) => text === 'Ошибка авторизации SMTP.' || text,
        says: '(в `wp_mail_failed` — :msg[Ошибка авторизации SMTP.])',
      },
      {
        field: 'refused',
        shows: /^Ошибка подключения к хосту SMTP\./,
        says: '(в `wp_mail_failed` — :msg[Ошибка подключения к хосту SMTP.])',
      },
      {
        field: 'from',
        shows: /^Этот адрес отправителя ошибочен: owner@example\.net /,
        says: '(в `wp_mail_failed` — :msg[Этот адрес отправителя ошибочен:])',
      },
      {
        field: 'mail',
        shows: (text) =>
          text === 'Невозможно инициализировать функцию mail.' || text,
        says: '(в `wp_mail_failed` — :msg[Невозможно инициализировать функцию mail.])',
      },
      {
        field: 'from',
        shows: /Sender address rejected/,
        says: 'те же ошибки библиотеки PHPMailer WordPress 7.1 переводит сам и передаёт по-русски в хук `wp_mail_failed`',
      },
    ],
  },
  {
    name: 'pochta-vosstanovlenie-poryadok',
    claim:
      'Письмо режима восстановления: если плагин ломается при загрузке, оно уходит через mail() сервера от wordpress@, минуя SMTP, в каком бы порядке ни стояли плагины; если ошибка случается позже, при открытии страницы, — через SMTP.',
    async run({lab, admin, mail}) {
      const servers = await mailServers(lab);
      await admin.login();
      await saveSettings(
        admin,
        smtpFields({port: servers.ssl.port, encryption: 'ssl'}),
      );
      const sent = () => ({mail: mail(), smtp: [...servers.ssl.messages]});
      /** One broken plugin, the login page opened, what was sent meanwhile. */
      const breakWith = async (slug, name, body) => {
        const before = sent();
        addSortedPlugin(lab, slug, name, body);
        const page = await new Browser(lab.url).get('/wp-login.php');
        const after = sent();
        // The plugin goes (WordPress skips a plugin whose file is missing),
        // and the once-a-day limit of the letter is reset.
        rmSync(path.join(lab.wp, 'wp-content/plugins', slug), {
          recursive: true,
        });
        lab.sql(
          "DELETE FROM wp_options WHERE option_name = 'recovery_mode_email_last_sent'",
        );
        const viaMail = after.mail.slice(before.mail.length);
        const viaSmtp = after.smtp
          .slice(before.smtp.length)
          .map((m) => parseMail(m.raw));
        return {
          page: page.text,
          viaMail: viaMail.map((m) => `${m.headers.from}: ${m.subject}`),
          viaSmtp: viaSmtp.map((m) => `${m.headers.from}: ${m.subject}`),
        };
      };
      // Broken in its main file, loaded after wp-mail-smtp (the list is
      // sorted by folder name) and before it.
      const loadAfter = await breakWith(
        'zhurnal-zakazov',
        'Журнал заказов',
        FATAL,
      );
      const loadBefore = await breakWith(
        'slomannyj-plagin',
        'Сломанный плагин',
        FATAL,
      );
      // Broken later, when WordPress is loaded and a page is being built.
      const onInit = await breakWith(
        'akcii',
        'Акции',
        `add_action( 'init', function () { ${FATAL} } );`,
      );
      await servers.close();
      return {
        loadAfterPage: loadAfter.page,
        loadAfterViaMail: loadAfter.viaMail,
        loadAfterViaSmtp: loadAfter.viaSmtp,
        loadBeforeViaMail: loadBefore.viaMail,
        loadBeforeViaSmtp: loadBefore.viaSmtp,
        onInitPage: onInit.page,
        onInitViaMail: onInit.viaMail,
        onInitViaSmtp: onInit.viaSmtp,
      };
    },
    expect: [
      {
        field: 'loadAfterViaMail',
        shows: (sent) =>
          (sent.length === 1 &&
            /^WordPress <wordpress@.+>: \[Мой сайт\] На сайте возникли технические проблемы$/.test(
              sent[0],
            )) ||
          JSON.stringify(sent),
        says: 'Если плагин ломается уже при загрузке, письмо уходит через `mail()` сервера от `wordpress@` домена сайта, минуя SMTP, в каком бы порядке ни стояли плагины.',
      },
      {
        field: 'loadAfterViaSmtp',
        shows: (sent) => sent.length === 0 || JSON.stringify(sent),
        says: 'WP Mail SMTP включает отправку через SMTP, только когда загрузятся все плагины.',
      },
      {
        field: 'loadBeforeViaMail',
        shows: (sent) => sent.length === 1 || JSON.stringify(sent),
        says: 'в каком бы порядке ни стояли плагины',
      },
      {
        field: 'loadBeforeViaSmtp',
        shows: (sent) => sent.length === 0 || JSON.stringify(sent),
        says: 'минуя SMTP',
      },
      {
        field: 'onInitViaSmtp',
        shows: (sent) =>
          (sent.length === 1 &&
            sent[0].endsWith(
              `<${MAILBOX}>: [Мой сайт] На сайте возникли технические проблемы`,
            )) ||
          JSON.stringify(sent),
        says: 'Если ошибка случается позже, при открытии страницы, письмо уходит через SMTP.',
      },
      {
        field: 'onInitViaMail',
        shows: (sent) => sent.length === 0 || JSON.stringify(sent),
        says: 'письмо уходит через SMTP',
      },
      {
        field: 'loadAfterPage',
        shows:
          'На сайте произошла критическая ошибка. Пожалуйста, проверьте почтовый ящик администратора сайта для получения инструкций.',
      },
    ],
  },
  {
    name: 'pochta-vosstanovlenie-bez-pochty',
    claim:
      'Письмо режима восстановления не ушло: страница входа всё равно просит проверить почту, текста «The email could not be sent. Possible reason: …» нет ни на странице, ни в журнале.',
    async run({lab, mail, phpLog}) {
      await lab.restartPhp(SENDMAIL_FAILS);
      addSortedPlugin(lab, 'slomannyj-plagin', 'Сломанный плагин', FATAL);
      const failed = await new Browser(lab.url).get('/wp-login.php');
      const failedLog = phpLog();
      lab.sql(
        "DELETE FROM wp_options WHERE option_name = 'recovery_mode_email_last_sent'",
      );
      await lab.restartPhp({disable_functions: 'mail'});
      const disabled = await new Browser(lab.url).get('/wp-login.php');
      return {
        failedStatus: failed.status,
        failed: failed.text,
        failedLog,
        disabledStatus: disabled.status,
        disabled: disabled.text,
        disabledLog: phpLog().slice(failedLog.length),
        mail: mail(),
      };
    },
    expect: [
      {
        field: 'failedStatus',
        shows: 500,
        says: 'При фатальной ошибке страница входа пишет',
      },
      {
        field: 'failed',
        shows:
          'На сайте произошла критическая ошибка. Пожалуйста, проверьте почтовый ящик администратора сайта для получения инструкций.',
        says: 'При фатальной ошибке страница входа пишет :msg[На сайте произошла критическая ошибка. Пожалуйста, проверьте почтовый ящик администратора сайта для получения инструкций.] и тогда, когда письмо отправить не удалось',
      },
      {
        field: 'mail',
        shows: (letters) => letters.length === 0 || `писем: ${letters.length}`,
        says: 'когда письмо отправить не удалось',
      },
      {
        // The recovery-mode WP_Error («Сообщение email не может быть
        // отослано. Возможная причина: …») is never printed or logged.
        field: 'failedLog',
        shows: (log) =>
          (/kb_lab_undefined_function/.test(log) &&
            !/mail|отослано|could not be sent|Possible reason/i.test(log)) ||
          log,
        says: 'о сбое отправки WordPress не сообщает ни на странице, ни в журнале',
      },
      {
        field: 'failed',
        shows: (text) =>
          !/отослано|could not be sent|Possible reason|Возможная причина/i.test(
            text,
          ) || text,
        says: 'о сбое отправки WordPress не сообщает ни на странице',
      },
      {
        field: 'disabledStatus',
        shows: 500,
        says: 'страница входа при такой ошибке остаётся пустой',
      },
      {
        field: 'disabled',
        shows: (text) => text === '' || text,
        says: 'А если хостинг отключил `mail()`, страница входа при такой ошибке остаётся пустой',
      },
      {
        field: 'disabledLog',
        shows:
          /kb_lab_undefined_function[\s\S]*PHP Fatal error: {2}Uncaught Error: Call to undefined function PHPMailer\\PHPMailer\\mail\(\)[\s\S]*class-wp-recovery-mode-email-service\.php/,
        says: 'попытка отправить письмо обрывает запрос второй фатальной ошибкой `Call to undefined function PHPMailer\\PHPMailer\\mail()`',
      },
    ],
  },
  {
    name: 'pochta-cf7-forma',
    entry: [CF7, SPAM],
    claim:
      'Contact Form 7: при неверном пароле SMTP форма пишет об ошибке отправки, во Flamingo — Submission result: mail_failed; с верным письмо уходит от ящика сайта, хотя в «От кого» адрес посетителя; адрес посетителя в «От кого» — предупреждение.',
    async run({lab, admin, guest}) {
      const servers = await mailServers(lab);
      await admin.login();
      await saveSettings(
        admin,
        smtpFields({
          port: servers.ssl.port,
          encryption: 'ssl',
          pass: 'old-password',
        }),
      );
      const failed = await sendContactForm(lab, guest, VISITOR);
      const flamingoId = wpEval(
        lab,
        "echo get_posts( array( 'post_type' => 'flamingo_inbound', 'numberposts' => 1, 'orderby' => 'ID', 'order' => 'DESC' ) )[0]->ID;",
      ).trim();
      const flamingo = await admin.get(
        `/wp-admin/admin.php?page=flamingo_inbound&post=${flamingoId}&action=edit`,
      );
      // The form's sender set to the visitor's address, the right password.
      const sender = wpEval(
        lab,
        `$f = WPCF7_ContactForm::find( array( 'posts_per_page' => 1 ) )[0]; $p = $f->get_properties(); $p['mail']['sender'] = '[your-name] <[your-email]>'; $f->set_properties( $p ); $f->save();
update_option( 'home', 'https://example.ru' ); update_option( 'siteurl', 'https://example.ru' );
$v = new WPCF7_ConfigValidator( WPCF7_ContactForm::get_instance( $f->id() ) ); $v->validate(); foreach ( $v->collect_error_messages() as $section => $errors ) { foreach ( $errors as $e ) { echo $section, ': ', $e['message'], "\\n"; } }
update_option( 'home', '${lab.url}' ); update_option( 'siteurl', '${lab.url}' );`,
      );
      await saveSettings(
        admin,
        smtpFields({port: servers.ssl.port, encryption: 'ssl'}),
      );
      const sent = await sendContactForm(lab, guest, VISITOR);
      const letter = servers.ssl.messages.at(-1);
      const parsed = letter ? parseMail(letter.raw) : null;
      const record = {
        failed: failed.message,
        failedStatus: failed.status,
        flamingo: around(flamingo.text, 'Submission result', 40),
        validator: sender,
        sent: sent.message,
        envelopeFrom: letter?.from ?? '',
        headerFrom: parsed?.headers.from ?? '',
        replyTo: parsed?.headers['reply-to'] ?? '',
      };
      await servers.close();
      return record;
    },
    expect: [
      {
        field: 'failed',
        shows:
          'При отправке сообщения произошла ошибка. Пожалуйста, попробуйте ещё раз позже.',
      },
      {field: 'failedStatus', shows: 'mail_failed'},
      {field: 'flamingo', shows: 'Submission result: mail_failed'},
      {
        field: 'flamingo',
        shows: 'Submission result: mail_failed',
        says: 'он сохраняет заявку в :ui[Входящие сообщения], даже если письмо не ушло',
      },
      {
        field: 'validator',
        shows: 'Электронный адрес отправителя не принадлежит домену сайта.',
        says: 'Если указать там адрес посетителя или ящик на бесплатной почте, плагин предупредит: :msg[Электронный адрес отправителя не принадлежит домену сайта.]',
      },
      {
        field: 'sent',
        shows: 'Спасибо за Ваше сообщение. Оно успешно отправлено.',
        says: 'Отправьте тестовое письмо по шагу 4: если и оно не уходит, исправьте почту по разделам выше',
      },
      {
        field: 'headerFrom',
        shows: (from) => from.endsWith(`<${MAILBOX}>`) || from,
        says: 'Тогда другие плагины не подменят адрес отправителя.',
      },
      {field: 'envelopeFrom', shows: MAILBOX},
      {
        field: 'replyTo',
        shows: VISITOR['your-email'],
        says: 'Адрес посетителя поставьте в :ui[Дополнительные заголовки] строкой `Reply-To: [your-email]`',
      },
    ],
  },
  {
    name: 'pochta-spam-otpravitel',
    entry: SPAM,
    claim:
      'Что о спаме видно со стороны сайта: без плагина письмо уходит от wordpress@ домена (без www.), с WP Mail SMTP — через SMTP от ящика из «Адрес отправителя»; строки Authentication-Results в письме сайта нет, её добавляет получатель.',
    async run({lab, admin, mail}) {
      // WordPress without plugins on a site at www.example.ru: mail() and
      // the default sender.
      // WP Mail SMTP is switched off for this request only: a request that
      // loaded it sends through it.
      const active = wpEval(
        lab,
        `$active = get_option( 'active_plugins' ); echo wp_json_encode( $active );
update_option( 'active_plugins', array_values( array_diff( $active, array( 'wp-mail-smtp/wp_mail_smtp.php' ) ) ) );`,
      );
      const sentByDefault = wpEval(
        lab,
        `update_option( 'home', 'https://www.example.ru' ); update_option( 'siteurl', 'https://www.example.ru' );
echo wp_mail( 'owner@example.net', 'Проверка', 'Текст' ) ? 'sent' : 'failed';
update_option( 'home', '${lab.url}' ); update_option( 'siteurl', '${lab.url}' );`,
      );
      wpEval(
        lab,
        `update_option( 'active_plugins', json_decode( '${active.trim()}', true ) );`,
      );
      const byDefault = mail().at(-1);
      addMuPlugin(lab, 'kb-domain-check', DOMAIN_CHECK_OK);
      const servers = await mailServers(lab);
      await admin.login();
      await saveSettings(
        admin,
        smtpFields({port: servers.ssl.port, encryption: 'ssl'}),
      );
      const test = await sendTest(admin);
      const letter = servers.ssl.messages.at(-1);
      const parsed = letter ? parseMail(letter.raw) : {headers: {}};
      await servers.close();
      return {
        sentByDefault,
        defaultFrom: byDefault?.headers.from ?? '',
        test: test.text,
        envelopeFrom: letter?.from ?? '',
        headerFrom: parsed.headers.from ?? '',
        headerNames: Object.keys(parsed.headers),
      };
    },
    expect: [
      {
        field: 'sentByDefault',
        shows: 'sent',
        says: 'Без дополнительных плагинов она передаёт письмо PHP-функции `mail()`',
      },
      {
        field: 'defaultFrom',
        shows: 'WordPress <wordpress@example.ru>',
        says: 'Отправитель по умолчанию — `WordPress <wordpress@example.ru>`: домен WordPress берёт из адреса сайта и отбрасывает `www.`',
      },
      {
        field: 'headerFrom',
        shows: (from) => from.endsWith(`<${MAILBOX}>`) || from,
        says: 'Проверьте, что :ui[Адрес отправителя] в WP Mail SMTP',
      },
      {
        field: 'envelopeFrom',
        shows: MAILBOX,
        says: 'со стороны сайта проверено, что письмо уходит через SMTP от ящика из :ui[Адрес отправителя]',
      },
      {
        field: 'headerNames',
        shows: (names) =>
          (!names.includes('authentication-results') &&
            !names.includes('dkim-signature')) ||
          names.join(', '),
        says: 'Эту строку добавляет сервер получателя: в письме, которое отправляет сайт, её нет',
      },
    ],
  },
  {
    name: 'pochta-spam-poluchatel',
    entry: SPAM,
    claim:
      'Письмо без SPF, DKIM и DMARC почтовый сервис получателя кладёт в спам или отклоняет, а в Authentication-Results пишет spf=pass, dkim=pass, dmarc=pass, когда всё настроено.',
    cannot:
      'решение о спаме принимает внешний почтовый сервис получателя (Gmail, Яндекс Почта, Mail.ru); в лаборатории нет ни интернета, ни такого сервиса',
    says: 'Что сделает с письмом почтовый сервис получателя, в лаборатории не проверить',
  },
  {
    name: 'pochta-proverka-porta-ssh',
    entry: CONNECT,
    claim:
      'Проверка порта из консоли SSH: openssl s_client отвечает CONNECTION ESTABLISHED на открытом порту, Connection refused на закрытом и молчит, если ответа нет.',
    async run({lab}) {
      const servers = await mailServers(lab);
      const silent = await startSilent();
      const closed = await closedPort();
      // Asynchronous: the servers answer from this very process.
      const run = (args) => {
        const child = spawn(
          'timeout',
          ['10', 'openssl', 's_client', ...args, '-brief'],
          {stdio: ['pipe', 'pipe', 'pipe']},
        );
        child.stdin.end();
        return outputOf(child);
      };
      const ca = ['-CAfile', servers.tls.caFile];
      const record = {
        ssl: await run(['-connect', `127.0.0.1:${servers.ssl.port}`, ...ca]),
        starttls: await run([
          '-starttls',
          'smtp',
          '-connect',
          `127.0.0.1:${servers.starttls.port}`,
          ...ca,
        ]),
        sslOnTlsPort: await run([
          '-connect',
          `127.0.0.1:${servers.starttls.port}`,
          ...ca,
        ]),
        refused: await run(['-connect', `127.0.0.1:${closed}`]),
        silent: await run(['-connect', `127.0.0.1:${silent.port}`]),
      };
      await silent.close();
      await servers.close();
      return Object.fromEntries(
        Object.entries(record).flatMap(([name, {status, output}]) => [
          [name, output],
          [`${name}Status`, status],
        ]),
      );
    },
    expect: [
      {
        field: 'ssl',
        shows: 'CONNECTION ESTABLISHED',
        says: '`CONNECTION ESTABLISHED` — сервер на этом порту отвечает и шифрование подходит',
      },
      {
        field: 'starttls',
        shows: 'CONNECTION ESTABLISHED',
        says: 'для порта TLS добавьте к команде `-starttls smtp`',
      },
      {
        field: 'refused',
        shows: /Connection refused[\s\S]*connect:errno=111/,
        says: '`Connection refused` и `connect:errno=111` — подключение отвергнуто.',
      },
      {
        field: 'sslOnTlsPort',
        shows: 'wrong version number',
        says: '`wrong version number` — на этом порту нет SSL: повторите команду с `-starttls smtp`.',
      },
      {
        field: 'silent',
        shows: (output) => output === '' || output,
        says: 'Команда молчит — ответа нет.',
      },
      {
        // Stopped by `timeout` after 10 s: it would have waited on.
        field: 'silentStatus',
        shows: 124,
        says: 'Прервите её сочетанием <kbd>Ctrl</kbd>+<kbd>C</kbd>.',
      },
    ],
  },
  {
    name: 'pochta-spisok-pochtovyh-programm',
    claim:
      'В списке «Почтовая программа» бесплатной версии «Прочие SMTP» — последний вариант и выбирается; Amazon SES, 365 / Outlook и Zoho Mail в списке есть, но не выбираются (только в Pro).',
    async run({admin}) {
      await admin.login();
      const page = await admin.get('/wp-admin/admin.php?page=wp-mail-smtp');
      const mailers = [
        ...page.html.matchAll(
          /<input[^>]*name="wp-mail-smtp\[mail\]\[mailer\]"[^>]*>/g,
        ),
      ].map(([input]) => ({
        title: /data-title="([^"]*)"/.exec(input)?.[1] ?? '',
        slug: /value="([^"]*)"/.exec(input)?.[1] ?? '',
        disabled: /\sdisabled[\s=>]/.test(input),
      }));
      return {
        last: mailers.at(-1)?.title ?? '',
        lastDisabled: mailers.at(-1)?.disabled ?? null,
        proOnly: mailers
          .filter((m) => m.disabled)
          .map((m) => m.title)
          .join('; '),
        titles: mailers.map((m) => m.title).join('; '),
      };
    },
    expect: [
      {
        field: 'last',
        shows: (title) => title === 'Прочие SMTP' || title,
        says: 'выберите :ui[Прочие SMTP] — это последний вариант',
      },
      {
        field: 'lastDisabled',
        shows: false,
        says: 'способ отправки :ui[Прочие SMTP] в ней есть',
      },
      {
        field: 'proOnly',
        shows: (titles) =>
          ['Amazon SES', '365 / Outlook', 'Zoho Mail'].every((t) =>
            titles.split('; ').includes(t),
          ) || titles,
        says: 'Способы отправки Amazon SES, 365 / Outlook и Zoho Mail в списке есть, но работают только в Pro.',
      },
    ],
  },
  {
    name: 'pochta-shifrovanie-port-v-brauzere',
    claim:
      'В браузере: выбор TLS подставляет порт 587 и прячет Auto TLS, SSL — 465 и показывает его снова.',
    async run({lab}) {
      return inChromium(lab, async (page) => {
        await page.goto(`${lab.url}/wp-admin/admin.php?page=wp-mail-smtp`);
        const port = page.locator('#wp-mail-smtp-setting-smtp-port');
        const autotls = page.locator('#wp-mail-smtp-setting-row-smtp-autotls');
        const pick = async (value) => {
          await page
            .locator(
              `#wp-mail-smtp-setting-row-smtp-encryption input[value="${value}"]`,
            )
            .check({force: true});
          return {
            port: await port.inputValue(),
            autotlsVisible: await autotls.isVisible(),
          };
        };
        const tls = await pick('tls');
        const ssl = await pick('ssl');
        return {
          tlsPort: tls.port,
          tlsAutotls: tls.autotlsVisible,
          sslPort: ssl.port,
          sslAutotls: ssl.autotlsVisible,
        };
      });
    },
    expect: [
      {
        field: 'tlsPort',
        shows: '587',
        says: 'Плагин сам подставит стандартный порт',
      },
      {
        field: 'tlsAutotls',
        shows: false,
        says: 'и скроет переключатель :ui[Аuto TLS]: при TLS он не нужен',
      },
      {
        field: 'sslPort',
        shows: '465',
        says: 'Если хостинг велит подключаться по SSL, выберите вариант SSL и порт',
      },
    ],
  },
  {
    name: 'pochta-master-nastrojki',
    claim:
      'После первой активации WP Mail SMTP открывает свой мастер настройки с кнопкой «Вернуться в панель управления», а она ведёт на страницу настроек плагина.',
    async run({lab}) {
      wpEval(
        lab,
        "deactivate_plugins( 'wp-mail-smtp/wp_mail_smtp.php' ); delete_option( 'wp_mail_smtp_activation_prevent_redirect' );",
      );
      return inChromium(lab, async (page) => {
        await page.goto(`${lab.url}/wp-admin/plugins.php`);
        await page.locator('tr[data-slug="wp-mail-smtp"] .activate a').click();
        await page.waitForURL(/setup-wizard/, {timeout: 30000});
        const wizard = page.url();
        const back = page.getByText('Вернуться в панель управления');
        await back.waitFor({timeout: 30000});
        await back.click();
        await page.waitForLoadState('load');
        return {wizard, after: page.url()};
      });
    },
    expect: [
      {
        field: 'wizard',
        shows: /page=wp-mail-smtp-setup-wizard/,
        says: 'Плагин откроет свой мастер настройки.',
      },
      {
        field: 'after',
        shows: /\/wp-admin\/admin\.php\?page=wp-mail-smtp$/,
        says: 'Нажмите :ui[Вернуться в панель управления]: кнопка ведёт не в консоль, а на страницу настроек плагина, где всё настраивается вручную по шагу 3.',
      },
    ],
  },
  {
    name: 'pochta-proverka-dns',
    claim:
      'dig +short печатает TXT-записи в кавычках и ничего не печатает, если записи нет; nslookup -type=TXT показывает text = "…"; в подробном ответе dig TTL стоит во втором столбце.',
    async run() {
      // The domain's DNS server, played by dnsmasq on loopback: it answers
      // for example.ru itself (--local), with the article's records.
      const port = await closedPort();
      const dns = spawn(
        'dnsmasq',
        [
          '--no-daemon',
          '--no-resolv',
          '--no-hosts',
          '--bind-interfaces',
          '--listen-address=127.0.0.1',
          `--port=${port}`,
          '--local=/example.ru/',
          '--local-ttl=3600',
          '--txt-record=example.ru,v=spf1 include:_spf.hosting.example ~all',
          '--txt-record=_dmarc.example.ru,v=DMARC1; p=none; rua=mailto:admin@example.ru',
        ],
        {stdio: 'ignore'},
      );
      try {
        const run = async (command, args) =>
          (
            await outputOf(
              spawn(command, args, {stdio: ['ignore', 'pipe', 'pipe']}),
            )
          ).output;
        const dig = (...args) =>
          run('dig', [`@127.0.0.1`, '-p', String(port), ...args]);
        // dnsmasq needs a moment to bind.
        let spf = '';
        for (let i = 0; i < 20 && !spf.includes('v=spf1'); i++) {
          await new Promise((r) => setTimeout(r, 100));
          spf = await dig('+short', 'TXT', 'example.ru');
        }
        return {
          spf,
          dmarc: await dig('+short', 'TXT', '_dmarc.example.ru'),
          missing: await dig(
            '+short',
            'TXT',
            '_dmarc.example.ru.invalid-label.example.ru',
          ),
          answer: await dig('TXT', '_dmarc.example.ru', '+noall', '+answer'),
          nslookup: await run('nslookup', [
            '-type=TXT',
            `-port=${port}`,
            'example.ru',
            '127.0.0.1',
          ]),
        };
      } finally {
        dns.kill();
      }
    },
    expect: [
      {field: 'spf', shows: '"v=spf1 include:_spf.hosting.example ~all"'},
      {
        field: 'dmarc',
        shows: (value) => value.trim().startsWith('"v=DMARC1;') || value,
        says: 'Команда печатает значения TXT-записей в кавычках',
      },
      {
        field: 'missing',
        shows: (value) => value.trim() === '' || value,
        says: 'Если она ничего не напечатала, записи нет',
      },
      {field: 'nslookup', shows: 'text = "v=spf1', says: 'text = "v=spf1 …"'},
      {
        field: 'answer',
        shows: (value) =>
          /^_dmarc\.example\.ru\.\s+3600\s+IN\s+TXT\s+"v=DMARC1; p=none; rua=mailto:admin@example\.ru"$/m.test(
            value,
          ) || value,
        says: '_dmarc.example.ru.\t3600\tIN\tTXT\t"v=DMARC1; p=none; rua=mailto:admin@example.ru"',
      },
    ],
  },
];
