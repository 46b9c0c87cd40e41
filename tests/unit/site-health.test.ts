/**
 * The Site Health check (src/components/SiteHealthCheck/check.ts) on the
 * exports WordPress 7.1 copied in the lab, Russian and English
 * (lab/recordings/site-health): what each finding says follows from what
 * the recorder set (its manifest) and from the article's numbers, which
 * the check's own numbers are held to; a Russian and an English export of
 * the same site give the same findings; every «Как исправить» link names a
 * heading that exists.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';

import {
  REQUIREMENTS,
  STEPS,
  checkExport,
  megabytes,
  parseExport,
  type Finding,
} from '../../src/components/SiteHealthCheck/check';
import {findSiteRoot} from '../site-root';

const root = findSiteRoot(__dirname);
const folder = path.join(root, 'lab/recordings/site-health');
const read = (file: string): string =>
  readFileSync(path.join(root, file), 'utf8');

interface Recording {
  file: string;
  locale: string;
  https: string;
  versions: {php: string; database: string};
  set: {
    ini: Record<string, string>;
    constants: Record<string, unknown>;
    droppedExtensions: string[];
  };
}
const manifest = JSON.parse(
  readFileSync(path.join(folder, 'manifest.json'), 'utf8'),
) as {
  baseline: {phpIniFromLab: string; phpIniFromDebian: string};
  files: Recording[];
};

/** A php.ini value the recording ran with: set by the recorder, else the lab's or Debian's. */
function ini(recording: Recording, name: string): string {
  const set = recording.set.ini[name];
  if (set) return set;
  const {phpIniFromLab, phpIniFromDebian} = manifest.baseline;
  const value =
    new RegExp(`${name}=(\\S+)`).exec(phpIniFromLab)?.[1] ??
    new RegExp(`${name} = (\\S+?)[,)]`).exec(phpIniFromDebian)?.[1];
  assert.ok(value, `the manifest gives no ${name}`);
  return value;
}

function findings(file: string): Map<string, Finding> {
  const sections = parseExport(readFileSync(path.join(folder, file), 'utf8'));
  assert.ok(sections, `${file} is not read as an export`);
  return new Map(checkExport(sections).map((f) => [f.id, f]));
}

/** a < b as versions. */
function older(a: string, b: string): boolean {
  const x = a.split('.').map(Number);
  const y = b.split('.').map(Number);
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) {
    if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) < (y[i] ?? 0);
  }
  return false;
}

describe('the check’s numbers are the article’s', () => {
  const article = read('docs/wordpress/sistemnye-trebovaniya-wordpress.md');
  const row = (name: string): string[] => {
    const line = article
      .split('\n')
      .find((text) => text.startsWith(`| ${name} |`));
    assert.ok(line, `no table row for ${name}`);
    return line.split('|').map((cell) => cell.trim());
  };
  it('PHP, MySQL and MariaDB: minimum and recommended', () => {
    for (const [name, key] of [
      ['PHP', 'php'],
      ['MySQL', 'mysql'],
      ['MariaDB', 'mariadb'],
    ] as const) {
      const [, , minimum, recommended] = row(name);
      assert.match(minimum!, new RegExp(`${REQUIREMENTS[key].minimum}$`));
      assert.equal(recommended, `${REQUIREMENTS[key].recommended} или новее`);
    }
  });
  it('the memory the site’s pages need', () => {
    assert.match(
      row('Память для сайта')[2]!,
      new RegExp(`^${REQUIREMENTS.memoryMb}\\sМБ`),
    );
  });
});

describe('the lab’s exports', () => {
  it('are there, in both languages', () => {
    const locales = new Set(manifest.files.map(({locale}) => locale));
    assert.deepEqual([...locales].sort(), ['en_US', 'ru_RU']);
  });

  for (const recording of manifest.files) {
    describe(recording.file, () => {
      const found = findings(recording.file);
      const status = (id: string) => found.get(id)?.status;

      it('PHP and the database: against the article’s numbers', () => {
        const php = /\d+(\.\d+)*/.exec(recording.versions.php)![0];
        assert.equal(
          status('php'),
          older(php, REQUIREMENTS.php.minimum)
            ? 'fail'
            : older(php, REQUIREMENTS.php.recommended)
              ? 'warn'
              : 'ok',
        );
        const database = /\d+(\.\d+)*/.exec(recording.versions.database)![0];
        const numbers = /mariadb/i.test(recording.versions.database)
          ? REQUIREMENTS.mariadb
          : REQUIREMENTS.mysql;
        assert.equal(
          status('database'),
          older(database, numbers.recommended) ? 'warn' : 'ok',
        );
        assert.ok(found.get('database')!.text.includes(database));
      });

      it('WP_DEBUG as the recorder set it', () => {
        assert.equal(
          status('debug'),
          recording.set.constants.WP_DEBUG === true ? 'fail' : 'ok',
        );
      });

      it('curl: missing only where the recorder took it away', () => {
        assert.equal(
          status('curl'),
          recording.set.droppedExtensions.includes('curl') ? 'warn' : 'ok',
        );
        assert.equal(status('mysqli'), 'ok');
        assert.equal(status('images'), 'ok');
      });

      it('HTTPS as the site was served', () => {
        assert.equal(
          status('https'),
          recording.https === 'true' ? 'ok' : 'warn',
        );
      });

      it('memory_limit and the upload limits PHP ran with', () => {
        const memory = megabytes(ini(recording, 'memory_limit'))!;
        assert.equal(
          status('memory'),
          memory < REQUIREMENTS.memoryMb ? 'warn' : 'ok',
        );
        const upload = megabytes(ini(recording, 'upload_max_filesize'))!;
        const post = megabytes(ini(recording, 'post_max_size'))!;
        assert.equal(status('uploads'), post < upload ? 'fail' : 'ok');
        assert.ok(
          found
            .get('uploads')!
            .text.includes(`до ${Math.min(upload, post)} МБ`),
          found.get('uploads')!.text,
        );
      });

      it('has no finding left without its line', () => {
        assert.deepEqual(
          [...found.values()].filter((f) => f.status === 'absent'),
          [],
        );
      });
    });
  }

  it('a Russian and an English export of one site give the same findings', () => {
    for (const recording of manifest.files.filter(
      ({locale}) => locale === 'ru_RU',
    )) {
      const english = recording.file.replace(/^ru-/, 'en-');
      assert.deepEqual(
        [...findings(recording.file).values()],
        [...findings(english).values()],
        english,
      );
    }
  });
});

describe('texts that are not a whole export', () => {
  const ru = readFileSync(path.join(folder, 'ru-problems.txt'), 'utf8');

  it('another text is not read as an export', () => {
    assert.equal(parseExport('Версия PHP 8.2\nmemory_limit 64M'), null);
    assert.equal(parseExport(''), null);
  });

  it('a part of one: what it lacks is «Нет в тексте»', () => {
    const part = ru.slice(0, ru.indexOf('### wp-paths-sizes ###'));
    const result = checkExport(parseExport(part)!);
    assert.equal(result.find((f) => f.id === 'https')!.status, 'warn');
    assert.equal(result.find((f) => f.id === 'php')!.status, 'absent');
  });

  it('post_max_size below upload_max_filesize fails, with CRLF line ends', () => {
    const edited = ru
      .replace('php_post_max_size: 8M', 'php_post_max_size: 1M')
      .replace(/\n/g, '\r\n');
    const upload = checkExport(parseExport(edited)!).find(
      (f) => f.id === 'uploads',
    )!;
    assert.equal(upload.status, 'fail');
    assert.match(upload.text, /не загрузится/);
  });

  it('sizes as PHP writes them', () => {
    assert.equal(megabytes('256M'), 256);
    assert.equal(megabytes('1G'), 1024);
    assert.equal(megabytes('262144K'), 256);
    assert.equal(megabytes('-1'), Infinity);
    assert.equal(megabytes('много'), null);
  });
});

describe('«Как исправить» links', () => {
  it('each names a heading id of its article', () => {
    for (const {to} of Object.values(STEPS)) {
      const [page, id] = to.split('#');
      const base = path.join(root, page!.replace(/^\//, ''));
      const source = ['.md', '.mdx']
        .map((ext) => base + ext)
        .find((file) => {
          try {
            readFileSync(file);
            return true;
          } catch {
            return false;
          }
        });
      assert.ok(source, `${to}: no such article`);
      assert.match(
        readFileSync(source, 'utf8'),
        new RegExp(`^#{2,3} .*\\{#${id}\\}$`, 'm'),
        to,
      );
    }
  });
});
