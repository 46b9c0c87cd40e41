import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {
  checkedVersions,
  covers,
  newerReleases,
  releaseNotice,
  type Release,
} from '../../src/data/releases';
import {parseReleases, readReleases} from '../../src/data/releasesFile';
import {findSiteRoot} from '../site-root';

const root = findSiteRoot(__dirname);

const RELEASES: Release[] = [
  {product: 'WordPress', version: '7.2'},
  {product: 'Contact Form 7', plugin: 'contact-form-7', version: '6.1.6'},
  {product: 'Flamingo', plugin: 'flamingo', version: '2.7'},
];

describe('the «newer release» notice beside the badge', () => {
  it('is absent when the article names the newest release', () => {
    assert.equal(releaseNotice('WordPress 7.2', RELEASES), null);
    assert.equal(
      releaseNotice('Contact Form 7 6.1.6, WordPress 7.2', RELEASES),
      null,
    );
  });

  it('names only the version when the badge names one product', () => {
    assert.equal(
      releaseNotice('WordPress 7.1', RELEASES),
      'вышла 7.2, статья перепроверяется',
    );
  });

  it('names the product when the badge names several', () => {
    assert.equal(
      releaseNotice('Contact Form 7 6.1.6, WordPress 7.1', RELEASES),
      'вышла версия WordPress 7.2, статья перепроверяется',
    );
    assert.equal(
      releaseNotice(
        'Flamingo 2.6.2, Contact Form 7 6.1.6, WordPress 7.1',
        RELEASES,
      ),
      'вышли версии Flamingo 2.7 и WordPress 7.2, статья перепроверяется',
    );
  });

  it('ignores products the data file does not track', () => {
    assert.equal(releaseNotice('Open Server Panel 6.4.5', RELEASES), null);
    assert.deepEqual(
      checkedVersions('Open Server Panel 6.4.5, WordPress 7.1', ['WordPress']),
      [{product: 'WordPress', version: '7.1'}],
    );
  });

  it('treats a shorter number as its whole branch, and compares numerically', () => {
    assert.ok(covers('7.1', '7.1.2'));
    assert.ok(!covers('6.1.6', '6.1.7'));
    assert.ok(!covers('7.9', '7.10'));
    assert.ok(covers('7.10', '7.9'));
    assert.ok(covers('4.8', '4.8.0'));
    assert.deepEqual(newerReleases('WordPress 7.10', RELEASES), []);
  });
});

describe('src/data/releases.yml', () => {
  it('parses, and tracks every product an article names with a plugin slug or as WordPress', () => {
    const releases = readReleases(root);
    assert.ok(releases.some((release) => release.product === 'WordPress'));
    for (const release of releases) {
      assert.equal(
        release.product === 'WordPress',
        release.plugin === undefined,
        `${release.product}: a plugin needs its slug, WordPress none`,
      );
    }
  });

  it('stops on a malformed file, naming the file and the line', () => {
    const file = 'src/data/releases.yml';
    const cases: [string, RegExp][] = [
      [
        '- product: WordPress\n  version: 7.1\n',
        /releases\.yml:2: version must be a quoted string/,
      ],
      [
        "- product: WordPress\n  version: '7.x'\n",
        /releases\.yml:1: WordPress: version «7\.x» is not a release number/,
      ],
      [
        "- product: WordPress\n  version: '7.1'\n  date: today\n",
        /releases\.yml:3: unknown field «date»/,
      ],
      [
        "- product: WordPress\n  version: '7.1'\n- product: WordPress\n  version: '7.2'\n",
        /releases\.yml:3: WordPress is listed twice \(first at src\/data\/releases\.yml:1\)/,
      ],
      [
        "- product: Flamingo\n  plugin: Flamingo Plugin\n  version: '2.6.2'\n",
        /releases\.yml:1: Flamingo: plugin «Flamingo Plugin» is not a wordpress\.org slug/,
      ],
      [
        "- product: WordPress\n  version: ['7.1'\n",
        /releases\.yml:\d+: not valid YAML/,
      ],
      ['WordPress: 7.1\n', /releases\.yml:1: expected a list of releases/],
    ];
    for (const [text, message] of cases) {
      assert.throws(() => parseReleases(text, file), message, text);
    }
  });
});
