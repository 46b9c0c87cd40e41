/**
 * «Что случилось с сайтом?» in the production build (`npm test` builds
 * before the node tests): every path of src/data/troubleshooting.yml ends
 * on an h2 or h3 that the built article really has, the address the
 * browser gets for it (the generated tree.json) is that article's, and
 * the home page's HTML, what a reader without JavaScript gets, links every
 * symptom to its article. What exists is read from the build's own route
 * list and pages, not from a copy of today's tree.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';

import {DomUtils, parseDocument} from 'htmlparser2';

import {
  readTroubleshooting,
  splitArticle,
  walks,
  type Step,
} from '../../src/plugins/troubleshooting/tree';
import type {
  GuideStep,
  GuideTree,
} from '../../src/plugins/troubleshooting/types';
import {findSiteRoot} from '../site-root';
import {htmlFileOf, readRouteList} from '../site-routes';

const root = findSiteRoot(__dirname);
const build = path.join(root, 'build');
const symptoms = readTroubleshooting(root);
const permalinks = new Map(
  readRouteList(root, build).docs.map((doc) => [doc.source, doc.permalink]),
);

const pages = new Map<string, ReturnType<typeof parseDocument>>();
function page(route: string) {
  if (!pages.has(route)) {
    const file = htmlFileOf(build, route);
    assert.ok(existsSync(file), `${route}: no page ${file} in the build`);
    pages.set(route, parseDocument(readFileSync(file, 'utf8')));
  }
  return pages.get(route)!;
}

/** The route of a docs/ link, from the build's route list. */
function routeOf(link: string, where: string): string {
  const {file} = splitArticle(link);
  const route = permalinks.get(`docs/${file}`);
  assert.ok(route, `${where}: docs/${file} is no page of the build`);
  return route;
}

describe('«Что случилось с сайтом?» in the build', () => {
  it('ends every path on a heading the built article has', () => {
    let ends = 0;
    for (const {symptom, turns, end} of walks(symptoms)) {
      if (!('answer' in end)) continue;
      const where = `${end.at} (${symptom.id}: ${turns.map((t) => (t.yes ? 'да' : 'нет')).join(' → ')})`;
      const {anchor} = splitArticle(end.article);
      const heading = DomUtils.findOne(
        (element) =>
          /^h[23]$/.test(element.name) && element.attribs.id === anchor,
        page(routeOf(end.article, where)).children,
      );
      assert.ok(
        heading,
        `${where}: no h2 or h3 with id="${anchor}" on ${end.article}`,
      );
      ends += 1;
    }
    assert.ok(ends > 0, 'no path ends on an article');
  });

  it('gives the browser each answer with that article’s address and heading', () => {
    const file = path.join(
      root,
      '.docusaurus/troubleshooting/default/tree.json',
    );
    const tree = JSON.parse(readFileSync(file, 'utf8')) as GuideTree;
    assert.deepEqual(
      tree.map(({id}) => id),
      symptoms.map(({id}) => id),
    );
    const pairs = (source: Step, built: GuideStep): void => {
      if ('ask' in source && 'ask' in built) {
        assert.equal(built.ask, source.ask);
        pairs(source.yes, built.yes);
        pairs(source.no, built.no);
      } else if ('answer' in source && 'answer' in built) {
        const route = routeOf(source.article, source.at);
        const {anchor} = splitArticle(source.article);
        assert.equal(built.to, `${route}#${anchor}`, source.at);
        const heading = DomUtils.findOne(
          (element) => element.attribs.id === anchor,
          page(route).children,
        )!;
        // The page's heading ends with its «#» link, a zero-width space.
        const shown = DomUtils.textContent(heading)
          .replace(/\u200B/g, '')
          .trim();
        assert.equal(built.section, shown, source.at);
      } else {
        assert.ok('support' in source && 'support' in built, source.at);
      }
    };
    symptoms.forEach((symptom, index) =>
      pairs(symptom.step, tree[index]!.step),
    );
  });

  it('links every symptom to its article in the home page’s HTML', () => {
    const home = page('/');
    const section = DomUtils.findOne(
      (element) => element.attribs['aria-labelledby'] === 'home-guide',
      home.children,
    );
    assert.ok(section, 'no section «Что случилось с сайтом?» on the home page');
    // The symptoms' list; the heading has its own «#» link.
    const list = DomUtils.findOne(
      (element) => element.name === 'ul',
      section.children,
    );
    assert.ok(list, 'no list of symptoms');
    const links = DomUtils.findAll(
      (element) => element.name === 'a',
      list.children,
    ).map((a) => [DomUtils.textContent(a), a.attribs.href]);
    assert.deepEqual(
      links,
      symptoms.map((symptom) => {
        const {anchor} = splitArticle(symptom.article);
        const route = routeOf(symptom.article, symptom.at);
        return [
          symptom.symptom.replace(/`/g, ''),
          anchor ? `${route}#${anchor}` : route,
        ];
      }),
    );
  });
});
