// Faults a scenario sets up on the lab, written the way a site owner or a
// broken plugin would leave them: files in wp-content, lines in
// wp-config.php, options in the database.
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const SETTINGS_LINE = "require_once ABSPATH . 'wp-settings.php';";

/** Runs PHP inside WordPress (wp-eval.php); returns what it printed. */
export function wpEval(lab, code) {
  const result = lab.php([path.join(here, 'wp-eval.php'), code]);
  if (result.status !== 0) {
    throw new Error(`wp-eval: ${result.stdout}${result.stderr}`);
  }
  return result.stdout;
}

/** Adds a plugin from its PHP code and, unless told not to, activates it. */
export function addPlugin(lab, slug, name, body, {activate = true} = {}) {
  const dir = path.join(lab.wp, 'wp-content/plugins', slug);
  mkdirSync(dir, {recursive: true});
  writeFileSync(
    path.join(dir, `${slug}.php`),
    `<?php\n/**\n * Plugin Name: ${name}\n * Version: 1.0\n */\n${body}\n`,
  );
  if (activate) {
    // The option, not activate_plugin(): a plugin that fails on load would
    // stop the activation itself, and a real site gets such a plugin by an
    // update, not by a fresh activation.
    wpEval(
      lab,
      `$p = get_option('active_plugins'); $p[] = '${slug}/${slug}.php'; update_option('active_plugins', $p);`,
    );
  }
  return `${slug}/${slug}.php`;
}

/** Writes a must-use plugin (wp-content/mu-plugins/<name>.php). */
export function addMuPlugin(lab, name, body) {
  const dir = path.join(lab.wp, 'wp-content/mu-plugins');
  mkdirSync(dir, {recursive: true});
  writeFileSync(path.join(dir, `${name}.php`), `<?php\n${body}\n`);
}

export function configPath(lab) {
  return path.join(lab.wp, 'wp-config.php');
}

/** Rewrites wp-config.php through `change(text) => text`. */
export function editConfig(lab, change) {
  const file = configPath(lab);
  writeFileSync(file, change(readFileSync(file, 'utf8')));
}

/** Lines put where the article says: above `require_once … wp-settings.php`. */
export function aboveSettings(lines) {
  return (text) => text.replace(SETTINGS_LINE, `${lines}\n${SETTINGS_LINE}`);
}

/** Lines put below `require_once … wp-settings.php`, the wrong place. */
export function belowSettings(lines) {
  return (text) => text.replace(SETTINGS_LINE, `${SETTINGS_LINE}\n${lines}`);
}

/** Replaces the file's `define( 'WP_DEBUG', false );` with these lines. */
export function replaceDebugLine(lines) {
  return (text) => {
    if (!text.includes("define( 'WP_DEBUG', false );")) {
      throw new Error(
        "в wp-config.php нет строки define( 'WP_DEBUG', false );",
      );
    }
    return text.replace("define( 'WP_DEBUG', false );", lines);
  };
}

/** The article's safe set for a live site. */
export const SAFE_DEBUG_SET = [
  "define( 'WP_DEBUG', true );",
  "define( 'WP_DEBUG_LOG', true );",
  "define( 'WP_DEBUG_DISPLAY', false );",
  "@ini_set( 'display_errors', 0 );",
].join('\n');

/** The line number of `needle` in wp-config.php (1-based). */
export function configLine(lab, needle) {
  const lines = readFileSync(configPath(lab), 'utf8').split('\n');
  return lines.findIndex((line) => line.includes(needle)) + 1;
}
