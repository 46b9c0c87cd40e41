/**
 * Which chunks get V8's compile hint
 * (src/plugins/first-load/page-start/compileHints.ts): entry chunks, and
 * chunks a route registry imports; not those a feature imports on demand.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {describe, it} from 'node:test';

import {
  isRouteRegistry,
  runsAtStart,
} from '../../src/plugins/first-load/page-start/compileHints';

const generated = path.join('/site', '.docusaurus');

function chunk(initial: boolean, ...origins: (string | undefined)[][]) {
  return {
    canBeInitial: () => initial,
    groupsIterable: origins.map((resources) => ({
      origins: resources.map((resource) => ({
        module: resource === undefined ? null : {resource},
      })),
    })),
  };
}

describe('compile hints', () => {
  it('knows core’s registry and the modules of the sections split', () => {
    assert.equal(isRouteRegistry(`${generated}/registry.js`, generated), true);
    assert.equal(
      isRouteRegistry(
        `${generated}/first-load/sections/section-2.js`,
        generated,
      ),
      true,
    );
    assert.equal(
      isRouteRegistry(`${generated}/first-load/sectionsX/a.js`, generated),
      false,
    );
    assert.equal(
      isRouteRegistry(`${generated}/codeTranslations.json`, generated),
      false,
    );
    assert.equal(isRouteRegistry('/site/src/registry.js', generated), false);
    assert.equal(isRouteRegistry(undefined, generated), false);
  });

  it('hints entry chunks and route chunks, not chunks loaded on demand', () => {
    assert.equal(runsAtStart(chunk(true), generated), 'entry');
    assert.equal(
      runsAtStart(
        chunk(
          false,
          ['/site/src/components/Search/SearchButton.tsx'],
          [`${generated}/registry.js`],
        ),
        generated,
      ),
      'route',
    );
    assert.equal(
      runsAtStart(
        chunk(false, ['/site/src/plugins/glossary/client.ts', undefined]),
        generated,
      ),
      false,
    );
    assert.equal(runsAtStart(chunk(false), generated), false);
  });
});
