// Helpers of the theme scenarios (temy.scenarios.mjs).
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {wpEval} from './faults.mjs';

/**
 * What WordPress.org's update check answers for themes, stored as WordPress
 * stores it: the themes of the catalog (`catalog`, slugs) are listed, as
 * up to date; any other theme of the site (one written for it, a bought
 * one) is not, because the catalog does not know it. The check is fresh, so
 * «Внешний вид → Темы» does not ask again. The lab's offline.php answers
 * every update check with «nothing known»; here WordPress reads the stored
 * answer instead, through the filters a theme's own updater uses.
 */
export function themeUpdateCheck(lab, catalog) {
  writeFileSync(
    path.join(lab.wp, 'wp-content/mu-plugins/kb-lab-theme-updates.php'),
    "<?php\nadd_filter( 'pre_site_transient_update_themes', '__return_false', 20 );\n",
  );
  wpEval(
    lab,
    `$out = (object) array( 'last_checked' => time(), 'checked' => array(), 'response' => array(), 'no_update' => array(), 'translations' => array() );
    foreach ( wp_get_themes() as $slug => $theme ) {
      $out->checked[ $slug ] = $theme->get( 'Version' );
      if ( in_array( $slug, ${JSON.stringify(catalog).replace(/^\[/, 'array(').replace(/\]$/, ')')}, true ) ) {
        $out->no_update[ $slug ] = array( 'theme' => $slug, 'new_version' => $theme->get( 'Version' ), 'url' => '', 'package' => '', 'requires' => '', 'requires_php' => '' );
      }
    }
    set_site_transient( 'update_themes', $out );`,
  );
}

/**
 * A bought theme's own updater, the way such themes ship it: a filter that
 * adds the theme to WordPress's update data, as the developer's server
 * would answer.
 */
export function vendorUpdater(lab, slug) {
  writeFileSync(
    path.join(lab.wp, 'wp-content/mu-plugins/kb-lab-vendor-updater.php'),
    `<?php
add_filter( 'site_transient_update_themes', function ( $value ) {
	if ( is_object( $value ) ) {
		$value->no_update[ ${JSON.stringify(slug)} ] = array( 'theme' => ${JSON.stringify(slug)}, 'new_version' => '1.0', 'url' => '', 'package' => '', 'requires' => '', 'requires_php' => '' );
	}
	return $value;
} );
`,
  );
}

/** Whether the «Информация о теме» window of each theme offers auto-updates. */
export function autoUpdateLinks(html) {
  const data = JSON.parse(
    /var _wpThemeSettings = (\{[\s\S]*?\});\n/.exec(html)?.[1] ?? '{}',
  );
  return Object.fromEntries(
    (data.themes ?? []).map((t) => [t.id, t.autoupdate?.supported ?? null]),
  );
}

/**
 * The stylesheets of a page in the order it loads them: `handle file` for a
 * linked file, `handle (в коде страницы)` for CSS that WordPress printed
 * into the page instead (it does so with small theme stylesheets).
 */
export function pageStyles(html, base) {
  return [
    ...html.matchAll(
      /<link[^>]+id=['"]([^'"]+)-css['"][^>]+href=['"]([^'"]+)['"]|<style[^>]+id=['"]([^'"]+)-inline-css['"]/g,
    ),
  ].map((m) =>
    m[1] ? `${m[1]} ${m[2].replace(base, '')}` : `${m[3]} (в коде страницы)`,
  );
}
