// The console menu as the Russian admin shows it: every «Раздел → Пункт»
// path of #adminmenu, read off the running lab with the scenarios' browser
// (no Chromium: the menu is in the page's HTML). The re-check compares it
// with the committed wordpress-menu.json to find the menu paths articles
// quote that have moved.
import {DomUtils, parseDocument} from 'htmlparser2';

import {PATH_SEPARATOR} from '../../src/plugins/ui-labels/labels.ts';
import {Browser} from '../scenarios/client.mjs';

/** The text of a menu link without its counters («Плагины 2» → «Плагины»). */
function labelOf(link) {
  const clone = DomUtils.getChildren(link).filter(
    (child) =>
      !(
        child.type === 'tag' &&
        /\b(update-plugins|awaiting-mod|count|plugin-count|menu-counter)\b/.test(
          child.attribs?.class ?? '',
        )
      ),
  );
  return clone
    .map((child) => DomUtils.textContent(child))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The menu of an admin page's HTML: [{top, items: [...]}], in order. */
export function parseMenu(html) {
  const document = parseDocument(html);
  const menu = DomUtils.findOne(
    (element) => element.attribs?.id === 'adminmenu',
    document.children,
  );
  if (!menu) throw new Error('на странице консоли нет #adminmenu');
  const hasClass = (element, name) =>
    (element.attribs?.class ?? '').split(/\s+/).includes(name);
  const tops = DomUtils.getChildren(menu).filter(
    (child) => child.type === 'tag' && hasClass(child, 'menu-top'),
  );
  return tops.map((top) => {
    const name = DomUtils.findOne(
      (element) => hasClass(element, 'wp-menu-name'),
      top.children,
    );
    const submenu = DomUtils.findOne(
      (element) => hasClass(element, 'wp-submenu'),
      top.children,
    );
    const items = submenu
      ? DomUtils.getChildren(submenu)
          .filter((li) => li.type === 'tag' && !hasClass(li, 'wp-submenu-head'))
          .map((li) =>
            DomUtils.findOne((element) => element.name === 'a', li.children),
          )
          .filter(Boolean)
          .map(labelOf)
          .filter((label) => label !== '')
      : [];
    return {top: name ? labelOf(name) : '', items};
  });
}

/** «Раздел → Пункт» for every item, and «Раздел» for every section. */
export function menuPaths(menu) {
  return menu.flatMap(({top, items}) => [
    top,
    ...items.map((item) => `${top} ${PATH_SEPARATOR} ${item}`),
  ]);
}

/** Logs in to the lab at `base` and reads the console's menu. */
export async function readMenu(base) {
  const browser = new Browser(base);
  await browser.login();
  const page = await browser.get('/wp-admin/');
  if (page.status !== 200) {
    throw new Error(`/wp-admin/ ответила ${page.status}`);
  }
  return parseMenu(page.html);
}

/**
 * The menu paths an article quotes (`:ui[Настройки → Общие]`) that were in
 * the `before` menu and are not in the `after` one, with where the item is
 * now, if it is anywhere. Only the first two parts are menu: «Настройки →
 * Общие → Язык сайта» names a field on that screen.
 */
export function movedPaths(marks, before, after) {
  const had = new Set(menuPaths(before));
  const has = new Set(menuPaths(after));
  const found = [];
  for (const mark of marks) {
    if (mark.kind !== 'ui' || !mark.text.includes(PATH_SEPARATOR)) continue;
    const parts = mark.text.split(PATH_SEPARATOR).map((part) => part.trim());
    const menuPath = parts.slice(0, 2).join(` ${PATH_SEPARATOR} `);
    if (!had.has(menuPath) || has.has(menuPath)) continue;
    const item = parts[1];
    const now = after
      .filter(({items}) => items.includes(item))
      .map(({top}) => `${top} ${PATH_SEPARATOR} ${item}`);
    found.push({line: mark.line, path: menuPath, now});
  }
  return found;
}
