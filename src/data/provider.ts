/**
 * The hosting provider's identity: the one place to rebrand the site.
 *
 * The config, the navbar, the footer and the pages all read these values
 * (the browser gets them through `siteConfig.customFields.provider`), so one
 * edit here, or one set of environment variables at build time, changes the
 * whole site. The defaults live on the reserved `.example` domain (RFC 2606)
 * so that nobody mistakes them for a real provider's addresses.
 */

import {parseHttpUrl} from './site';

/** A link of the footer's «Сообщество» group. */
export type CommunityLink = {
  /** The Russian label a reader sees. */
  label: string;
  href: string;
};

/**
 * Values of the provider's hosting service that the mail and PHP articles
 * quote: servers and ports a reader types, and where things are in the
 * hosting panel. Articles read them through <ProviderValue name="…" />
 * (src/components/ProviderValue), never as text, so that a rebrand changes
 * every article at once.
 */
export type Hosting = {
  /** The outgoing mail server a site or a mail client connects to. */
  smtpHost: string;
  /** Its port with TLS from the start (SSL). */
  smtpPortSsl: number;
  /** Its port with STARTTLS. */
  smtpPortStartTls: number;
  /** Hosting panel: where mailboxes are created and their passwords set. */
  mailboxesPath: string;
  /**
   * The host's SPF record to include (`include:…`): the servers that send
   * the mail of a domain hosted here. The mail records' generator and the
   * mail article write `v=spf1 include:<this> ~all`.
   */
  spfInclude: string;
  /**
   * The DKIM selector the mail server signs with: the record's name is
   * `<selector>._domainkey.<domain>`.
   */
  dkimSelector: string;
  /** Hosting panel: where DKIM signing is switched on for a domain. */
  dkimPath: string;
  /** Hosting panel: where a domain's DNS records (SPF, DMARC) are edited. */
  dnsPath: string;
  /** Hosting panel: where a site's PHP version is chosen. */
  phpVersionPath: string;
  /** Hosting panel: where PHP settings (memory_limit and others) are set. */
  phpSettingsPath: string;
  /** Hosting panel: where the web server's and PHP's error logs are. */
  logsPath: string;
  /** Hosting panel: the file manager. */
  fileManagerPath: string;
  /** Hosting panel: where backups are made and restored. */
  backupsPath: string;
  /** Hosting panel: where databases and their users are managed. */
  databasesPath: string;
  /** Hosting panel: where a domain gets its SSL certificate. */
  sslPath: string;
};

/**
 * How each hosting value reads in an article: a server or port is typed by
 * the reader (code), a panel path is clicked (bold, like a `:ui[…]` label).
 */
export const HOSTING_VALUE_KINDS: Record<keyof Hosting, 'code' | 'path'> = {
  smtpHost: 'code',
  smtpPortSsl: 'code',
  smtpPortStartTls: 'code',
  spfInclude: 'code',
  dkimSelector: 'code',
  mailboxesPath: 'path',
  dkimPath: 'path',
  dnsPath: 'path',
  phpVersionPath: 'path',
  phpSettingsPath: 'path',
  logsPath: 'path',
  fileManagerPath: 'path',
  backupsPath: 'path',
  databasesPath: 'path',
  sslPath: 'path',
};

export type Provider = {
  /** The provider's name as a reader knows it, e.g. «Хостинг Пример». */
  name: string;
  /** The provider's main site: the navbar links back to it. */
  siteUrl: string;
  /** The client area where customers manage services and write to support. */
  clientAreaUrl: string;
  /**
   * The client area's page for a new support request: the «Статья помогла?»
   * widget and the search's «Ничего не найдено» link to it with a prepared
   * text to paste (src/components/SupportMessage).
   */
  ticketUrl: string;
  /** The support address the same prepared text goes to as a `mailto:`. */
  supportEmail: string;
  /** The control panel of game servers. */
  gamePanelUrl: string;
  /** Where customers meet: forum, status page and the like. */
  community: CommunityLink[];
  /** The hosting service's values that articles quote. */
  hosting: Hosting;
};

/** The environment variables that override the defaults at build time. */
export const PROVIDER_ENV = {
  name: 'PROVIDER_NAME',
  siteUrl: 'PROVIDER_SITE_URL',
  clientAreaUrl: 'PROVIDER_CLIENT_AREA_URL',
  ticketUrl: 'PROVIDER_TICKET_URL',
  supportEmail: 'PROVIDER_SUPPORT_EMAIL',
  gamePanelUrl: 'PROVIDER_GAME_PANEL_URL',
  forumUrl: 'PROVIDER_FORUM_URL',
  statusUrl: 'PROVIDER_STATUS_URL',
  smtpHost: 'PROVIDER_SMTP_HOST',
  smtpPortSsl: 'PROVIDER_SMTP_PORT_SSL',
  smtpPortStartTls: 'PROVIDER_SMTP_PORT_STARTTLS',
  spfInclude: 'PROVIDER_SPF_INCLUDE',
  dkimSelector: 'PROVIDER_DKIM_SELECTOR',
} as const;

export const DEFAULT_PROVIDER: Provider = {
  name: 'Хостинг Пример',
  siteUrl: 'https://hosting.example',
  clientAreaUrl: 'https://my.hosting.example',
  ticketUrl: 'https://my.hosting.example/tickets/new',
  supportEmail: 'support@hosting.example',
  gamePanelUrl: 'https://game.hosting.example',
  community: [
    {label: 'Форум клиентов', href: 'https://forum.hosting.example'},
    {label: 'Статус серверов', href: 'https://status.hosting.example'},
  ],
  // The panel paths are those of an example panel: a provider sets its own.
  hosting: {
    smtpHost: 'smtp.hosting.example',
    smtpPortSsl: 465,
    smtpPortStartTls: 587,
    spfInclude: '_spf.hosting.example',
    dkimSelector: 'mail',
    mailboxesPath: 'Почта → Почтовые ящики',
    dkimPath: 'Почта → DKIM',
    dnsPath: 'Домены → DNS-записи',
    phpVersionPath: 'Сайты → Версия PHP',
    phpSettingsPath: 'Сайты → Настройки PHP',
    logsPath: 'Сайты → Журналы',
    fileManagerPath: 'Файлы → Файловый менеджер',
    backupsPath: 'Резервные копии',
    databasesPath: 'Базы данных',
    sslPath: 'Домены → SSL-сертификаты',
  },
};

type Env = Readonly<Record<string, string | undefined>>;

/** Reads an absolute http(s) URL from the environment, or the fallback. */
function readUrl(env: Env, variable: string, fallback: string): string {
  const value = env[variable]?.trim();
  if (!value) {
    return fallback;
  }
  parseHttpUrl(variable, value);
  // A trailing slash would make "…/" and "…" two spellings of one link.
  return value.replace(/\/+$/, '');
}

/** A DNS name of two labels or more, e.g. `smtp.hosting.example`. */
const HOST_NAME =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/i;

/** A host name (no scheme, no port), e.g. `smtp.hosting.example`. */
function readHost(env: Env, variable: string, fallback: string): string {
  const value = env[variable]?.trim();
  if (!value) {
    return fallback;
  }
  if (!HOST_NAME.test(value)) {
    throw new Error(
      `${variable}="${value}" is not a host name (expected e.g. smtp.hosting.example, without https:// or a port)`,
    );
  }
  return value.toLowerCase();
}

/**
 * An email address, e.g. `support@hosting.example`. Deliberately the plain
 * form only (Latin letters, digits and `._%+-` before the @, a host name
 * after it): it goes into a `mailto:` link as is, and such an address needs
 * no escaping there (RFC 6068).
 */
function readEmail(env: Env, variable: string, fallback: string): string {
  const value = env[variable]?.trim();
  if (!value) {
    return fallback;
  }
  const at = value.lastIndexOf('@');
  const local = value.slice(0, at);
  const host = value.slice(at + 1);
  if (
    at < 1 ||
    local.length > 64 ||
    !/^[A-Za-z0-9._%+-]+$/.test(local) ||
    !HOST_NAME.test(host)
  ) {
    throw new Error(
      `${variable}="${value}" is not an email address (expected e.g. support@hosting.example)`,
    );
  }
  return `${local}@${host.toLowerCase()}`;
}

/**
 * A DNS name whose labels may start with `_` (RFC 8552 underscored names,
 * e.g. `_spf.hosting.example`): what an SPF `include:` names.
 */
const DNS_NAME =
  /^(?=.{1,253}$)(_?[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.(_?[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?))+$/i;

/** One or more DNS labels without a leading dot, e.g. `mail` or `s1.mail`. */
const DKIM_SELECTOR =
  /^(?=.{1,63}$)[a-z0-9]([a-z0-9_-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9_-]*[a-z0-9])?)*$/i;

/** A value read with `pattern`, lower-cased; a mismatch names the variable. */
function readName(
  env: Env,
  variable: string,
  fallback: string,
  pattern: RegExp,
  example: string,
): string {
  const value = env[variable]?.trim();
  if (!value) {
    return fallback;
  }
  if (!pattern.test(value)) {
    throw new Error(
      `${variable}="${value}" is not a DNS name of the expected form (expected e.g. ${example})`,
    );
  }
  return value.toLowerCase();
}

/** A TCP port, 1–65535. */
function readPort(env: Env, variable: string, fallback: number): number {
  const value = env[variable]?.trim();
  if (!value) {
    return fallback;
  }
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65535) {
    throw new Error(
      `${variable}="${value}" is not a port (expected a whole number from 1 to 65535, e.g. 465)`,
    );
  }
  return port;
}

/** The provider for this build: the defaults, overridden by the environment. */
export function getProvider(env: Env = process.env): Provider {
  const [forum, status] = DEFAULT_PROVIDER.community;
  return {
    name: env[PROVIDER_ENV.name]?.trim() || DEFAULT_PROVIDER.name,
    siteUrl: readUrl(env, PROVIDER_ENV.siteUrl, DEFAULT_PROVIDER.siteUrl),
    clientAreaUrl: readUrl(
      env,
      PROVIDER_ENV.clientAreaUrl,
      DEFAULT_PROVIDER.clientAreaUrl,
    ),
    ticketUrl: readUrl(env, PROVIDER_ENV.ticketUrl, DEFAULT_PROVIDER.ticketUrl),
    supportEmail: readEmail(
      env,
      PROVIDER_ENV.supportEmail,
      DEFAULT_PROVIDER.supportEmail,
    ),
    gamePanelUrl: readUrl(
      env,
      PROVIDER_ENV.gamePanelUrl,
      DEFAULT_PROVIDER.gamePanelUrl,
    ),
    community: [
      {...forum, href: readUrl(env, PROVIDER_ENV.forumUrl, forum.href)},
      {...status, href: readUrl(env, PROVIDER_ENV.statusUrl, status.href)},
    ],
    hosting: {
      ...DEFAULT_PROVIDER.hosting,
      smtpHost: readHost(
        env,
        PROVIDER_ENV.smtpHost,
        DEFAULT_PROVIDER.hosting.smtpHost,
      ),
      smtpPortSsl: readPort(
        env,
        PROVIDER_ENV.smtpPortSsl,
        DEFAULT_PROVIDER.hosting.smtpPortSsl,
      ),
      smtpPortStartTls: readPort(
        env,
        PROVIDER_ENV.smtpPortStartTls,
        DEFAULT_PROVIDER.hosting.smtpPortStartTls,
      ),
      spfInclude: readName(
        env,
        PROVIDER_ENV.spfInclude,
        DEFAULT_PROVIDER.hosting.spfInclude,
        DNS_NAME,
        '_spf.hosting.example, without include: or v=spf1',
      ),
      dkimSelector: readName(
        env,
        PROVIDER_ENV.dkimSelector,
        DEFAULT_PROVIDER.hosting.dkimSelector,
        DKIM_SELECTOR,
        'mail, without ._domainkey',
      ),
    },
  };
}
