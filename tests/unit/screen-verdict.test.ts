/**
 * The screenshot script's rule for English on a screen
 * (src/plugins/ui-labels/labels.ts, screenVerdict): English that the
 * dictionary has in Russian is an error, English it has only in English is
 * listed, anything else passes.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {
  createLookup,
  screenVerdict,
  type Dictionary,
} from '../../src/plugins/ui-labels/labels';

const info = {name: 'WordPress', version: '7.1', translations: [], note: ''};
const dictionary: Dictionary = {
  products: {wordpress: info, plugin: {...info, name: 'Plugin'}},
  entries: [
    {product: 'wordpress', version: '7.1', en: 'Email', ru: 'Эл. почта'},
    {product: 'plugin', version: '1.0', en: 'Email', ru: null},
    {product: 'wordpress', version: '7.1', en: 'Connectors', ru: 'Подключения'},
    {product: 'wordpress', version: '7.1', en: 'Fonts', ru: null},
    {product: 'wordpress', version: '7.1', en: 'WordPress', ru: 'WordPress'},
    {product: 'wordpress', version: '7.1', en: 'Role', ru: 'Роль'},
    {product: 'plugin', version: '1.0', en: 'Role', ru: 'Role'},
  ],
};
const lookup = createLookup(dictionary, ['wordpress', 'plugin']);

describe('screenVerdict', () => {
  it('flags English that the Russian site shows in Russian', () => {
    assert.deepEqual(screenVerdict(lookup, 'Connectors'), {
      kind: 'russian',
      ru: 'Подключения',
    });
  });
  it('lists English that the dictionary has only in English', () => {
    assert.deepEqual(screenVerdict(lookup, 'Fonts'), {kind: 'unknown'});
  });
  it('lists English of two products when one of them has no Russian', () => {
    assert.deepEqual(screenVerdict(lookup, 'Email'), {kind: 'unknown'});
  });
  it('passes English that one product keeps in its Russian translation', () => {
    assert.equal(screenVerdict(lookup, 'Role'), null);
  });
  it('passes Russian, names that read the same, and text of no product', () => {
    assert.equal(screenVerdict(lookup, 'Подключения'), null);
    assert.equal(screenVerdict(lookup, 'WordPress'), null);
    assert.equal(screenVerdict(lookup, 'Привет, мир'), null);
    assert.equal(screenVerdict(lookup, 'example.com'), null);
  });
});
