/**
 * The reader the YAML data files share (src/data/yamlFile.ts): what each
 * reader's own tests do not reach. A file's first problem is the one
 * reported, a part of a file counts its lines from the file's start, and
 * a data file is found from a folder below the site.
 */
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';

import {
  fieldsOf,
  isText,
  parseDataFile,
  parseYamlText,
  readDataFile,
} from '../../src/data/yamlFile';

const KEYS = new Set(['a', 'b']);

/**
 * The fields of the first mapping in `text`, each value checked to be text
 * as a reader does: in the same loop.
 */
function textFields(text: string, file = 'd.yml'): string[] {
  const yaml = parseDataFile(text, file);
  const [item] = (yaml.doc.contents as {items: unknown[]}).items;
  const fields: string[] = [];
  for (const {key, value, at} of fieldsOf(yaml, item, KEYS)) {
    if (!isText(value)) yaml.fail(at, `${key} is no text`);
    fields.push(`${key}=${(value as {value: string}).value}`);
  }
  return fields;
}

describe('yaml data files (src/data/yamlFile.ts)', () => {
  it('reads the fields of a mapping in order', () => {
    assert.deepEqual(textFields('- b: y\n  a: x\n'), ['b=y', 'a=x']);
  });

  it('reports the first problem of a mapping, field by field', () => {
    // The value on line 2 is wrong before the unknown field on line 3.
    assert.throws(
      () => textFields('- a: x\n  b: [y]\n  c: z\n'),
      /^Error: d\.yml:2: b is no text$/,
    );
    assert.throws(
      () => textFields('- a: x\n  c: z\n  b: [y]\n'),
      /^Error: d\.yml:2: unknown field «c» \(allowed: a, b\)$/,
    );
  });

  it('counts the lines of a front matter from its file’s start', () => {
    const {doc, at, fail} = parseYamlText('title: x\nerrors: 1\n', 'a.md', {
      lineOffset: 1,
      prefix: 'errors: ',
    });
    const where = at(doc.get('errors', true));
    assert.equal(where, 'a.md:3');
    assert.throws(
      () => fail(where, 'wrong'),
      /^Error: a\.md:3: errors: wrong$/,
    );
  });

  it('finds a data file from a folder below the site, or names it', () => {
    const site = mkdtempSync(path.join(tmpdir(), 'yaml-file-'));
    try {
      mkdirSync(path.join(site, 'src/data'), {recursive: true});
      mkdirSync(path.join(site, '.cache/tests'), {recursive: true});
      writeFileSync(path.join(site, 'src/data/d.yml'), '- a: 1\n');
      const below = path.join(site, '.cache/tests');
      assert.deepEqual(
        readDataFile(below, 'src/data/d.yml', (text, file) => [file, text]),
        ['src/data/d.yml', '- a: 1\n'],
      );
      assert.throws(
        () => readDataFile(below, 'src/data/none.yml', () => null),
        {message: `src/data/none.yml: not found in ${below} or above`},
      );
    } finally {
      rmSync(site, {recursive: true, force: true});
    }
  });
});
