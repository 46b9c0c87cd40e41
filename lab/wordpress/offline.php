<?php
/**
 * Plugin Name: Knowledge base lab: a configured site, offline
 * Description: Copied into wp-content/mu-plugins by lab/wordpress/start.mjs.
 *
 * The lab has no internet (WP_HTTP_BLOCK_EXTERNAL). A real site does, and it
 * does not show the warnings that only the lab's isolation causes. This file
 * answers, from the machine, the questions a real site asks WordPress.org,
 * and leaves every other screen as WordPress draws it.
 */

// Updates: the installed core, plugins and themes are the newest. A real
// site checks WordPress.org; the lab cannot, and would say the check failed.
add_filter(
	'pre_site_transient_update_core',
	function () {
		global $wp_version;
		$locale = get_locale();
		return (object) array(
			'updates'         => array(
				(object) array(
					'response'        => 'latest',
					'download'        => '',
					'locale'          => $locale,
					'packages'        => (object) array(),
					'current'         => $wp_version,
					'version'         => $wp_version,
					'php_version'     => '7.4',
					'mysql_version'   => '5.5.5',
					'new_bundled'     => '',
					'partial_version' => false,
				),
			),
			'last_checked'    => time(),
			'version_checked' => $wp_version,
			'translations'    => array(),
		);
	}
);
foreach ( array( 'update_plugins', 'update_themes' ) as $kb_lab_kind ) {
	add_filter(
		'pre_site_transient_' . $kb_lab_kind,
		function () use ( $kb_lab_kind ) {
			$checked = array();
			if ( 'update_plugins' === $kb_lab_kind ) {
				if ( ! function_exists( 'get_plugins' ) ) {
					require_once ABSPATH . 'wp-admin/includes/plugin.php';
				}
				foreach ( get_plugins() as $file => $data ) {
					$checked[ $file ] = $data['Version'];
				}
			} else {
				foreach ( wp_get_themes() as $slug => $theme ) {
					$checked[ $slug ] = $theme->get( 'Version' );
				}
			}
			return (object) array(
				'last_checked' => time(),
				'checked'      => $checked,
				'response'     => array(),
				'translations' => array(),
				'no_update'    => array(),
			);
		}
	);
}

// The language list: offline, General settings would show «ru_RU» instead of
// the language's name, which WordPress.org supplies on a real site.
add_filter(
	'pre_site_transient_available_translations',
	function () {
		return array(
			'ru_RU' => array(
				'language'     => 'ru_RU',
				'version'      => get_bloginfo( 'version' ),
				'updated'      => '2026-08-19 00:00:00',
				'english_name' => 'Russian',
				'native_name'  => 'Русский',
				'package'      => '',
				'iso'          => array( 1 => 'ru', 2 => 'rus' ),
				'strings'      => array( 'continue' => 'Продолжить' ),
			),
		);
	}
);

// Site Health: drop the tests whose result is the lab's isolation, not the
// site (no internet, no HTTPS on loopback, updates switched off for the lab,
// a response time that depends on the lab machine's load).
add_filter(
	'site_status_tests',
	function ( $tests ) {
		unset(
			$tests['direct']['http_requests'],
			$tests['async']['dotorg_communication'],
			$tests['async']['background_updates'],
			$tests['async']['https_status'],
			// Times the lab's own server: its result follows the machine's
			// load, so two captures would differ.
			$tests['async']['page_cache'],
			// WP Mail SMTP asks its own server about the sender's domain.
			$tests['async']['wp_mail_smtp_email_domain_check']
		);
		return $tests;
	},
	// After the plugins have added theirs.
	100
);


// The «Необходимые» (must-use) tab of the plugin list would show this very
// file: a real site has no such plugin.
add_filter(
	'show_advanced_plugins',
	function ( $show, $type ) {
		return 'mustuse' === $type ? false : $show;
	},
	10,
	2
);

// Site Health asks WordPress.org whether this PHP version is supported; the
// lab answers with the release's own recommendation (readme.html: PHP 8.3),
// and 8.2 is supported.
add_filter(
	'pre_site_transient_php_check_' . md5( PHP_VERSION ),
	function () {
		return array(
			'recommended_version' => '8.3',
			'minimum_version'     => '7.4',
			'is_supported'        => true,
			'is_secure'           => true,
			'is_acceptable'       => true,
		);
	}
);
