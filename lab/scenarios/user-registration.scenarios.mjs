// What «Регистрация посетителей с User Registration & Membership» says
// happens, reproduced: the registration form in a browser (its script shows
// the answers), what each approval option tells the visitor and mails, the
// login of a user who waits or was denied, the approval from the members
// list, the redirects of wp-login.php and the notices of the admin.
import {URLSearchParams} from 'node:url';
import {Browser} from './client.mjs';
import {adminText, formFields, pagePath, withChromium} from './cf7-lib.mjs';
import {aboveSettings, editConfig, wpEval} from './faults.mjs';

export const article = 'docs/plaginy-dlya-wordpress/user-registration.md';

const CLOSED =
  ':msg[Ошибка: Регистрация пользователей на настоящий момент не разрешается.]';
const NOT_FOUND =
  'Ссылка :ui[Регистрация] ведёт на несуществующую страницу 404-not-found';
const LOGIN_TAKEN = ':msg[Такой логин уже существует.]';
const EMAIL_TAKEN = ':msg[Адрес электронной почты уже существует.]';
const MISMATCH = ':msg[Пароль и подтверждение пароля не совпадают.]';
const PENDING =
  'Вход не пускает: :msg[Ваша учетная запись все еще ожидает утверждения.]';
const MY_ACCOUNT =
  'В админке висит уведомление `Please choose a My Account page in General Settings.`';
const NO_LETTER = 'Не приходит письмо с подтверждением';
const REDIRECT =
  'Настройки входа не сохраняются: :msg[Please select a login redirection page.]';

const PASSWORD = 'Kb-lab-Passw0rd!2026';

/** Sets «User Approval And Login Option» of the default form. */
function approval(lab, option) {
  wpEval(
    lab,
    `update_post_meta(get_option('user_registration_default_form_page_id'), 'user_registration_form_setting_login_options', '${option}');`,
  );
}

/**
 * The page «Страница регистрации» chosen as the plugin's Registration Page,
 * as the setup wizard leaves it (Settings → General → Pages).
 */
function chooseRegistrationPage(lab) {
  wpEval(
    lab,
    "update_option('user_registration_member_registration_page_id', get_option('user_registration_registration_page_id'));",
  );
}

/**
 * Fills the registration form in a browser, presses Submit and returns the
 * text of the form block three seconds later (the plugin answers there).
 */
async function register(lab, {login, email, password = PASSWORD, confirm}) {
  return withChromium(async (page) => {
    await page.goto(`${lab.url}/registration/`, {waitUntil: 'load'});
    await page.fill('#user_login', login);
    await page.fill('#user_email', email);
    await page.fill('#user_pass', password);
    await page.fill('#user_confirm_password', confirm ?? password);
    await page.click('.ur-submit-button');
    await page.waitForTimeout(3000);
    return {
      url: page.url(),
      text: (await page.locator('body').innerText()).replace(/\s+/g, ' '),
    };
  });
}

/** Logs in through the plugin's form on «Мой аккаунт»; returns that page. */
async function loginThroughPlugin(lab, login, password = PASSWORD) {
  const visitor = new Browser(lab.url);
  const form = await visitor.get('/my-account/');
  const nonce = /name="user-registration-login-nonce" value="([^"]+)"/.exec(
    form.html,
  )?.[1];
  return visitor.get('/my-account/', {
    method: 'POST',
    body: new URLSearchParams({
      username: login,
      password,
      'user-registration-login-nonce': nonce ?? '',
      _wp_http_referer: '/my-account/',
      login: 'Авторизация',
    }),
  });
}

/** Logs in through wp-login.php; returns the page WordPress ends on. */
async function loginThroughCore(lab, login, password = PASSWORD) {
  return new Browser(lab.url).login(login, password);
}

/** The sentence after «Ошибка:» on a login page. */
const errorOf = (text) =>
  /(?:Ошибка|Error|ERROR): [^.]+\./.exec(text)?.[0] ?? text;

/** Approve or deny from Members: tick the user, choose the action, Apply. */
async function bulkAction(admin, userId, action) {
  const list = await admin.get(
    '/wp-admin/admin.php?page=user-registration-users',
  );
  const nonce = /id="_wpnonce" name="_wpnonce" value="([^"]+)"/.exec(
    list.html,
  )?.[1];
  const query = new URLSearchParams({
    page: 'user-registration-users',
    _wpnonce: nonce ?? '',
    _wp_http_referer: '/wp-admin/admin.php?page=user-registration-users',
    action,
    'users[]': String(userId),
    bulk_action: 'Применить',
  });
  return admin.get(`/wp-admin/admin.php?${query}`);
}

/**
 * Saves User Registration & Membership → Настройки → Основные → Pages as its
 * Save button does, with these page fields changed.
 */
async function savePagesSettings(admin, changes) {
  const url =
    '/wp-admin/admin.php?page=user-registration-settings&tab=general&section=pages';
  const page = await admin.get(url);
  const {pairs} = formFields(page.html, (attribs) => attribs.id === 'mainform');
  const body = new URLSearchParams(
    pairs.map(([name, value]) => [name, changes[name] ?? value]),
  );
  body.append('save', 'Сохранить');
  return admin.get(url, {method: 'POST', body});
}

/**
 * On User Registration & Membership → Login Form: switches on «Disable
 * Default WordPress Login Screen» and presses «Update Form» in a browser.
 * Returns the plugin's answer, the screen after it and whether the field
 * «Redirect Default WordPress Login URL» is there to choose a page in.
 */
async function saveLoginForm(lab, admin) {
  return withChromium(
    async (page) => {
      await page.goto(
        `${lab.url}/wp-admin/admin.php?page=user-registration-login-forms`,
        {waitUntil: 'load'},
      );
      await page.waitForTimeout(1000);
      await page.evaluate(() => {
        const toggle = document.querySelector(
          '#user_registration_login_options_prevent_core_login',
        );
        toggle.checked = true;
        toggle.dispatchEvent(new window.Event('change', {bubbles: true}));
      });
      const field = (await page
        .locator('#user_registration_login_options_login_redirect_url')
        .count())
        ? 'есть поле'
        : 'нет поля';
      const answer = page.waitForResponse((response) =>
        response.url().includes('admin-ajax.php'),
      );
      await page.click('.ur_save_login_form_action_button');
      const response = await answer;
      await page.waitForTimeout(1500);
      return {
        field,
        answer: await response.text(),
        screen: (await page.locator('body').innerText()).replace(/\s+/g, ' '),
      };
    },
    {cookies: admin.cookies, base: lab.url},
  );
}

const userId = (lab, login) =>
  Number(wpEval(lab, `echo get_user_by('login', '${login}')->ID;`));

const subjects = (mail) => mail.map((m) => `${m.to}: ${m.subject}`).join('\n');

export const scenarios = [
  {
    name: 'ur-registraciya-zakryta',
    entry: CLOSED,
    claim:
      'Флажок «Любой может зарегистрироваться» снят: пока плагин активен, wp-login.php?action=register ведёт на его страницу регистрации, без плагина — на сообщение WordPress; флажок открывает стандартную регистрацию.',
    async run({lab}) {
      chooseRegistrationPage(lab);
      const guest = new Browser(lab.url);
      const withPlugin = await guest.get('/wp-login.php?action=register');
      wpEval(
        lab,
        "deactivate_plugins('user-registration/user-registration.php', true);",
      );
      const closed = await guest.get('/wp-login.php?action=register');
      wpEval(lab, "update_option('WPLANG', '');");
      const english = await guest.get('/wp-login.php?action=register');
      wpEval(
        lab,
        "update_option('WPLANG', 'ru_RU'); update_option('users_can_register', 1);",
      );
      const open = await guest.get('/wp-login.php?action=register');
      return {
        withPlugin: withPlugin.url,
        closedUrl: closed.url,
        closed: errorOf(closed.text),
        english: errorOf(english.text),
        open: open.text,
      };
    },
    expect: [
      {
        field: 'withPlugin',
        shows: /\/registration\/$/,
        says: 'Пока плагин активен, ссылка на стандартную регистрацию ведёт на страницу плагина :ui[Страница регистрации]',
      },
      {
        field: 'closedUrl',
        shows: /wp-login\.php\?registration=disabled$/,
        says: 'Это сообщение WordPress на странице `wp-login.php?registration=disabled`',
      },
      {
        field: 'closed',
        shows:
          'Ошибка: Регистрация пользователей на настоящий момент не разрешается.',
      },
      {
        field: 'english',
        shows: 'Error: User registration is currently not allowed.',
      },
      {
        field: 'open',
        shows: 'Зарегистрироваться на этом сайте',
        says: 'Если регистрация нужна, отметьте флажок',
      },
    ],
  },
  {
    name: 'ur-404-not-found',
    entry: NOT_FOUND,
    claim:
      'wp-login.php?action=register ведёт на /404-not-found/, если в настройках плагина не выбрана Registration Page или она не опубликована; выбранная опубликованная страница открывается.',
    async run({lab, admin}) {
      const guest = new Browser(lab.url);
      const notChosen = await guest.get('/wp-login.php?action=register');
      await admin.login();
      await savePagesSettings(admin, {
        user_registration_member_registration_page_id: wpEval(
          lab,
          "echo get_option('user_registration_registration_page_id');",
        ),
      });
      const chosen = await guest.get('/wp-login.php?action=register');
      wpEval(
        lab,
        "wp_update_post(array('ID' => get_option('user_registration_registration_page_id'), 'post_status' => 'draft'));",
      );
      const draft = await guest.get('/wp-login.php?action=register');
      return {
        notChosen: `${notChosen.status} ${notChosen.url}`,
        chosen: `${chosen.status} ${chosen.url}`,
        draft: `${draft.status} ${draft.url}`,
      };
    },
    expect: [
      {
        field: 'notChosen',
        shows: /^404 .+\/404-not-found\/$/,
        says: 'Выберите в поле :ui[Registration Page] страницу с шорткодом',
      },
      {
        field: 'chosen',
        shows: /^200 .+\/registration\/$/,
        says: 'плагин перенаправляет `wp-login.php?action=register` на страницу, выбранную в его настройках как Registration Page',
      },
      {
        field: 'draft',
        shows: /^404 .+\/404-not-found\/$/,
        says: 'если она не выбрана или не опубликована — сюда',
      },
    ],
  },
  {
    name: 'ur-oshibki-registracii',
    entry: [LOGIN_TAKEN, EMAIL_TAKEN, MISMATCH],
    claim:
      'Занятый логин, занятый адрес и разные пароли: сообщение плагина под полем формы; на сайте на английском — по-английски.',
    async run({lab}) {
      const attempts = {
        login: {login: 'petr', email: 'petr.new@example.com'},
        email: {login: 'petr2', email: 'petr@example.com'},
        mismatch: {
          login: 'petr3',
          email: 'petr3@example.com',
          confirm: `${PASSWORD}x`,
        },
      };
      const record = {};
      for (const [key, attempt] of Object.entries(attempts)) {
        record[key] = (await register(lab, attempt)).text;
      }
      wpEval(lab, "update_option('WPLANG', '');");
      for (const [key, attempt] of Object.entries(attempts)) {
        record[`${key}En`] = (await register(lab, attempt)).text;
      }
      return record;
    },
    expect: [
      {
        field: 'login',
        shows: 'Username * Такой логин уже существует.',
        says: 'Такой логин уже существует.',
      },
      {field: 'loginEn', shows: 'Username already exists.'},
      {
        field: 'email',
        shows: 'User Email * Адрес электронной почты уже существует.',
        says: 'Адрес электронной почты уже существует.',
      },
      {field: 'emailEn', shows: 'Email already exists.'},
      {
        field: 'mismatch',
        shows: 'Пароль и подтверждение пароля не совпадают.',
      },
      {
        field: 'mismatchEn',
        shows: 'Password and confirm password not matched.',
      },
    ],
  },
  {
    name: 'ur-varianty-odobreniya',
    claim:
      'Что посетитель видит после регистрации при каждом варианте User Approval And Login Option и какие письма уходят.',
    async run({lab, mail}) {
      wpEval(lab, "deactivate_plugins('wp-mail-smtp/wp_mail_smtp.php', true);");
      const record = {};
      const options = [
        'default',
        'auto_login',
        'admin_approval',
        'email_confirmation',
      ];
      for (const [n, option] of options.entries()) {
        approval(lab, option);
        const before = mail().length;
        const result = await register(lab, {
          login: `user${n}`,
          email: `user${n}@example.com`,
        });
        record[option] = result.text;
        record[`${option}Url`] = result.url;
        record[`${option}Mail`] = subjects(mail().slice(before));
      }
      const approvalMail = mail().find((m) =>
        m.subject.startsWith('Approval Needed'),
      );
      record.approvalMailText = approvalMail?.text ?? '';
      return record;
    },
    expect: [
      {field: 'default', shows: 'Пользователь успешно зарегестрирован.'},
      {
        field: 'auto_loginUrl',
        shows: /\/my-account\/$/,
        says: 'открывается страница :ui[Мой аккаунт]',
      },
      {
        field: 'admin_approval',
        shows:
          'Пользователь зарегистрирован. Подождите, пока администратор одобрит вашу регистрацию.',
      },
      {
        field: 'email_confirmation',
        shows:
          'Пользователь зарегистрирован. Подтвердите свой адрес электронной почты, нажав на ссылку, отправленную на ваш адрес электронной почты.',
      },
      {
        field: 'email_confirmationMail',
        shows: 'user3@example.com: Confirm Your Email Address',
        says: ':msg[Confirm Your Email Address] — пользователю со ссылкой подтверждения',
      },
      {
        field: 'admin_approvalMail',
        shows: 'user2@example.com: Your Registration is Pending Approval',
        says: ':msg[Your Registration is Pending Approval] — пользователю, который ждёт одобрения',
      },
      {
        field: 'admin_approvalMail',
        shows: 'admin@example.com: Approval Needed: New Member Registration',
        says: ':msg[Approval Needed: New Member Registration] — администратору',
      },
      {
        field: 'approvalMailText',
        shows: (text) =>
          (text.includes('Approve User') && text.includes('Deny User')) ||
          text.slice(0, 300),
        says: 'со ссылками :ui[Approve User] и :ui[Deny User] в тексте',
      },
    ],
  },
  {
    name: 'ur-ozhidaet-odobreniya',
    entry: PENDING,
    claim:
      'Пользователь ждёт одобрения: обе формы входа отвечают «ожидает утверждения»; в карточке пользователя на русском сайте нет Approve User; «Подтвердить» в Members пускает его, «Отклонить» — «учетная запись была отклонена».',
    async run({lab, admin}) {
      approval(lab, 'admin_approval');
      await register(lab, {login: 'olga', email: 'olga@example.com'});
      const id = userId(lab, 'olga');
      const pendingPlugin = await loginThroughPlugin(lab, 'olga');
      const pendingCore = await loginThroughCore(lab, 'olga');
      await admin.login();
      const members = await admin.get(
        '/wp-admin/admin.php?page=user-registration-users',
      );
      // The member's card: the link from the members list (it carries a nonce).
      const cardLink = new RegExp(
        `href="([^"]*view_user[^"]*user_id=${id}[^"]*)"`,
      ).exec(members.html)?.[1];
      const card = cardLink
        ? await admin.get(cardLink.replace(/&#038;|&amp;/g, '&'))
        : {html: 'нет ссылки на карточку'};
      await bulkAction(admin, id, 'deny');
      const denied = await loginThroughPlugin(lab, 'olga');
      wpEval(lab, "update_option('WPLANG', '');");
      const deniedEn = await loginThroughCore(lab, 'olga');
      await bulkAction(admin, id, 'approve');
      wpEval(lab, "update_option('WPLANG', 'ru_RU');");
      const approved = await loginThroughCore(lab, 'olga');
      wpEval(
        lab,
        `update_user_meta(${id}, 'ur_user_status', 0); update_option('WPLANG', '');`,
      );
      const pendingEn = await loginThroughCore(lab, 'olga');
      const membersText = adminText(members.html);
      return {
        pendingPlugin: errorOf(pendingPlugin.text),
        pendingCore: errorOf(pendingCore.text),
        pendingEn: errorOf(pendingEn.text),
        members: /olga .{0,120}/.exec(membersText)?.[0] ?? membersText,
        card: adminText(card.html),
        denied: errorOf(denied.text),
        deniedEn: errorOf(deniedEn.text),
        approved: approved.url,
      };
    },
    expect: [
      {
        field: 'pendingPlugin',
        shows: 'Ошибка: Ваша учетная запись все еще ожидает утверждения.',
        says: 'Ваша учетная запись все еще ожидает утверждения.',
      },
      {
        field: 'pendingCore',
        shows: 'Ошибка: Ваша учетная запись все еще ожидает утверждения.',
        says: 'Ваша учетная запись все еще ожидает утверждения.',
      },
      {
        field: 'pendingEn',
        shows: 'ERROR: Your account is still pending approval.',
        says: 'Your account is still pending approval.',
      },
      {
        field: 'members',
        shows: 'ожидает',
        says: 'у которого в столбце :ui[Статус пользователя] стоит :ui[ожидает]',
      },
      {
        field: 'card',
        shows: (text) =>
          (text.includes('olga@example.com') &&
            !text.includes('Approve User') &&
            !text.includes('Deny User')) ||
          text.slice(0, 600),
        says: 'В карточке пользователя на русском сайте кнопок :ui[Approve User] и :ui[Deny User] нет',
      },
      {
        field: 'denied',
        shows: 'Ошибка: Ваша учетная запись была отклонена.',
        says: 'Отклонённый пользователь при входе видит :msg[Ваша учетная запись была отклонена.]',
      },
      {
        field: 'deniedEn',
        shows: 'ERROR: Your account has been denied.',
        says: 'Your account has been denied.',
      },
      {
        field: 'approved',
        shows: /\/wp-admin\/(profile\.php)?$|\/my-account\/$/,
        says: 'Одобрить его можно так же.',
      },
    ],
  },
  {
    name: 'ur-net-stranicy-my-account',
    entry: MY_ACCOUNT,
    claim:
      'Уведомление в консоли появляется, когда страница «Мой аккаунт» не выбрана в настройках или удалена навсегда; страница в корзине и выбранная страница без шорткода его не вызывают; выбор страницы с шорткодом его убирает.',
    async run({lab, admin}) {
      const pageId = wpEval(
        lab,
        "echo get_option('user_registration_myaccount_page_id');",
      );
      const about = wpEval(
        lab,
        "$p = get_posts(array('post_type' => 'page', 'title' => 'О компании')); echo $p[0]->ID;",
      );
      await admin.login();
      let text = '';
      const notice = async () => {
        text = adminText((await admin.get('/wp-admin/')).html);
        return /Please choose a My Account page in General Settings\./.test(
          text,
        )
          ? 'уведомление'
          : 'нет уведомления';
      };
      const record = {};
      wpEval(lab, `wp_trash_post(${pageId});`);
      record.trashed = await notice();
      wpEval(lab, `wp_untrash_post(${pageId}); wp_publish_post(${pageId});`);
      await savePagesSettings(admin, {
        user_registration_myaccount_page_id: about,
      });
      record.withoutShortcode = await notice();
      await savePagesSettings(admin, {user_registration_myaccount_page_id: ''});
      record.notChosen = await notice();
      record.text =
        /Please choose a My Account page[^.]*\.[^.]*\./.exec(text)?.[0] ?? '';
      await savePagesSettings(admin, {
        user_registration_myaccount_page_id: pageId,
      });
      record.chosen = await notice();
      wpEval(lab, `wp_delete_post(${pageId}, true);`);
      record.deleted = await notice();
      return record;
    },
    expect: [
      {
        field: 'text',
        shows: 'Please choose a My Account page in General Settings.',
      },
      {
        field: 'notChosen',
        shows: 'уведомление',
        says: 'страница :ui[Мой аккаунт] не выбрана в настройках плагина',
      },
      {
        field: 'deleted',
        shows: 'уведомление',
        says: 'или удалена навсегда',
      },
      {
        field: 'trashed',
        shows: 'нет уведомления',
        says: 'Страница в корзине уведомления не вызывает',
      },
      {
        field: 'withoutShortcode',
        shows: 'нет уведомления',
        says: 'выбранная страница без шорткода — тоже',
      },
      {
        field: 'chosen',
        shows: 'нет уведомления',
        says: 'Уведомление исчезнет.',
      },
    ],
  },
  {
    name: 'ur-pochta-ne-rabotaet',
    entry: NO_LETTER,
    claim:
      'Почта сайта не работает: регистрация с подтверждением почты проходит, письмо не уходит, а восстановление пароля пишет об ошибке отправки.',
    async run({lab, mail}) {
      wpEval(lab, "deactivate_plugins('wp-mail-smtp/wp_mail_smtp.php', true);");
      await lab.restartPhp({sendmail_path: '/bin/false'});
      approval(lab, 'email_confirmation');
      const result = await register(lab, {
        login: 'oleg',
        email: 'oleg@example.com',
      });
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
        registered: result.text,
        letters: mail().length,
        lost: errorOf(lost.text),
      };
    },
    expect: [
      {
        field: 'registered',
        shows:
          'Пользователь зарегистрирован. Подтвердите свой адрес электронной почты',
        says: 'Форма при этом сообщает, что письмо отправлено',
      },
      {field: 'letters', shows: 0, says: 'не работает почта сайта'},
      {
        field: 'lost',
        shows:
          'Ошибка: Сообщение email не может быть отправлено, возможно ваш сайт некорректно сконфигурирован для отправки электронной почты.',
        says: 'Сообщение email не может быть отправлено, возможно ваш сайт некорректно сконфигурирован для отправки электронной почты.',
      },
    ],
  },
  {
    name: 'ur-zakryt-wp-login',
    entry: REDIRECT,
    claim:
      'Disable Default WordPress Login Screen: без Login Page в настройках плагина «Update Form» отвечает «Please select a login redirection page.», а поля Redirect Default WordPress Login URL на экране нет; Login Page без шорткода — другое сообщение; с «Мой аккаунт» настройки сохраняются и wp-login.php ведёт туда; UR_DISABLE_PREVENT_CORE_LOGIN снова открывает wp-login.php.',
    async run({lab, admin}) {
      await admin.login();
      const empty = await saveLoginForm(lab, admin);
      const about = wpEval(
        lab,
        "$p = get_posts(array('post_type' => 'page', 'title' => 'О компании')); echo $p[0]->ID;",
      );
      await savePagesSettings(admin, {user_registration_login_page_id: about});
      const wrong = await saveLoginForm(lab, admin);
      const account = wpEval(
        lab,
        "echo get_option('user_registration_myaccount_page_id');",
      );
      await savePagesSettings(admin, {
        user_registration_login_page_id: account,
      });
      const noLostPassword = await saveLoginForm(lab, admin);
      // The page the setup wizard creates: /lost-password/ with its shortcode.
      const lostPassword = wpEval(
        lab,
        "echo wp_insert_post(array('post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Lost Password', 'post_name' => 'lost-password', 'post_content' => '[user_registration_lost_password]'));",
      );
      await savePagesSettings(admin, {
        user_registration_login_page_id: account,
        user_registration_lost_password_page_id: lostPassword,
      });
      const right = await saveLoginForm(lab, admin);
      const guest = new Browser(lab.url);
      const closed = await guest.get('/wp-login.php');
      editConfig(
        lab,
        aboveSettings("define( 'UR_DISABLE_PREVENT_CORE_LOGIN', true );"),
      );
      const reopened = await guest.get('/wp-login.php');
      return {
        emptyField: empty.field,
        empty: empty.answer,
        emptyScreen: empty.screen.includes(
          'Please select a login redirection page.',
        )
          ? 'на экране'
          : empty.screen.slice(0, 400),
        wrong: wrong.answer.replace(/&amp;/g, '&'),
        noLostPassword: noLostPassword.answer,
        right: right.answer,
        closed: closed.url,
        myAccount: `${lab.url}${pagePath(lab, 'Мой аккаунт')}`,
        reopened: `${reopened.url} ${reopened.text.slice(0, 40)}`,
      };
    },
    expect: [
      {
        field: 'emptyField',
        shows: 'нет поля',
        says: 'Поля :ui[Redirect Default WordPress Login URL] на экране Login Form в этом случае нет',
      },
      {field: 'empty', shows: 'Please select a login redirection page.'},
      {
        field: 'emptyScreen',
        shows: 'на экране',
        says: 'Please select a login redirection page.',
      },
      {
        field: 'wrong',
        shows:
          'The selected page is not a User Registration & Membership Login or My Account page.',
      },
      {
        field: 'noLostPassword',
        shows: 'Please select a valid lost password page.',
      },
      {
        field: 'right',
        shows: '"success":true',
        says: 'Выберите в поле Login Page страницу входа или личного кабинета',
      },
      {
        field: 'closed',
        shows: (url, record) => url === record.myAccount || url,
        says: 'закрывает `wp-login.php` и отправляет всех на страницу входа плагина',
      },
      {
        field: 'reopened',
        shows: /wp-login\.php Войти/,
        says: "define( 'UR_DISABLE_PREVENT_CORE_LOGIN', true );",
      },
    ],
  },
];
