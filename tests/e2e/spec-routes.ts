/**
 * The routes of SPEC §2, as data. The browser suite compares them with the
 * build's sitemap, so a route that disappears, or one that nobody asked for,
 * fails a test.
 */
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';

import {root} from './utils';

/** Routes of the foundation: they must exist in every build. */
export const SHELL_ROUTES = [
  '/',
  '/markdown-page',
  '/blog',
  '/blog/archive',
  '/blog/authors',
  '/blog/authors/all-articles',
  '/blog/tags',
  '/blog/tags/docusaurus',
  '/blog/tags/facebook',
  '/blog/tags/hello',
  '/blog/tags/hola',
  '/blog/first-blog-post',
  '/blog/long-blog-post',
  '/blog/mdx-blog-post',
  '/blog/welcome',
  '/docs/intro',
] as const;

/** The articles of SPEC §2 by section folder, and each section's index. */
export const DOC_SECTIONS: Record<string, {index: RegExp; slugs: string[]}> = {
  'bootstrap-studio': {
    index: /^\/docs\/category\/bootstrap-studio$/,
    slugs: [
      'chastye-voprosy-faq',
      'eksport-proekta',
      'interfeis-i-osnovnye-elementy',
      'predprosmotr-i-testirovanie',
      'redaktirovanie-elementov',
      'sozdanie-novogo-proekta',
      'upravlenie-failami-i-bibliotekami',
      'ustanovka-i-zapusk',
      'vvedenie-o-bootstrap-studio',
    ],
  },
  'openserverpanel-ospanel': {
    index: /^\/docs\/category\/openserverpanel$/,
    slugs: [
      'oshibka-hosts-pri-zapuske-ospanel',
      'prosmotr-logov',
      'ustanovka-ospanel',
      'vklyuchenie-otobrazheniya-oshibok-php',
    ],
  },
  'plaginy-dlya-wordpress': {
    // SPEC: "Cyrillic slug; exact value not shown".
    // Latin words may stay Latin (e.g. «wordpress»), but at least one
    // letter must be Cyrillic.
    index: /^\/docs\/category\/[а-яёa-z0-9-]*[а-яё][а-яёa-z0-9-]*$/,
    slugs: [
      'contact-form-7',
      'plagin-flamingo-dlya-khraneniya-zayavok-v-adminke',
      'user-registration',
    ],
  },
  wordpress: {
    index: /^\/docs\/category\/wordpress$/,
    slugs: [
      'logi-i-monitoring',
      'obnovleniya-i-kastomizaciya-tem',
      'pervichnaya-seo-nastroika',
      'pervye-shagi-v-admin-paneli',
      'rabota-pochty',
      'rabota-s-plaginami',
      'sistemnye-trebovaniya-wordpress',
      'sozdanie-stranic',
      'upravlenie-kontentom',
      'vklyuchenie-otladki-v-wordpress-esli-nuzhno',
    ],
  },
};

/** Author pages: two slugs, whatever their values (SPEC §2). */
export const AUTHOR_ROUTE = /^\/blog\/authors\/(?!all-articles$)[a-z0-9-]+$/;

/**
 * The article routes whose source file exists now: the content issues add
 * them one by one, and each one that exists must be in the sitemap.
 */
export function existingDocRoutes(): string[] {
  return Object.entries(DOC_SECTIONS).flatMap(([section, {slugs}]) => {
    const dir = path.join(root, 'docs', section);
    if (!existsSync(dir)) {
      return [];
    }
    const files = new Set(readdirSync(dir));
    return slugs
      .filter((slug) => files.has(`${slug}.md`) || files.has(`${slug}.mdx`))
      .map((slug) => `/docs/${section}/${slug}`);
  });
}

/** Is this route one the spec lists? */
export function isSpecRoute(route: string): boolean {
  if ((SHELL_ROUTES as readonly string[]).includes(route)) {
    return true;
  }
  if (AUTHOR_ROUTE.test(route)) {
    return true;
  }
  return Object.entries(DOC_SECTIONS).some(
    ([section, {index, slugs}]) =>
      index.test(route) ||
      slugs.some((slug) => route === `/docs/${section}/${slug}`),
  );
}
