/**
 * «Обновлено» (issue 16): every doc page of the build shows the date its
 * source file last changed in git, in Russian, as a `<time>`, and gives the
 * same instant as `dateModified` in its Article JSON-LD and as
 * `article:modified_time`. The dates are read from git here, file by file,
 * the slow way the build avoids. In a copy of the site outside git (the
 * author test runs this file against one, KB_ROOT) no page may show a date.
 * The date is shown once: upstream's row under the article is not there.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';

import {findSiteRoot} from '../site-root';
import {htmlFileOf, siteContent} from '../site-routes';

const root = findSiteRoot(__dirname);
const build = path.join(root, 'build');

/** `git log -1 --format=%cI` of a file, or null outside git or untracked. */
function lastCommitDate(file: string): Date | null {
  const git = spawnSync('git', ['log', '-1', '--format=%cI', '--', file], {
    cwd: root,
    encoding: 'utf8',
  });
  const output = git.status === 0 ? git.stdout.trim() : '';
  return output ? new Date(output) : null;
}

/** A date as a Russian reader reads it, e.g. «22 ноября 2026 г.». */
const russian = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** What a page says about its last update: visible, JSON-LD, Open Graph. */
function pageDates(html: string) {
  const visible =
    /Обновлено: <time datetime="?([^"\s>]+)"?>([^<]+)<\/time>/.exec(html);
  const jsonLd = [
    ...html.matchAll(
      /<script[^>]* type="?application\/ld\+json"?[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ]
    .map(([, json]) => JSON.parse(json!) as Record<string, unknown>)
    .find((data) => data['@type'] === 'Article');
  const meta =
    /<meta [^>]*property="?article:modified_time"? content="?([^"\s>]+)/.exec(
      html,
    );
  return {
    dateTime: visible?.[1] ?? null,
    text: visible?.[2] ?? null,
    dateModified: (jsonLd?.dateModified as string | undefined) ?? null,
    modifiedTime: meta?.[1] ?? null,
    hasArticle: jsonLd !== undefined,
  };
}

describe('«Обновлено» on every doc page', () => {
  for (const doc of siteContent(root).docs) {
    it(`${doc.file}: the date its file last changed in git`, () => {
      const html = readFileSync(htmlFileOf(build, doc.route), 'utf8');
      const dates = pageDates(html);
      assert.ok(dates.hasArticle, 'an Article JSON-LD');
      // Once, under the title: not again in upstream's row under the
      // article («Последнее обновление …»; src/theme/EditMetaRow is empty).
      assert.ok(
        !html.includes('theme-last-updated'),
        "upstream's date row under the article",
      );
      const committed = lastCommitDate(doc.file);
      if (committed === null) {
        assert.deepEqual(
          [dates.dateTime, dates.dateModified, dates.modifiedTime],
          [null, null, null],
          'no git history for the file: no date anywhere',
        );
        return;
      }
      const expected = committed.getTime();
      assert.equal(dates.text, russian.format(committed));
      for (const [where, value] of Object.entries({
        '<time datetime>': dates.dateTime,
        'JSON-LD dateModified': dates.dateModified,
        'article:modified_time': dates.modifiedTime,
      })) {
        assert.ok(value, `${where} is missing`);
        assert.equal(Date.parse(value), expected, `${where}: ${value}`);
      }
    });
  }
});
