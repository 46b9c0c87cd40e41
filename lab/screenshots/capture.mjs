// `npm run screenshots [-- name …]`: with the lab running (`npm run
// lab:wordpress`), captures every screenshot in manifest.json (or only the
// named ones) from the live Russian admin and writes it next to its article
// as docs/<section>/img/<name>.webp. See README.md in this folder.
import {launchChromium} from '../browser.mjs';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {
  createLookup,
  screenVerdict,
} from '../../src/plugins/ui-labels/labels.ts';
import {LAB_PASSWORD, LAB_USER, labUrl} from '../wordpress/config.mjs';

const root = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../..',
);
// `--manifest draft.json` reads a draft instead (entries being written for
// a new article); the build checks the real one's shape
// (src/plugins/screenshots/manifest.ts).
const args = process.argv.slice(2);
const manifestFlag = args.indexOf('--manifest');
const manifestFile =
  manifestFlag >= 0
    ? path.resolve(args.splice(manifestFlag, 2)[1])
    : path.join(root, 'lab/screenshots/manifest.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
/** The budget of one file, as MAX_SCREENSHOT_BYTES in manifest.ts. */
const MAX_BYTES = 120 * 1000;
const wanted = args;
const unknown = wanted.filter(
  (name) => !manifest.screenshots.some((s) => s.name === name),
);
if (unknown.length > 0) {
  console.error(
    `screenshots: в manifest.json нет снимков ${unknown.join(', ')}`,
  );
  process.exit(1);
}
/**
 * English on a screenshot is wrong where the Russian site shows Russian: the
 * dictionary (src/plugins/ui-labels, with the WordPress 7.1 translation
 * over 6.8) knows which strings those are. A string the dictionary has only
 * in English is listed too, as a string whose 7.1 Russian is still to be
 * looked up; it does not fail the run.
 */
const dictionary = JSON.parse(
  readFileSync(
    path.join(root, 'src/plugins/ui-labels/dictionary.json'),
    'utf8',
  ),
);
const lookup = createLookup(dictionary, [
  'wordpress',
  'contact-form-7',
  'flamingo',
  'wp-mail-smtp',
  'user-registration',
]);
const untranslated = new Map();

const entries = manifest.screenshots.filter(
  (s) => wanted.length === 0 || wanted.includes(s.name),
);

let base;
try {
  base = labUrl();
} catch (error) {
  console.error(`screenshots: ${error.message}`);
  process.exit(1);
}
try {
  await fetch(`${base}/wp-login.php`);
  // The events the seed scheduled are due at once: run them now, or Site
  // Health on the first screens reports «Запланированное задание пропущено».
  await fetch(`${base}/wp-cron.php`);
} catch {
  console.error(
    `screenshots: лаборатория не отвечает на ${base}. Запустите её: npm run lab:wordpress`,
  );
  process.exit(1);
}

/**
 * Injected before every capture: no motion and no blinking caret (two runs
 * give the same pixels), and the frame around the control the step is about.
 */
const CAPTURE_CSS = `
*, *::before, *::after {
  transition: none !important;
  animation: none !important;
  caret-color: transparent !important;
}
[data-kb-frame] {
  outline: 3px solid #d63638 !important;
  outline-offset: 2px !important;
  border-radius: 2px;
}
`;

// Chromium draws some controls itself (the file input's «Выберите файл»):
// in Russian only when its own UI language is Russian.
const browser = await launchChromium({
  language: 'ru',
  env: {LANG: 'ru_RU.UTF-8'},
  args: ['--hide-scrollbars', '--font-render-hinting=none'],
}).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
const started = performance.now();
let failed = 0;
try {
  const context = await browser.newContext({
    viewport: manifest.viewport,
    deviceScaleFactor: 1,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    colorScheme: 'light',
    reducedMotion: 'reduce',
  });
  const login = await context.newPage();
  await login.goto(`${base}/wp-login.php`);
  await login.fill('#user_login', LAB_USER);
  await login.fill('#user_pass', LAB_PASSWORD);
  await Promise.all([login.waitForURL(/wp-admin/), login.click('#wp-submit')]);
  await login.close();

  // One page encodes WebP with Chromium's own libwebp: no image dependency.
  const encoder = await context.newPage();

  for (const entry of entries) {
    const page = await context.newPage();
    try {
      // One retry: under load a screen's script can miss the first wait.
      const png = await capture(page, entry).catch(async (error) => {
        console.error(
          `    повтор ${entry.name}: ${error.message.split('\n')[0]}`,
        );
        await page.goto('about:blank');
        return capture(page, entry);
      });
      const english = [];
      for (const text of await page.evaluate(regionTexts, page.kbClip)) {
        const verdict = screenVerdict(lookup, text);
        if (verdict?.kind === 'russian')
          english.push(`«${text}» (в 7.1: «${verdict.ru}»)`);
        if (verdict?.kind === 'unknown') {
          untranslated.set(text, [
            ...(untranslated.get(text) ?? []),
            entry.name,
          ]);
        }
      }
      if (english.length > 0) {
        throw new Error(
          `на снимке по-английски то, что сайт на русском показывает по-русски: ${english.join(', ')}`,
        );
      }
      const webp = await encode(encoder, png);
      const file = path.join(root, entry.image);
      mkdirSync(path.dirname(file), {recursive: true});
      writeFileSync(file, webp.bytes);
      const size = `${(webp.bytes.length / 1024).toFixed(1)} КиБ`;
      const over = webp.bytes.length > MAX_BYTES;
      if (over) failed += 1;
      console.log(
        `${over ? 'СЛИШКОМ БОЛЬШОЙ' : 'ok'}  ${path.relative(root, file)}  ${webp.width}×${webp.height}  ${size}  (${webp.kind})`,
      );
    } catch (error) {
      failed += 1;
      console.error(`ОШИБКА  ${entry.name}: ${error.message.split('\n')[0]}`);
    } finally {
      await page.close();
    }
  }
  // Log out: the run's session ends, so the next run finds one session too
  // (Пользователи → Профиль → «Сессии» shows how many there are).
  const logout = await context.newPage();
  await logout.goto(`${base}/wp-admin/profile.php`);
  const href = await logout
    .locator('#wp-admin-bar-logout a')
    .getAttribute('href');
  if (href) await logout.goto(href);
} finally {
  await browser.close();
}
if (untranslated.size > 0) {
  console.log(
    '\nПо-английски на снимках и без русского в словаре (перевод 7.1 для них не прочитан):',
  );
  for (const [text, names] of untranslated) {
    console.log(`  «${text}»: ${names.join(', ')}`);
  }
}
console.log(
  `\n${entries.length - failed} снимков готово, ${failed} с ошибкой, ${((performance.now() - started) / 1000).toFixed(1)} с`,
);
process.exit(failed > 0 ? 1 : 0);

async function capture(page, entry) {
  await page.goto(base + entry.screen, {waitUntil: 'load'});
  if (new URL(page.url()).pathname !== new URL(base + entry.screen).pathname) {
    throw new Error(`${entry.screen} перенаправил на ${page.url()}`);
  }
  await page.addStyleTag({content: CAPTURE_CSS + (entry.css ?? '')});
  for (const action of entry.actions ?? []) await act(page, action);
  for (const selector of [].concat(entry.highlight ?? [])) {
    const target = page.locator(selector).first();
    await target.waitFor({state: 'visible'});
    await target.evaluate((element) =>
      element.setAttribute('data-kb-frame', ''),
    );
  }
  await page.evaluate(() => document.fonts.ready);
  // The pointer rests in a corner: no hover menu or tooltip in the picture.
  await page.mouse.move(
    manifest.viewport.width - 2,
    manifest.viewport.height - 2,
  );
  // Let layout settle after the injected style and the actions.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(resolve)),
      ),
  );
  const clip = await region(page, entry.region);
  page.kbClip = clip;
  // A screen is ready when two captures a moment apart agree: the block
  // editor and Site Health keep drawing for a while after `load`.
  let previous;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const shot = await page.screenshot({
      clip,
      fullPage: true,
      animations: 'disabled',
      caret: 'hide',
    });
    if (previous?.equals(shot)) return shot;
    previous = shot;
    await page.waitForTimeout(300);
  }
  throw new Error('экран не успокоился за 8 снимков');
}

/**
 * The texts a reader sees inside the clip: visible text nodes, and the
 * labels of buttons and fields drawn from attributes. Runs in the page.
 */
function regionTexts(clip) {
  const inside = (rect) =>
    rect.width > 0 &&
    rect.height > 0 &&
    rect.right + window.scrollX > clip.x &&
    rect.left + window.scrollX < clip.x + clip.width &&
    rect.bottom + window.scrollY > clip.y &&
    rect.top + window.scrollY < clip.y + clip.height;
  const shown = (element) => {
    const style = window.getComputedStyle(element);
    return (
      style.visibility !== 'hidden' &&
      style.display !== 'none' &&
      Number(style.opacity) > 0 &&
      !element.closest('.screen-reader-text, [aria-hidden="true"]')
    );
  };
  // Each text node is one string of the product, but it is judged with the
  // block it stands in: «FAQ» as the link of a Russian sentence is the
  // translation's own word, not English on the screen.
  const block = (element) => {
    let current = element;
    while (
      current.parentElement &&
      window.getComputedStyle(current).display === 'inline'
    ) {
      current = current.parentElement;
    }
    return current;
  };
  const texts = new Set();
  const walker = document.createTreeWalker(
    document.body,
    window.NodeFilter.SHOW_TEXT,
  );
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent.trim() || !node.parentElement) continue;
    if (!shown(node.parentElement)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    if (![...range.getClientRects()].some(inside)) continue;
    const text = node.textContent.replace(/\s+/g, ' ').trim();
    const context = block(node.parentElement).innerText;
    if (!/[а-яё]/i.test(context)) texts.add(text);
  }
  for (const element of document.querySelectorAll(
    'input[type=submit], input[type=button], input[placeholder], textarea[placeholder]',
  )) {
    if (!shown(element) || !inside(element.getBoundingClientRect())) continue;
    const text = (element.placeholder || element.value || '').trim();
    if (text) texts.add(text);
  }
  return [...texts];
}

/** Actions to reach the screen's state: each is {click|fill|press|hover|check|select|wait}. */
async function act(page, action) {
  const [kind] = Object.keys(action);
  const value = action[kind];
  switch (kind) {
    case 'click':
      return page.locator(value).first().click();
    case 'hover':
      return page.locator(value).first().hover();
    case 'check':
      return page.locator(value).first().check();
    case 'fill':
      return page.locator(value[0]).first().fill(value[1]);
    case 'select':
      return page.locator(value[0]).first().selectOption(value[1]);
    case 'press':
      return page.locator(value[0]).first().press(value[1]);
    case 'wait':
      await page.locator(value).first().waitFor({state: 'visible'});
      // After a click that opened another screen: its scripts are ready too.
      return page.waitForLoadState('load');
    case 'scroll':
      return page.locator(value).first().scrollIntoViewIfNeeded();
    default:
      throw new Error(`неизвестное действие ${kind}`);
  }
}

/** The union of the region's elements, padded, optionally cut to maxHeight. */
async function region(page, spec) {
  const {
    selectors,
    pad = 0,
    maxHeight,
    maxWidth,
  } = typeof spec === 'string' || Array.isArray(spec)
    ? {selectors: [].concat(spec)}
    : {...spec, selectors: [].concat(spec.selectors)};
  const boxes = [];
  for (const selector of selectors) {
    const box = await page.locator(selector).first().boundingBox();
    if (!box) throw new Error(`область ${selector} не видна`);
    boxes.push(box);
  }
  const scroll = await page.evaluate(() => ({
    x: window.scrollX,
    y: window.scrollY,
  }));
  const x = Math.max(
    0,
    Math.floor(Math.min(...boxes.map((b) => b.x)) - pad + scroll.x),
  );
  const y = Math.max(
    0,
    Math.floor(Math.min(...boxes.map((b) => b.y)) - pad + scroll.y),
  );
  const right = Math.ceil(
    Math.max(...boxes.map((b) => b.x + b.width)) + pad + scroll.x,
  );
  const bottom = Math.ceil(
    Math.max(...boxes.map((b) => b.y + b.height)) + pad + scroll.y,
  );
  const pageWidth = await page.evaluate(
    () => document.documentElement.scrollWidth,
  );
  return {
    x,
    y,
    width: Math.min(Math.min(right, pageWidth) - x, maxWidth ?? Infinity),
    height: Math.min(bottom - y, maxHeight ?? Infinity),
  };
}

/**
 * PNG → WebP in the browser. Lossless WebP keeps admin text sharp and is
 * usually the smaller file for flat UI; lossy (quality 0.9) is used only when
 * it is much smaller. Both encoders are deterministic.
 */
async function encode(page, png) {
  const result = await page.evaluate(
    async (dataUrl) => {
      const image = new Image();
      image.src = dataUrl;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      canvas.getContext('2d').drawImage(image, 0, 0);
      return {
        width: canvas.width,
        height: canvas.height,
        lossless: canvas.toDataURL('image/webp', 1),
        lossy: canvas.toDataURL('image/webp', 0.9),
      };
    },
    `data:image/png;base64,${png.toString('base64')}`,
  );
  const lossless = Buffer.from(result.lossless.split(',')[1], 'base64');
  const lossy = Buffer.from(result.lossy.split(',')[1], 'base64');
  console.error(
    `    без потерь ${(lossless.length / 1024).toFixed(1)} КиБ, с потерями ${(lossy.length / 1024).toFixed(1)} КиБ`,
  );
  const useLossless =
    lossless.length <= MAX_BYTES && lossless.length <= lossy.length * 1.5;
  return {
    width: result.width,
    height: result.height,
    bytes: useLossless ? lossless : lossy,
    kind: useLossless ? 'WebP без потерь' : 'WebP 90',
  };
}
