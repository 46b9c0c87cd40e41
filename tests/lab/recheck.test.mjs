// The re-check's own rules (lab/recheck), without a lab: what counts as a
// moved menu path, a changed label, a changed scenario verdict, a changed
// screenshot, and how checked_with and src/data/releases.yml are raised.
// Plain ESM run by node's test runner: the lab's modules are .mjs.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';
import {fileURLToPath} from 'node:url';

import {launchChromium} from '../../lab/browser.mjs';
import {extractMarks} from '../../src/plugins/ui-labels/labels.ts';
import {compareImages} from '../../lab/recheck/compare-images.mjs';
import {menuPaths, movedPaths, parseMenu} from '../../lab/recheck/menu.mjs';
import {
  labelChanges,
  parseScenarioReport,
  raiseCheckedWith,
  raiseReleases,
} from '../../lab/recheck/recheck.mjs';

const root = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../..',
);

const MENU_HTML = `<ul id="adminmenu">
<li class="wp-first-item menu-top" id="menu-dashboard"><a class="menu-top" href="index.php"><div class="wp-menu-name">Консоль</div></a>
<ul class="wp-submenu"><li class="wp-submenu-head">Консоль</li><li><a href="index.php">Главная</a></li>
<li><a href="update-core.php">Обновления <span class="update-plugins count-2"><span class="update-count">2</span></span></a></li></ul></li>
<li class="wp-menu-separator"><div class="separator"></div></li>
<li class="menu-top" id="menu-plugins"><a class="menu-top" href="plugins.php"><div class="wp-menu-name">Плагины <span class="update-plugins count-1"><span class="plugin-count">1</span></span></div></a>
<ul class="wp-submenu"><li class="wp-submenu-head">Плагины</li><li><a href="plugins.php">Установленные</a></li></ul></li>
<li class="menu-top" id="menu-settings"><a class="menu-top" href="options-general.php"><div class="wp-menu-name">Настройки</div></a>
<ul class="wp-submenu"><li class="wp-submenu-head">Настройки</li><li><a href="options-general.php">Общие</a></li><li><a href="options-permalink.php">Постоянные ссылки</a></li></ul></li>
</ul>`;

describe('the console menu', () => {
  const menu = parseMenu(MENU_HTML);

  it('reads sections and items without their counters or separators', () => {
    assert.deepEqual(menu, [
      {top: 'Консоль', items: ['Главная', 'Обновления']},
      {top: 'Плагины', items: ['Установленные']},
      {top: 'Настройки', items: ['Общие', 'Постоянные ссылки']},
    ]);
    assert.ok(menuPaths(menu).includes('Настройки → Постоянные ссылки'));
  });

  it('finds a quoted path that moved, and where to', () => {
    const moved = structuredClone(menu);
    moved[2].items = ['Общие'];
    moved[1].items.push('Постоянные ссылки');
    const marks = extractMarks(
      [
        'Откройте :ui[Настройки → Постоянные ссылки] и выберите :ui[Название записи].',
        '',
        'Затем :ui[Настройки → Общие → Язык сайта] и :ui[Плагины → Установленные].',
      ].join('\n'),
    );
    assert.deepEqual(movedPaths(marks, menu, moved), [
      {
        line: 1,
        path: 'Настройки → Постоянные ссылки',
        now: ['Плагины → Постоянные ссылки'],
      },
    ]);
    assert.deepEqual(movedPaths(marks, menu, menu), []);
  });
});

describe('labels whose translation changed', () => {
  const entry = (en, ru) => ({product: 'wordpress', version: '7.1', en, ru});
  const dictionary = (entries) => ({
    about: '',
    products: {
      wordpress: {name: 'WordPress', version: '7.1', translations: []},
    },
    entries,
  });
  const before = dictionary([
    entry('Permalinks', 'Постоянные ссылки'),
    entry('General', 'Общие'),
  ]);
  const article = {
    products: ['wordpress'],
    bodyLine: 10,
    body: 'Откройте :ui[Настройки]. Затем :ui[Постоянные ссылки] и :ui[Общие].\n',
  };

  it('names the quote, its line in the file and the new Russian', () => {
    const after = dictionary([
      entry('Permalinks', 'Ссылки'),
      entry('General', 'Общие'),
    ]);
    const withSettings = dictionary([
      ...before.entries,
      entry('Settings', 'Настройки'),
    ]);
    const afterWithSettings = dictionary([
      ...after.entries,
      entry('Settings', 'Настройки'),
    ]);
    assert.deepEqual(labelChanges(article, withSettings, afterWithSettings), [
      {
        line: 10,
        quote: 'Постоянные ссылки',
        kind: 'ui',
        fates: ['перевод изменился: «Ссылки» (Permalinks)'],
      },
    ]);
    assert.deepEqual(labelChanges(article, withSettings, withSettings), []);
  });

  it('says when the string is gone from the release', () => {
    const withSettings = dictionary([
      ...before.entries,
      entry('Settings', 'Настройки'),
    ]);
    const gone = dictionary([
      entry('General', 'Общие'),
      entry('Settings', 'Настройки'),
    ]);
    const [change] = labelChanges(article, withSettings, gone);
    assert.deepEqual(change.fates, [
      'строки «Permalinks» в выпуске больше нет',
    ]);
  });
});

describe('scenario verdicts', () => {
  it('reads each scenario of REPORT.md with its article, verdict and details', () => {
    const report = parseScenarioReport(
      [
        '# Отчёт',
        '',
        '## docs/wordpress/a.md',
        '',
        '- **one** — воспроизведено. Что-то.',
        '  - page: текст',
        '- **two** — РАСХОДИТСЯ. Другое.',
        '  - статья: «x», лаборатория: «y»',
        '',
        '## docs/wordpress/b.md',
        '',
        '- **three** — здесь не воспроизвести. Третье.',
        '',
        '## Итог',
      ].join('\n'),
    );
    assert.deepEqual(Object.fromEntries(report), {
      one: {
        article: 'docs/wordpress/a.md',
        status: 'reproduced',
        details: ['page: текст'],
      },
      two: {
        article: 'docs/wordpress/a.md',
        status: 'differs',
        details: ['статья: «x», лаборатория: «y»'],
      },
      three: {article: 'docs/wordpress/b.md', status: 'cannot', details: []},
    });
  });

  it('reads the committed report whole', () => {
    const text = readFileSync(
      path.join(root, 'lab/scenarios/REPORT.md'),
      'utf8',
    );
    const report = parseScenarioReport(text);
    const listed = text.match(/^- \*\*[^*]+\*\* — /gm) ?? [];
    assert.ok(listed.length > 0);
    assert.equal(report.size, listed.length);
  });
});

describe('raising checked_with and releases.yml', () => {
  const releases = [
    {product: 'WordPress', version: '7.2'},
    {product: 'Contact Form 7', version: '6.1.7'},
    {product: 'WP Mail SMTP', version: '4.3.0'},
  ];

  it('raises each product to the release checked, never lowers, keeps the branch', () => {
    assert.equal(
      raiseCheckedWith('Contact Form 7 6.1.6, WordPress 7.1', releases),
      'Contact Form 7 6.1.7, WordPress 7.2',
    );
    assert.equal(
      raiseCheckedWith('WordPress 7.1, WP Mail SMTP 4.8', releases),
      'WordPress 7.2, WP Mail SMTP 4.8',
    );
    assert.equal(
      raiseCheckedWith('WordPress 7.2', [
        {product: 'WordPress', version: '7.2.1'},
      ]),
      'WordPress 7.2',
    );
    assert.equal(
      raiseCheckedWith('Open Server Panel 6.4.5', releases),
      'Open Server Panel 6.4.5',
    );
  });

  it('raises the versions of src/data/releases.yml, and the file still parses', () => {
    const text = readFileSync(path.join(root, 'src/data/releases.yml'), 'utf8');
    const raised = raiseReleases(text, releases);
    assert.match(raised, /- product: WordPress\n {2}version: '7\.2'/);
    assert.match(
      raised,
      /- product: Contact Form 7\n {2}plugin: contact-form-7\n {2}version: '6\.1\.7'/,
    );
    // 4.3.0 is older than the recorded WP Mail SMTP: not lowered.
    assert.doesNotMatch(raised, /version: '4\.3\.0'/);
    assert.equal(raised.split('\n').length, text.split('\n').length);
  });
});

describe('comparing screenshots by what they show', () => {
  let browser;
  let page;
  before(async () => {
    browser = await launchChromium();
    page = await browser.newPage();
    await page.setContent('<!doctype html><title>t</title>');
  });
  after(() => browser?.close());

  /** A 300×120 picture with a label, as PNG or lossy WebP bytes. */
  const picture = (label, type = 'image/png', quality) =>
    page
      .evaluate(
        ([text, kind, q]) => {
          const canvas = document.createElement('canvas');
          canvas.width = 300;
          canvas.height = 120;
          const context = canvas.getContext('2d');
          context.fillStyle = '#fff';
          context.fillRect(0, 0, 300, 120);
          context.fillStyle = '#1d2327';
          context.font = '14px sans-serif';
          context.fillText(text, 20, 60);
          return canvas.toDataURL(kind, q);
        },
        [label, type, quality],
      )
      .then((url) => Buffer.from(url.split(',')[1], 'base64'));

  it('sees a renamed label, not a re-encoding', async () => {
    const original = await picture('Постоянные ссылки');
    assert.equal(
      (await compareImages(page, original, original)).changed,
      false,
    );
    const reencoded = await picture('Постоянные ссылки', 'image/webp', 0.9);
    assert.ok(!original.equals(reencoded));
    assert.equal(
      (await compareImages(page, original, reencoded)).changed,
      false,
    );
    const renamed = await compareImages(
      page,
      original,
      await picture('Ссылки на записи'),
    );
    assert.equal(renamed.changed, true, JSON.stringify(renamed));
  });
});

describe('the command line', () => {
  // The same checks as npm run sources (lab/sources/sources.mjs), before
  // anything is downloaded or started.
  const recheck = (...args) =>
    spawnSync(
      process.execPath,
      [
        '--disable-warning=MODULE_TYPELESS_PACKAGE_JSON',
        'lab/recheck/recheck.mjs',
        ...args,
      ],
      {cwd: root, encoding: 'utf8', timeout: 30_000},
    );

  it('refuses a plugin that is not an article plugin, or given without a version', () => {
    for (const value of ['foo@1.0', 'flamingo']) {
      const result = recheck('--plugin', value, '--skip', 'scenarios');
      assert.equal(result.status, 1, result.stdout);
      assert.match(
        result.stderr,
        new RegExp(`--plugin ${value}: нужен slug из src/data/releases\\.yml`),
      );
    }
  });

  it('refuses --unverified without a mirror', () => {
    const result = recheck('--unverified');
    assert.equal(result.status, 1, result.stdout);
    assert.match(result.stderr, /--unverified — только вместе с --from/);
  });
});
