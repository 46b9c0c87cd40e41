/**
 * The screenshot manifest (lab/screenshots/manifest.json): one entry per
 * screenshot of a product's screen, read by the capture script
 * (lab/screenshots/capture.mjs), by the remark plugin that places it in its
 * article, and by the content tests. A malformed entry stops the build with
 * the entry's name.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

export const MANIFEST_PATH = 'lab/screenshots/manifest.json';
/** Every screenshot file is at most this many bytes (issue 14). */
export const MAX_SCREENSHOT_BYTES = 120 * 1000;

/** The part of the page to capture: elements (their union), padded, cut. */
export type Region =
  | string
  | string[]
  | {
      selectors: string | string[];
      pad?: number;
      maxWidth?: number;
      maxHeight?: number;
    };

/** One action to reach the screen's state before capture. */
export type Action =
  | {click: string}
  | {hover: string}
  | {check: string}
  | {wait: string}
  | {scroll: string}
  | {fill: [string, string]}
  | {select: [string, string]}
  | {press: [string, string]};

export interface Screenshot {
  /** Latin, kebab-case; the file name and what `::screenshot{name}` names. */
  name: string;
  /** The article it illustrates, e.g. `docs/wordpress/rabota-s-plaginami.mdx`. */
  article: string;
  /** The file: `<article's folder>/img/<name>.webp`. */
  image: string;
  /** The admin address it shows, from the site root: `/wp-admin/plugins.php`. */
  screen: string;
  actions?: Action[];
  region: Region;
  /** The control the step talks about: framed by injected CSS. */
  highlight?: string | string[];
  /** Extra CSS injected before capture (hiding what a configured site lacks). */
  css?: string;
  /** Russian: what the picture shows, for readers who cannot see it. */
  alt: string;
  /** Russian: the caption under the picture. */
  caption: string;
}

export interface Manifest {
  viewport: {width: number; height: number};
  screenshots: Screenshot[];
}

const CYRILLIC = /[а-яё]/i;
const ACTIONS = [
  'click',
  'hover',
  'check',
  'wait',
  'scroll',
  'fill',
  'select',
  'press',
];

/** Where an entry's file must be: next to its article, in `img/`. */
export function expectedImage(
  entry: Pick<Screenshot, 'article' | 'name'>,
): string {
  return `${path.posix.dirname(entry.article)}/img/${entry.name}.webp`;
}

/** Every problem of a parsed manifest, one line each (empty: valid). */
export function manifestProblems(
  manifest: Manifest,
  siteDir: string,
): string[] {
  const problems: string[] = [];
  const {viewport, screenshots} = manifest ?? ({} as Manifest);
  if (!(viewport?.width > 0 && viewport?.height > 0)) {
    problems.push('viewport: нужны width и height больше нуля');
  }
  if (!Array.isArray(screenshots))
    return [...problems, 'screenshots: нужен массив'];
  const seen = new Set<string>();
  for (const [index, entry] of screenshots.entries()) {
    const where = `screenshots[${index}]${entry?.name ? ` (${entry.name})` : ''}`;
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(entry?.name ?? '')) {
      problems.push(`${where}: name — латиница, цифры и дефисы`);
      continue;
    }
    if (seen.has(entry.name)) problems.push(`${where}: name повторяется`);
    seen.add(entry.name);
    if (
      !/^docs\/.+\.mdx?$/.test(entry.article ?? '') ||
      !existsSync(path.join(siteDir, entry.article))
    ) {
      problems.push(
        `${where}: article «${entry.article}» — нет такой статьи в docs/`,
      );
    } else if (entry.image !== expectedImage(entry)) {
      problems.push(`${where}: image должен быть «${expectedImage(entry)}»`);
    }
    if (!/^\/\S*$/.test(entry.screen ?? ''))
      problems.push(
        `${where}: screen — адрес от корня сайта, например /wp-admin/`,
      );
    if (entry.region === undefined) problems.push(`${where}: нет region`);
    for (const action of entry.actions ?? []) {
      const keys = Object.keys(action ?? {});
      if (keys.length !== 1 || !ACTIONS.includes(keys[0]!)) {
        problems.push(
          `${where}: действие ${JSON.stringify(action)} — одно из ${ACTIONS.join(', ')}`,
        );
      }
    }
    for (const field of ['alt', 'caption'] as const) {
      const text = entry[field];
      if (
        typeof text !== 'string' ||
        !CYRILLIC.test(text) ||
        text.trim() !== text
      ) {
        problems.push(
          `${where}: ${field} — русский текст без пробелов по краям`,
        );
      }
    }
  }
  return problems;
}

/** Reads and validates the manifest; throws one message listing every problem. */
export function loadManifest(siteDir: string): Manifest {
  const file = path.join(siteDir, MANIFEST_PATH);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch (error) {
    throw new Error(`${MANIFEST_PATH}: ${(error as Error).message}`);
  }
  const problems = manifestProblems(manifest, siteDir);
  if (problems.length > 0) {
    throw new Error(`${MANIFEST_PATH}:\n  ${problems.join('\n  ')}`);
  }
  return manifest;
}

/**
 * Width and height from a WebP file's header (simple lossy VP8, lossless
 * VP8L or extended VP8X), or null when the bytes are not WebP.
 */
export function webpSize(
  bytes: Uint8Array,
): {width: number; height: number} | null {
  const ascii = (from: number, to: number) =>
    String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length < 30 || ascii(0, 4) !== 'RIFF' || ascii(8, 12) !== 'WEBP')
    return null;
  const chunk = ascii(12, 16);
  const u16 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8);
  const u24 = (at: number) => u16(at) | (bytes[at + 2]! << 16);
  if (chunk === 'VP8 ') {
    return {width: u16(26) & 0x3fff, height: u16(28) & 0x3fff};
  }
  if (chunk === 'VP8L') {
    const bits =
      bytes[21]! | (bytes[22]! << 8) | (bytes[23]! << 16) | (bytes[24]! << 24);
    return {width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1};
  }
  if (chunk === 'VP8X') {
    return {width: u24(24) + 1, height: u24(27) + 1};
  }
  return null;
}

/** `::screenshot{name="…"}` lines of an article, in order. */
export function screenshotNames(markdown: string): string[] {
  return [
    ...markdown.matchAll(/^[ \t]*::screenshot\{name="([^"]*)"\}[ \t]*$/gm),
  ].map((m) => m[1]!);
}

/** Raster image files (what a screenshot is), by extension. */
export const RASTER = /\.(png|jpe?g|gif|webp|avif)$/i;

/** Products the WordPress lab runs: their articles show real screenshots. */
export const LAB_PRODUCTS = [
  'wordpress',
  'contact-form-7',
  'flamingo',
  'wp-mail-smtp',
  'user-registration',
];
