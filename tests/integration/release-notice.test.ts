/**
 * «Проверено: WordPress 7.1 (вышла 7.2, статья перепроверяется)»: every doc
 * page of the build says beside its badge that a newer release is out
 * exactly when src/data/releases.yml knows one newer than the article's
 * `checked_with`, in the words of src/data/releases.ts, and says nothing when
 * the versions match. On the repository today every article is current, so
 * the notice must be absent everywhere; the test of an author's additions
 * (tests/integration/new-content.test.ts) runs this file again on a copy
 * whose data file has a newer WordPress, where it must be present.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';

import {releaseNotice} from '../../src/data/releases';
import {readReleases} from '../../src/data/releasesFile';
import {parseDoc} from '../content/rules';
import {findSiteRoot} from '../site-root';
import {htmlFileOf, siteContent} from '../site-routes';

const root = findSiteRoot(__dirname);
const build = path.join(root, 'build');
const releases = readReleases(root);

/** The badge paragraph of a page, and the notice inside it, as text. */
function badgeOf(html: string) {
  const badge = /<p class="?[^">]*badge[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1];
  const notice = badge
    ? /<span [^>]*data-release-notice[^>]*>([\s\S]*?)<\/span>/.exec(badge)?.[1]
    : undefined;
  const text = (value: string | undefined) =>
    value?.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '') ?? null;
  return {badge: text(badge), notice: text(notice)};
}

describe('the «newer release» notice beside the badge', () => {
  const docs = siteContent(root).docs.map((doc) => ({
    ...doc,
    checkedWith: parseDoc(
      doc.file,
      readFileSync(path.join(root, doc.file), 'utf8'),
    ).frontMatter.checked_with,
  }));

  it('has articles naming a tracked product to check', () => {
    const tracked = docs.filter(
      (doc) =>
        typeof doc.checkedWith === 'string' &&
        releases.some((release) =>
          (doc.checkedWith as string).includes(release.product),
        ),
    );
    assert.ok(tracked.length > 0, 'no article names a product of releases.yml');
  });

  for (const doc of docs) {
    if (typeof doc.checkedWith !== 'string') continue;
    const checkedWith = doc.checkedWith;
    it(`${doc.file}: ${checkedWith}`, () => {
      const html = readFileSync(htmlFileOf(build, doc.route), 'utf8');
      const {badge, notice} = badgeOf(html);
      assert.ok(
        badge?.includes(checkedWith),
        `the badge names «${checkedWith}»`,
      );
      const expected = releaseNotice(checkedWith, releases);
      assert.equal(notice, expected === null ? null : `(${expected})`);
    });
  }
});
