/**
 * The glossary: every term a hosting customer meets in the articles, with a
 * plain definition and the article that goes deeper (README.md here).
 *
 * The build shows a term's definition at its first use in each article
 * (./remark.ts) and lists every term in the introduction (`::glossary` in
 * docs/intro.md). tests/unit/glossary.test.ts checks every entry.
 *
 * `forms` — the words that count as a use of the term:
 * - a lower-case letter matches either case, a capital only itself: «кеш»
 *   finds «Кеш» at the start of a sentence, «кеш DNS» finds «Кеш DNS», and
 *   «DNS» or «PHP» are found only in capitals;
 * - a form ending in «…» matches every word that starts so («шорткод…»).
 * A use is a whole word: «PHP» does not match inside «wp-config.php».
 *
 * `article` — a file of docs/ with its extension, with an optional
 * `#anchor` of a heading that has an explicit id (`## Заголовок {#id}`).
 *
 * `sections` — for a word with another everyday meaning: the folders of
 * docs/ where its forms mean this term (a «тема» of a letter is no theme).
 */
export interface GlossaryEntry {
  /** Latin, lower case, hyphens: the anchor of the term in the glossary. */
  id: string;
  /** The term as the glossary lists it. */
  term: string;
  /** The word forms that count as a use of the term in an article. */
  forms: string[];
  /** One or two plain Russian sentences. */
  definition: string;
  /** The article that explains more: `wordpress/rabota-pochty.md#spf-dkim-dmarc`. */
  article: string;
  /** Only these sections of docs/ count a use (see above). */
  sections?: string[];
}

export const terms: GlossaryEntry[] = [
  {
    id: 'hosting',
    term: 'Хостинг',
    forms: ['хостинг', 'хостинга', 'хостингу', 'хостингом', 'хостинге'],
    definition:
      'Услуга провайдера: файлы и база данных вашего сайта хранятся на его сервере, который круглые сутки подключён к интернету, поэтому сайт доступен посетителям.',
    article: 'wordpress/sistemnye-trebovaniya-wordpress.md#trebovaniya',
  },
  {
    id: 'panel-upravleniya-hostingom',
    term: 'Панель управления хостингом',
    forms: [
      'панель управления хостингом',
      'панели управления хостингом',
      'панелью управления хостингом',
    ],
    definition:
      'Сайт провайдера, на котором вы управляете услугой хостинга: файлами сайта, базами данных, почтовыми ящиками, записями DNS, версией PHP и SSL-сертификатами.',
    article: 'wordpress/sistemnye-trebovaniya-wordpress.md#smena-php',
  },
  {
    id: 'domen',
    term: 'Домен',
    forms: [
      'домен',
      'домена',
      'домену',
      'доменом',
      'домене',
      'домены',
      'доменов',
      'доменам',
      'доменами',
      'доменах',
    ],
    definition:
      'Имя сайта в интернете, например example.ru. Записи DNS домена говорят, на каком сервере находится сайт и куда доставлять почту для адресов на этом домене.',
    article: 'wordpress/rabota-pochty.md#pochemu',
  },
  {
    id: 'dns',
    term: 'DNS',
    forms: ['DNS'],
    definition:
      'Система доменных имён: по имени сайта она сообщает компьютеру IP-адрес сервера. В записях DNS домена хранятся и сведения для почты, например SPF, DKIM и DMARC.',
    article:
      'openserverpanel-ospanel/oshibka-hosts-pri-zapuske-ospanel.mdx#zachem',
  },
  {
    id: 'kesh-dns',
    term: 'Кеш DNS',
    forms: ['кеш DNS', 'кеша DNS', 'кешу DNS', 'кешем DNS', 'кеше DNS'],
    definition:
      'Ответы DNS, которые компьютер запоминает на время, чтобы не спрашивать адрес сайта заново. Пока кеш не очищен, компьютер может открывать сайт по старому адресу.',
    article:
      'openserverpanel-ospanel/oshibka-hosts-pri-zapuske-ospanel.mdx#kesh-dns',
  },
  {
    id: 'rasprostranenie-dns',
    term: 'Распространение изменений DNS',
    forms: [
      'изменения DNS',
      'изменений DNS',
      'распространение DNS',
      'распространения DNS',
    ],
    definition:
      'Время, за которое новые записи DNS доходят до всех, кто запомнил старые: серверы и компьютеры хранят прежние ответы, пока не истечёт их срок. Обычно это занимает несколько часов.',
    article: 'wordpress/rabota-pochty.md#spf-dkim-dmarc',
  },
  {
    id: 'txt-zapis',
    term: 'TXT-запись',
    forms: [
      'TXT-запись',
      'TXT-записи',
      'TXT-записью',
      'TXT-записей',
      'TXT-записям',
    ],
    definition:
      'Запись DNS домена с произвольным текстом. В TXT-записях публикуют SPF, DKIM и DMARC, а также коды, которыми поисковики проверяют, что домен ваш.',
    article: 'wordpress/rabota-pochty.md#spf-dkim-dmarc',
  },
  {
    id: 'spf',
    term: 'SPF',
    forms: ['SPF'],
    definition:
      'Запись DNS со списком серверов, которым разрешено отправлять почту от имени вашего домена. Письмо с другого сервера получатель сочтёт подозрительным.',
    article: 'wordpress/rabota-pochty.md#spf-dkim-dmarc',
  },
  {
    id: 'dkim',
    term: 'DKIM',
    forms: ['DKIM'],
    definition:
      'Цифровая подпись письма: почтовый сервер подписывает каждое письмо секретным ключом, а получатель проверяет подпись открытым ключом из DNS домена.',
    article: 'wordpress/rabota-pochty.md#spf-dkim-dmarc',
  },
  {
    id: 'dmarc',
    term: 'DMARC',
    forms: ['DMARC'],
    definition:
      'Запись DNS с правилом для получателей: что делать с письмами от вашего домена, которые не прошли проверку SPF и DKIM, и куда присылать отчёты о них.',
    article: 'wordpress/rabota-pochty.md#spf-dkim-dmarc',
  },
  {
    id: 'smtp',
    term: 'SMTP',
    forms: ['SMTP'],
    definition:
      'Протокол отправки почты: программа или сайт передаёт письмо SMTP-серверу, войдя в почтовый ящик, а сервер доставляет письмо получателю.',
    article: 'wordpress/rabota-pochty.md',
  },
  {
    id: 'mail',
    term: 'Функция mail()',
    forms: ['mail()'],
    definition:
      'Функция PHP, которой WordPress по умолчанию отправляет письма через почтовую программу сервера, без входа в ящик. Такие письма часто попадают в спам, а на некоторых хостингах функция отключена.',
    article: 'wordpress/rabota-pochty.md#pochemu',
  },
  {
    id: 'ssl-sertifikat',
    term: 'SSL-сертификат',
    forms: [
      'SSL-сертификат',
      'SSL-сертификата',
      'SSL-сертификату',
      'SSL-сертификатом',
      'SSL-сертификате',
      'SSL-сертификаты',
      'SSL-сертификатов',
    ],
    definition:
      'Электронный документ, который подтверждает браузеру, что сайт принадлежит своему домену, и позволяет шифровать соединение. Без действительного сертификата сайт не открывается по HTTPS без предупреждения.',
    article: 'wordpress/pervichnaya-seo-nastroika.md#https',
  },
  {
    id: 'https',
    term: 'HTTPS',
    forms: ['HTTPS'],
    definition:
      'Защищённый вариант протокола HTTP: браузер и сайт обмениваются данными в зашифрованном виде, и посторонние не могут их прочитать или подменить. Для него сайту нужен SSL-сертификат.',
    article: 'wordpress/pervichnaya-seo-nastroika.md#https',
  },
  {
    id: 'smeshannoe-soderzhimoe',
    term: 'Смешанное содержимое (Mixed Content)',
    forms: [
      'смешанное содержимое',
      'смешанного содержимого',
      'смешанному содержимому',
      'смешанным содержимым',
      'Mixed Content',
    ],
    definition:
      'Страница открыта по HTTPS, а картинки, стили или скрипты на ней загружаются по HTTP. Браузер блокирует такие файлы или сообщает, что подключение защищено не полностью.',
    article: 'bootstrap-studio/eksport-proekta.mdx#smeshannoe',
  },
  {
    id: 'perenapravlenie',
    term: 'Перенаправление (редирект)',
    forms: [
      'перенаправление',
      'перенаправления',
      'перенаправлению',
      'перенаправлением',
      'перенаправлений',
      'перенаправлениями',
      'переадресация',
      'переадресации',
      'переадресацию',
    ],
    definition:
      'Ответ сервера, который отправляет браузер с одного адреса на другой. Перенаправление с кодом 301 — постоянное: по нему и поисковики заменяют старый адрес новым.',
    article: 'wordpress/pervichnaya-seo-nastroika.md#postoyannye-ssylki',
  },
  {
    id: 'postoyannye-ssylki',
    term: 'Постоянные ссылки',
    forms: [
      'постоянная ссылка',
      'постоянной ссылки',
      'постоянную ссылку',
      'постоянные ссылки',
      'постоянных ссылок',
      'постоянным ссылкам',
      'постоянными ссылками',
    ],
    definition:
      'Адреса записей и страниц WordPress. Их вид — с датой, с названием записи или с номером вроде ?p=123 — выбирают в настройках, и смена вида меняет адреса всех записей.',
    article: 'wordpress/pervichnaya-seo-nastroika.md#postoyannye-ssylki',
  },
  {
    id: 'karta-saita',
    term: 'Карта сайта',
    forms: [
      'карта сайта',
      'карты сайта',
      'карте сайта',
      'карту сайта',
      'картой сайта',
    ],
    definition:
      'Файл со списком адресов сайта, которые поисковикам стоит обойти. WordPress создаёт его сам по адресу /wp-sitemap.xml.',
    article: 'wordpress/pervichnaya-seo-nastroika.md#karta-saita',
  },
  {
    id: 'robots-txt',
    term: 'robots.txt',
    forms: ['robots.txt'],
    definition:
      'Текстовый файл в корне сайта с правилами для поисковых роботов: какие разделы не обходить и где лежит карта сайта. Закрыть сайт от людей он не может.',
    article: 'wordpress/pervichnaya-seo-nastroika.md#vidimost',
  },
  {
    id: 'php',
    term: 'PHP',
    forms: ['PHP'],
    definition:
      'Язык программирования, на котором написаны WordPress, его темы и плагины. Сервер выполняет PHP-код и отдаёт посетителю готовую страницу.',
    article: 'wordpress/sistemnye-trebovaniya-wordpress.md#trebovaniya',
  },
  {
    id: 'rasshirenie-php',
    term: 'Расширение PHP',
    forms: [
      'расширение PHP',
      'расширения PHP',
      'расширению PHP',
      'расширением PHP',
      'расширений PHP',
      'расширениями PHP',
    ],
    definition:
      'Модуль, который добавляет PHP возможности: работу с базой данных, картинками, XML. Без нужного расширения WordPress или плагин сообщает об ошибке.',
    article: 'wordpress/sistemnye-trebovaniya-wordpress.md#trebovaniya',
  },
  {
    id: 'php-ini',
    term: 'php.ini',
    forms: ['php.ini'],
    definition:
      'Главный файл настроек PHP: в нём задают лимит памяти, наибольший размер загружаемого файла, вывод ошибок и другие параметры.',
    article:
      'openserverpanel-ospanel/vklyuchenie-otobrazheniya-oshibok-php.mdx',
  },
  {
    id: 'memory-limit',
    term: 'memory_limit',
    forms: ['memory_limit'],
    definition:
      'Настройка PHP: сколько памяти может занять один скрипт. Когда скрипту нужно больше, PHP останавливает его с ошибкой «Allowed memory size … exhausted».',
    article: 'wordpress/sistemnye-trebovaniya-wordpress.md#pamyat',
  },
  {
    id: 'phpinfo',
    term: 'phpinfo',
    forms: ['phpinfo'],
    definition:
      'Функция PHP, которая показывает страницу со всеми настройками и расширениями PHP на сервере. Файл с ней создают на время проверки и сразу удаляют: он раскрывает сведения о сервере.',
    article: 'wordpress/sistemnye-trebovaniya-wordpress.md',
  },
  {
    id: 'baza-dannyh',
    term: 'База данных',
    forms: [
      'база данных',
      'базы данных',
      'базе данных',
      'базу данных',
      'базой данных',
      'баз данных',
      'базам данных',
      'базами данных',
      'базах данных',
    ],
    definition:
      'Хранилище, где сайт держит свои данные в таблицах: у WordPress это записи, страницы, комментарии, настройки и пользователи. Картинки и другие файлы лежат отдельно, в папках сайта.',
    article: 'wordpress/sistemnye-trebovaniya-wordpress.md#trebovaniya',
  },
  {
    id: 'mysql',
    term: 'MySQL',
    forms: ['MySQL'],
    definition:
      'Программа для работы с базами данных, в которой WordPress хранит записи, настройки и пользователей. Вместо неё на сервере может работать совместимая с ней MariaDB.',
    article: 'wordpress/sistemnye-trebovaniya-wordpress.md#trebovaniya',
  },
  {
    id: 'mariadb',
    term: 'MariaDB',
    forms: ['MariaDB'],
    definition:
      'Программа для работы с базами данных, созданная на основе MySQL и совместимая с ней: WordPress работает с MariaDB так же, как с MySQL.',
    article: 'wordpress/sistemnye-trebovaniya-wordpress.md#trebovaniya',
  },
  {
    id: 'phpmyadmin',
    term: 'phpMyAdmin',
    forms: ['phpMyAdmin'],
    definition:
      'Программа для работы с базами данных MySQL и MariaDB в браузере: в ней смотрят таблицы и выполняют запросы. Обычно её открывают из панели управления хостингом.',
    article: 'wordpress/pervye-shagi-v-admin-paneli.md',
  },
  {
    id: 'ftp',
    term: 'FTP',
    forms: ['FTP'],
    definition:
      'Протокол для передачи файлов между вашим компьютером и хостингом в программе вроде FileZilla. Пароль и файлы он передаёт без шифрования.',
    article: 'bootstrap-studio/eksport-proekta.mdx#zagruzka',
  },
  {
    id: 'sftp',
    term: 'SFTP',
    forms: ['SFTP'],
    definition:
      'Передача файлов через защищённое соединение SSH: пароль и файлы идут в зашифрованном виде. Если хостинг поддерживает SFTP, выбирайте его вместо FTP.',
    article: 'bootstrap-studio/eksport-proekta.mdx#zagruzka',
  },
  {
    id: 'ssh',
    term: 'SSH',
    forms: ['SSH'],
    definition:
      'Защищённое подключение к серверу, через которое вводят команды в его командной строке, например команды WP-CLI.',
    article: 'wordpress/rabota-s-plaginami.mdx#avariinoe-otklyuchenie',
  },
  {
    id: 'wp-cli',
    term: 'WP-CLI',
    forms: ['WP-CLI'],
    definition:
      'Программа для управления WordPress командами в терминале сервера: с ней можно, например, отключить плагины, не открывая админку.',
    article: 'wordpress/rabota-s-plaginami.mdx#avariinoe-otklyuchenie',
  },
  {
    id: 'kornevaya-papka',
    term: 'Корневая папка сайта',
    forms: [
      'корневая папка',
      'корневой папки',
      'корневой папке',
      'корневую папку',
      'корневой папкой',
    ],
    definition:
      'Папка на хостинге, которую открывает адрес сайта: лежащий в ней index.html или index.php — главная страница. Её имя видно в панели управления хостингом, в настройках домена.',
    article: 'bootstrap-studio/eksport-proekta.mdx#zagruzka',
  },
  {
    id: 'htaccess',
    term: '.htaccess',
    forms: ['.htaccess'],
    definition:
      'Файл настроек веб-сервера Apache в папке сайта: в нём записаны перенаправления и правила адресов, например для постоянных ссылок WordPress. Ошибка в нём вызывает ошибку 500.',
    article: 'wordpress/logi-i-monitoring.md#htaccess',
  },
  {
    id: 'wp-config-php',
    term: 'wp-config.php',
    forms: ['wp-config.php'],
    definition:
      'Файл настроек WordPress в корневой папке сайта: в нём записаны доступ к базе данных, префикс таблиц и константы вроде WP_DEBUG.',
    article: 'wordpress/vklyuchenie-otladki-v-wordpress-esli-nuzhno.mdx',
  },
  {
    id: 'wp-debug',
    term: 'WP_DEBUG',
    forms: ['WP_DEBUG'],
    definition:
      'Константа в wp-config.php, которая включает режим отладки WordPress: PHP начинает сообщать обо всех ошибках и предупреждениях, а вместе с WP_DEBUG_LOG они записываются в журнал.',
    article: 'wordpress/vklyuchenie-otladki-v-wordpress-esli-nuzhno.mdx',
  },
  {
    id: 'debug-log',
    term: 'debug.log',
    forms: ['debug.log'],
    definition:
      'Журнал ошибок WordPress, по умолчанию файл wp-content/debug.log. Он появляется, когда в wp-config.php включены WP_DEBUG и WP_DEBUG_LOG.',
    article: 'wordpress/logi-i-monitoring.md#debug-log',
  },
  {
    id: 'zhurnal',
    term: 'Журнал (лог)',
    forms: [
      'журнал',
      'журнала',
      'журналу',
      'журналом',
      'журнале',
      'журналы',
      'журналов',
      'журналам',
      'журналами',
      'журналах',
    ],
    definition:
      'Файл, куда программа или сервер записывает события и ошибки с датой и временем. По журналу находят причину сбоя: какой файл и какая строка вызвали ошибку.',
    article: 'wordpress/logi-i-monitoring.md',
  },
  {
    id: 'belyj-ekran',
    term: 'Белый экран',
    forms: ['белый экран', 'белого экрана', 'белым экраном', 'белом экране'],
    definition:
      'Пустая страница вместо сайта: PHP остановился на ошибке, а показ ошибок выключен. Причину показывает журнал ошибок.',
    article: 'wordpress/logi-i-monitoring.md#belyj-ekran',
  },
  {
    id: 'oshibka-500',
    term: 'Ошибка 500',
    forms: ['ошибка 500', 'ошибки 500', 'ошибку 500', 'ошибкой 500'],
    definition:
      'Ответ сервера «внутренняя ошибка» (Internal Server Error): сервер не смог собрать страницу, например из-за ошибки в .htaccess или в коде PHP. Подробности — в журнале ошибок.',
    article: 'wordpress/logi-i-monitoring.md#belyj-ekran',
  },
  {
    id: 'oshibka-404',
    term: 'Ошибка 404',
    forms: ['ошибка 404', 'ошибки 404', 'ошибку 404', 'ошибкой 404'],
    definition:
      'Ответ сервера «не найдено» (Not Found): по этому адресу на сайте ничего нет. Частые причины — опечатка в адресе, удалённая страница или изменившиеся постоянные ссылки.',
    article: 'wordpress/pervichnaya-seo-nastroika.md#404-posle-smeny-ssylok',
  },
  {
    id: 'kesh',
    term: 'Кеш',
    forms: [
      'кеш',
      'кеша',
      'кешу',
      'кешем',
      'кеше',
      'кеши',
      'кешей',
      'кешам',
      'кешами',
      'кешах',
    ],
    definition:
      'Сохранённые копии страниц, стилей и картинок, которые браузер, плагин или сервер отдаёт повторно, чтобы сайт открывался быстрее. Из-за кеша после обновления сайта можно какое-то время видеть его старую версию.',
    article: 'bootstrap-studio/eksport-proekta.mdx#kesh',
  },
  {
    id: 'rezervnaya-kopiya',
    term: 'Резервная копия',
    forms: [
      'резервная копия',
      'резервной копии',
      'резервную копию',
      'резервной копией',
      'резервные копии',
      'резервных копий',
      'резервным копиям',
      'резервными копиями',
      'резервных копиях',
    ],
    definition:
      'Копия файлов сайта или проекта, а для WordPress и его базы данных, сохранённая отдельно. Из неё возвращают прежнее состояние после сбоя или неудачной правки.',
    article: 'bootstrap-studio/sozdanie-novogo-proekta.md#backup',
  },
  {
    id: 'cms',
    term: 'CMS',
    forms: ['CMS'],
    definition:
      'Система управления содержимым: программа на сервере, в которой сайт наполняют через админку, не правя код. WordPress — CMS.',
    article: 'bootstrap-studio/vvedenie-o-bootstrap-studio.md',
  },
  {
    id: 'adminka',
    term: 'Админка',
    forms: ['админка', 'админки', 'админке', 'админку', 'админкой'],
    definition:
      'Панель администратора WordPress по адресу /wp-admin/: в ней пишут записи и страницы, ставят плагины и темы, меняют настройки сайта.',
    article: 'wordpress/pervye-shagi-v-admin-paneli.md',
  },
  {
    id: 'plagin',
    term: 'Плагин',
    forms: [
      'плагин',
      'плагина',
      'плагину',
      'плагином',
      'плагине',
      'плагины',
      'плагинов',
      'плагинам',
      'плагинами',
      'плагинах',
    ],
    definition:
      'Дополнение к WordPress, которое даёт сайту новую возможность: форму обратной связи, кеширование, настройки для поисковиков. Его ставят из каталога wordpress.org или zip-архивом.',
    article: 'wordpress/rabota-s-plaginami.mdx',
  },
  {
    id: 'tema',
    term: 'Тема',
    forms: ['тема', 'темы', 'теме', 'тему'],
    definition:
      'Набор шаблонов и стилей, который определяет внешний вид сайта на WordPress. Тему можно сменить, не трогая записи и страницы.',
    article: 'wordpress/obnovleniya-i-kastomizaciya-tem.md',
    sections: ['wordpress'],
  },
  {
    id: 'dochernyaya-tema',
    term: 'Дочерняя тема',
    forms: [
      'дочерняя тема',
      'дочерней темы',
      'дочерней теме',
      'дочернюю тему',
      'дочерней темой',
      'дочерние темы',
      'дочерних тем',
    ],
    definition:
      'Тема, которая берёт шаблоны и оформление у родительской и хранит только ваши правки. Обновление родительской темы эти правки не стирает.',
    article: 'wordpress/obnovleniya-i-kastomizaciya-tem.md#dochernyaya-tema',
  },
  {
    id: 'shortkod',
    term: 'Шорткод',
    forms: ['шорткод…'],
    definition:
      'Короткая метка в квадратных скобках, например [contact-form-7 id="…"], вместо которой WordPress показывает на странице форму или другой элемент плагина.',
    article: 'plaginy-dlya-wordpress/contact-form-7.md',
  },
  {
    id: 'rest-api',
    term: 'REST API',
    forms: ['REST API'],
    definition:
      'Адреса сайта вида /wp-json/…, через которые браузер и программы обмениваются данными с WordPress без перезагрузки страницы. Через них работают, например, блочный редактор и формы Contact Form 7.',
    article: 'plaginy-dlya-wordpress/contact-form-7.md',
  },
  {
    id: 'recaptcha',
    term: 'reCAPTCHA',
    forms: ['reCAPTCHA'],
    definition:
      'Сервис Google, который отличает людей от программ-спамеров. Версия v3 ничего не спрашивает у посетителя: она оценивает, насколько отправка формы похожа на действия человека.',
    article: 'plaginy-dlya-wordpress/contact-form-7.md',
  },
  {
    id: 'localhost',
    term: 'localhost',
    forms: ['localhost'],
    definition:
      'Имя вашего собственного компьютера, адрес 127.0.0.1. Сайт по адресу localhost открывает локальный сервер на этом же компьютере, и видите его только вы.',
    article:
      'bootstrap-studio/predprosmotr-i-testirovanie.md#proverka-eksporta',
  },
  {
    id: 'hosts',
    term: 'Файл HOSTS',
    forms: [
      'файл HOSTS',
      'файла HOSTS',
      'файле HOSTS',
      'файлом HOSTS',
      'HOSTS',
    ],
    definition:
      'Системный файл, в котором именам сайтов вручную сопоставлены IP-адреса. Компьютер читает его раньше, чем спрашивает DNS, и OSPanel записывает в него домены своих проектов.',
    article:
      'openserverpanel-ospanel/oshibka-hosts-pri-zapuske-ospanel.mdx#zachem',
  },
  {
    id: 'ip-adres',
    term: 'IP-адрес',
    forms: [
      'IP-адрес',
      'IP-адреса',
      'IP-адресу',
      'IP-адресом',
      'IP-адресе',
      'IP-адресов',
    ],
    definition:
      'Числовой адрес компьютера или сервера в сети, например 192.168.1.10. По нему устройства находят друг друга, а DNS переводит в него имена сайтов.',
    article: 'bootstrap-studio/predprosmotr-i-testirovanie.md#na-telefone',
  },
  {
    id: 'port',
    term: 'Порт',
    forms: [
      'порт',
      'порта',
      'порту',
      'портом',
      'порте',
      'порты',
      'портов',
      'портам',
    ],
    definition:
      'Номер, по которому компьютер различает сетевые программы на одном адресе: в адресе http://localhost:8080 порт — 8080. Два сервера не могут слушать один и тот же порт.',
    article: 'openserverpanel-ospanel/prosmotr-logov.md#port-zanyat',
  },
  {
    id: 'brandmauer',
    term: 'Брандмауэр',
    forms: [
      'брандмауэр',
      'брандмауэра',
      'брандмауэру',
      'брандмауэром',
      'брандмауэре',
    ],
    definition:
      'Защитная программа, которая решает, каким подключениям из сети разрешено достучаться до компьютера. Она может не пустить телефон к локальному серверу, пока вы не разрешите его порт.',
    article: 'bootstrap-studio/predprosmotr-i-testirovanie.md#na-telefone',
  },
  {
    id: 'veb-server',
    term: 'Веб-сервер',
    forms: [
      'веб-сервер',
      'веб-сервера',
      'веб-серверу',
      'веб-сервером',
      'веб-сервере',
      'веб-серверы',
      'веб-серверов',
    ],
    definition:
      'Программа, которая принимает запросы браузеров и отдаёт им страницы и файлы сайта, например Nginx или Apache. Код PHP она передаёт на выполнение PHP.',
    article:
      'bootstrap-studio/predprosmotr-i-testirovanie.md#proverka-eksporta',
  },
  {
    id: 'cors',
    term: 'CORS',
    forms: ['CORS'],
    definition:
      'Правила браузера, по которым скрипт страницы получает данные с другого источника — протокола, домена или порта — только если тот сервер это разрешил.',
    article: 'bootstrap-studio/predprosmotr-i-testirovanie.md#cors',
  },
  {
    id: 'cdn',
    term: 'CDN',
    forms: ['CDN'],
    definition:
      'Сеть серверов, которая раздаёт общие файлы, например библиотеки и шрифты, для многих сайтов сразу. Сайт, подключивший библиотеку с CDN, без доступа к нему теряет её стили и скрипты.',
    article: 'bootstrap-studio/upravlenie-failami-i-bibliotekami.md#cdn',
  },
  {
    id: 'html',
    term: 'HTML',
    forms: ['HTML'],
    definition:
      'Язык разметки страниц: в файлах .html записаны тексты, ссылки, картинки и порядок блоков страницы.',
    article: 'bootstrap-studio/interfeis-i-osnovnye-elementy.md#eksport',
  },
  {
    id: 'css',
    term: 'CSS',
    forms: ['CSS'],
    definition:
      'Язык оформления страниц: файлы .css задают цвета, шрифты, отступы и расположение блоков.',
    article: 'bootstrap-studio/upravlenie-failami-i-bibliotekami.md#poryadok',
  },
  {
    id: 'javascript',
    term: 'JavaScript',
    forms: ['JavaScript'],
    definition:
      'Язык программ, которые выполняет браузер на странице: меню, слайдеры, модальные окна, отправка форм без перезагрузки.',
    article: 'bootstrap-studio/upravlenie-failami-i-bibliotekami.md#poryadok',
  },
  {
    id: 'bootstrap',
    term: 'Bootstrap',
    forms: ['Bootstrap'],
    definition:
      'Бесплатная библиотека стилей и скриптов для вёрстки: готовые сетка, кнопки, меню и формы, которые подстраиваются под ширину экрана.',
    article: 'bootstrap-studio/redaktirovanie-elementov.md#klassy',
  },
  {
    id: 'bootstrap-studio',
    term: 'Bootstrap Studio',
    forms: ['Bootstrap Studio'],
    definition:
      'Платная программа для Windows, macOS и Linux, в которой сайт собирают из готовых блоков Bootstrap и экспортируют в обычные файлы HTML, CSS и JavaScript.',
    article: 'bootstrap-studio/vvedenie-o-bootstrap-studio.md',
  },
  {
    id: 'bsdesign',
    term: 'Файл .bsdesign',
    forms: ['.bsdesign'],
    definition:
      'Файл проекта Bootstrap Studio, в котором хранятся все страницы, стили и картинки проекта. Его открывает только сама программа, а на хостинг загружают результат экспорта.',
    article: 'bootstrap-studio/sozdanie-novogo-proekta.md#kak-hranitsya-proekt',
  },
  {
    id: 'appimage',
    term: 'AppImage',
    forms: ['AppImage'],
    definition:
      'Формат программ для Linux: один файл, который запускается без установки. Так распространяется Bootstrap Studio для Linux.',
    article: 'bootstrap-studio/ustanovka-i-zapusk.mdx',
  },
  {
    id: 'ospanel',
    term: 'OSPanel (Open Server Panel)',
    forms: ['OSPanel', 'Open Server Panel'],
    definition:
      'Локальный сервер для Windows: набор модулей — веб-серверов, PHP, баз данных, — чтобы проверять сайты на своём компьютере до выкладки на хостинг.',
    article: 'openserverpanel-ospanel/ustanovka-ospanel.md',
  },
];
