<?php
/**
 * Runs a piece of PHP inside the lab's WordPress, as WP-CLI's `wp eval`
 * would: `php wp-eval.php '<code>'`, with LAB_WP_DIR and LAB_URL set (the
 * lab's php() does). Prints what the code echoes. Used by the scenarios to
 * set up a fault and to read what a screen would show (a Site Health test's
 * label) without a browser.
 */
$kb_parts               = parse_url( getenv( 'LAB_URL' ) );
$_SERVER['HTTP_HOST']   = $kb_parts['host'] . ':' . $kb_parts['port'];
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_NAME'] = '127.0.0.1';
require getenv( 'LAB_WP_DIR' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/admin.php';
wp_set_current_user( 1 );
eval( $argv[1] );
