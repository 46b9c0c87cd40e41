// Helpers of the plugin and theme scenarios (plaginy.scenarios.mjs,
// temy.scenarios.mjs): a stand-in for WordPress.org that offers updates from
// local zip files, zip archives built with PHP, uploads through the admin's
// own forms, folders PHP cannot write to, and the parts of an admin page a
// reader looks at (the menu, a notice).
import {spawnSync} from 'node:child_process';
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {wpEval} from './faults.mjs';

/** `&amp;` in an href as a browser reads it. */
const unescape = (href) => href.replace(/&amp;/g, '&').replace(/&#038;/g, '&');

/** The first link of a page ({html, url}) whose href matches `pattern`. */
export function link(page, pattern) {
  for (const match of page.html.matchAll(/href="([^"]+)"/g)) {
    const href = unescape(match[1]);
    if (pattern.test(href)) return new URL(href, page.url).href;
  }
  throw new Error(`на странице нет ссылки ${pattern}`);
}

/** The value of a hidden field (`_wpnonce`, `nonce`) of the page. */
export function field(html, name) {
  const re = new RegExp(`name="${name}" value="([^"]*)"`);
  const value = re.exec(html)?.[1];
  if (value === undefined) throw new Error(`на странице нет поля ${name}`);
  return value;
}

/** The admin menu on the left, as text: from «Консоль» to «Свернуть меню». */
export function adminMenu(text) {
  const start = text.indexOf('Перейти к верхней панели');
  const end = text.indexOf('Свернуть меню');
  return start < 0 || end < 0 ? '' : text.slice(start + 25, end).trim();
}

/** The page below the admin bar and the help tabs: what the screen shows. */
export function screen(text) {
  const help = text.lastIndexOf('Помощь');
  const body = help < 0 ? text : text.slice(help + 'Помощь'.length);
  return body.replace(/Спасибо вам за творчество с WordPress\..*$/, '').trim();
}

/**
 * A submenu as the page shows it: the words after `item` (named twice, the
 * second time as the submenu's first entry; either may carry a count such as
 * «Плагины 0») up to the next top-level item `next`. Null when `item` has no
 * submenu.
 */
export function submenu(menu, item, next) {
  const re = new RegExp(`${item}(?: \\d+)? ${item}(?: \\d+)? (.*?) ${next}`);
  return re.exec(menu)?.[1] ?? null;
}

/**
 * Writes a zip file from `{path: text}` with PHP's ZipArchive (the lab's
 * PHP has the zip extension; WordPress opens archives with it too).
 */
export function makeZip(lab, name, files) {
  const stage = path.join(lab.work, 'zip-stage', name);
  rmSync(stage, {recursive: true, force: true});
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(stage, file)), {recursive: true});
    writeFileSync(path.join(stage, file), content);
  }
  const target = path.join(lab.work, name);
  const code = `
    $z = new ZipArchive();
    $z->open(${JSON.stringify(target)}, ZipArchive::CREATE | ZipArchive::OVERWRITE);
    $it = new RecursiveIteratorIterator(new RecursiveDirectoryIterator(${JSON.stringify(stage)}, FilesystemIterator::SKIP_DOTS));
    foreach ($it as $f) { $z->addFile($f->getPathname(), substr($f->getPathname(), ${stage.length + 1})); }
    $z->close();`;
  const result = spawnSync('php', ['-r', code], {encoding: 'utf8'});
  if (result.status !== 0) throw new Error(`zip: ${result.stderr}`);
  return target;
}

/** A plugin's main file: the header WordPress reads, then `body`. */
export function pluginFile(name, version, body = '') {
  return `<?php\n/**\n * Plugin Name: ${name}\n * Version: ${version}\n */\n${body}\n`;
}

/**
 * Uploads a zip through Плагины → Добавить плагин → Загрузить плагин (or the
 * themes' form) as the browser does; returns the result page.
 */
export async function uploadZip(admin, kind, fileName, bytes) {
  const form = await admin.get(`/wp-admin/${kind}-install.php?tab=upload`);
  const body = new FormData();
  body.append('_wpnonce', field(form.html, '_wpnonce'));
  body.append('_wp_http_referer', `/wp-admin/${kind}-install.php?tab=upload`);
  body.append(`${kind}zip`, new Blob([bytes]), fileName);
  body.append('install-plugin-submit', 'Установить сейчас');
  return admin.get(`/wp-admin/update.php?action=upload-${kind}`, {
    method: 'POST',
    body,
    // A browser sends the form's address; WordPress builds «Пожалуйста,
    // попробуйте ещё раз» from it when the form's code has expired.
    headers: {referer: form.url},
  });
}

/**
 * A stand-in for WordPress.org, as an mu-plugin next to the lab's own
 * offline.php: it offers `plugins` ({file: {version, package}}) and
 * `themes` ({slug: {version, package}}) as updates, where package is a local
 * zip (WordPress installs a local path as it would a download), and answers
 * «this is in the catalog» for every other installed plugin and theme, so
 * that WordPress treats them as it treats plugins from WordPress.org
 * (auto-update links), except the plugin files listed in `outside`.
 * `catalog` lists the theme slugs themes_api() knows.
 */
export function wporgStandIn(
  lab,
  {plugins = {}, themes = {}, catalog = [], outside = []},
) {
  const config = JSON.stringify({plugins, themes, catalog, outside});
  writeFileSync(
    path.join(lab.wp, 'wp-content/mu-plugins/kb-lab-wporg.php'),
    `<?php
// Scenario stand-in for WordPress.org (lab/scenarios/plaginy-lib.mjs).
$kb_wporg = json_decode( ${phpString(config)}, true );
add_filter( 'pre_site_transient_update_plugins', function () use ( $kb_wporg ) {
	if ( ! function_exists( 'get_plugins' ) ) {
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
	}
	$out = (object) array( 'last_checked' => time(), 'checked' => array(), 'response' => array(), 'no_update' => array(), 'translations' => array() );
	foreach ( get_plugins() as $file => $data ) {
		$out->checked[ $file ] = $data['Version'];
		$offer = $kb_wporg['plugins'][ $file ] ?? null;
		$item  = (object) array( 'id' => 'w.org/plugins/' . dirname( $file ), 'slug' => dirname( $file ), 'plugin' => $file, 'new_version' => $data['Version'], 'url' => '', 'package' => '', 'icons' => array(), 'banners' => array(), 'tested' => '', 'requires_php' => '' );
		if ( $offer && version_compare( $offer['version'], $data['Version'], '>' ) ) {
			$item->new_version = $offer['version'];
			$item->package     = $offer['package'];
			$out->response[ $file ] = $item;
		} elseif ( ! in_array( $file, $kb_wporg['outside'], true ) ) {
			$out->no_update[ $file ] = $item;
		}
	}
	return $out;
}, 20 );
add_filter( 'pre_site_transient_update_themes', function () use ( $kb_wporg ) {
	$out = (object) array( 'last_checked' => time(), 'checked' => array(), 'response' => array(), 'no_update' => array(), 'translations' => array() );
	foreach ( wp_get_themes() as $slug => $theme ) {
		$out->checked[ $slug ] = $theme->get( 'Version' );
		$offer = $kb_wporg['themes'][ $slug ] ?? null;
		$item  = array( 'theme' => $slug, 'new_version' => $theme->get( 'Version' ), 'url' => '', 'package' => '', 'requires' => '', 'requires_php' => '' );
		if ( $offer && version_compare( $offer['version'], $theme->get( 'Version' ), '>' ) ) {
			$item['new_version'] = $offer['version'];
			$item['package']     = $offer['package'];
			$out->response[ $slug ] = $item;
		} else {
			$out->no_update[ $slug ] = $item;
		}
	}
	return $out;
}, 20 );
add_filter( 'themes_api', function ( $result, $action, $args ) use ( $kb_wporg ) {
	if ( 'theme_information' === $action && in_array( $args->slug ?? '', $kb_wporg['catalog'], true ) ) {
		return (object) array( 'name' => $args->slug, 'slug' => $args->slug, 'version' => '1.0', 'download_link' => '' );
	}
	return $result;
}, 10, 3 );
`,
  );
}

/** PHP single-quoted string literal. */
function phpString(text) {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/**
 * The lab's offline.php hides the «Необходимые» (must-use) tab, because a
 * fresh site has no must-use plugins; a scenario that installs one shows the
 * tab again, as WordPress does. The lab's own files in mu-plugins
 * (kb-lab-*.php) stay out of the tab and its count, so that it lists what a
 * reader's site would: the scenario's plugin alone.
 */
export function showMustUseTab(lab) {
  writeFileSync(
    path.join(lab.wp, 'wp-content/mu-plugins/kb-lab-show-mustuse.php'),
    `<?php
add_filter( 'show_advanced_plugins', '__return_true', 20 );
add_filter( 'plugins_list', function ( $plugins ) {
	foreach ( array_keys( $plugins['mustuse'] ?? array() ) as $file ) {
		if ( str_starts_with( $file, 'kb-lab-' ) ) {
			unset( $plugins['mustuse'][ $file ] );
		}
	}
	return $plugins;
} );
`,
  );
}

/**
 * Makes folders or files unwritable for PHP, as a wrong owner does on a
 * host. The lab runs as root, for whom permissions do not count; the
 * immutable attribute (chattr +i) stops root as well. Returns the function
 * that lifts it: call it in `finally`, or the lab cannot delete its folder.
 */
export function makeUnwritable(paths) {
  const run = (flag) => {
    const result = spawnSync('chattr', [flag, ...paths], {encoding: 'utf8'});
    if (result.status !== 0)
      throw new Error(`chattr ${flag}: ${result.stderr.trim()}`);
  };
  run('+i');
  return () => run('-i');
}

/**
 * Mounts a small tmpfs over `dir` (the lab runs as root): a folder whose
 * disk is full, as an exhausted hosting quota leaves it. Returns the
 * function that unmounts it.
 */
export function mountFull(dir, size = '32k') {
  mkdirSync(dir, {recursive: true});
  const result = spawnSync(
    'mount',
    ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir],
    {encoding: 'utf8'},
  );
  if (result.status !== 0) {
    throw new Error(
      `mount tmpfs: ${result.stderr.trim()} (сценарию нужен root с CAP_SYS_ADMIN)`,
    );
  }
  return () => spawnSync('umount', [dir]);
}

/** Whether `file` is among the active plugins. */
export function isActive(lab, file) {
  return (
    wpEval(lab, `echo is_plugin_active('${file}') ? 'yes' : 'no';`) === 'yes'
  );
}

/** The text of a notice: `marker` and what follows it, up to `limit` chars. */
export function around(text, marker, limit = 400) {
  const at = text.indexOf(marker);
  return at < 0 ? '' : text.slice(at, at + limit);
}
