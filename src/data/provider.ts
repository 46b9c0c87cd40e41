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

export type Provider = {
  /** The provider's name as a reader knows it, e.g. «Хостинг Пример». */
  name: string;
  /** The provider's main site: the navbar links back to it. */
  siteUrl: string;
  /** The client area where customers manage services and write to support. */
  clientAreaUrl: string;
  /** The control panel of game servers. */
  gamePanelUrl: string;
  /** Where customers meet: forum, status page and the like. */
  community: CommunityLink[];
};

/** The environment variables that override the defaults at build time. */
export const PROVIDER_ENV = {
  name: 'PROVIDER_NAME',
  siteUrl: 'PROVIDER_SITE_URL',
  clientAreaUrl: 'PROVIDER_CLIENT_AREA_URL',
  gamePanelUrl: 'PROVIDER_GAME_PANEL_URL',
  forumUrl: 'PROVIDER_FORUM_URL',
  statusUrl: 'PROVIDER_STATUS_URL',
} as const;

export const DEFAULT_PROVIDER: Provider = {
  name: 'Хостинг Пример',
  siteUrl: 'https://hosting.example',
  clientAreaUrl: 'https://my.hosting.example',
  gamePanelUrl: 'https://game.hosting.example',
  community: [
    {label: 'Форум клиентов', href: 'https://forum.hosting.example'},
    {label: 'Статус серверов', href: 'https://status.hosting.example'},
  ],
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
    gamePanelUrl: readUrl(
      env,
      PROVIDER_ENV.gamePanelUrl,
      DEFAULT_PROVIDER.gamePanelUrl,
    ),
    community: [
      {...forum, href: readUrl(env, PROVIDER_ENV.forumUrl, forum.href)},
      {...status, href: readUrl(env, PROVIDER_ENV.statusUrl, status.href)},
    ],
  };
}
