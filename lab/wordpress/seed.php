<?php
/**
 * Installs the lab's WordPress and seeds what the articles' steps need.
 * Run by start.mjs three times, each a new request: `install` (a fresh site
 * in Russian), `plugins` (activation), `content` (with every plugin loaded in
 * Russian, and Contact Form 7's Flamingo module, which loads only when both
 * are active).
 *
 * Only example addresses (example.com, RFC 2606) and invented names. Dates are
 * fixed, so that two runs give the same screens.
 */

$kb_phase = $argv[1] ?? '';
$kb_url   = getenv( 'LAB_URL' );
$kb_host  = wp_parse_url_host( $kb_url );
$_SERVER['HTTP_HOST']   = $kb_host;
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_NAME'] = '127.0.0.1';

function wp_parse_url_host( $url ) {
	$parts = parse_url( $url );
	return $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
}

/** The fixed moment the seeded content was "written": 20 Nov 2026, Moscow time. */
const KB_LAB_DAY = '2026-11-20';

if ( 'install' === $kb_phase ) {
	define( 'WP_INSTALLING', true );
	require getenv( 'LAB_WP_DIR' ) . '/wp-load.php';
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	require_once ABSPATH . 'wp-admin/includes/translation-install.php';
	$result = wp_install( 'Мой сайт', getenv( 'LAB_USER' ), getenv( 'LAB_EMAIL' ), true, '', getenv( 'LAB_PASSWORD' ), 'ru_RU' );
	update_option( 'siteurl', $kb_url );
	update_option( 'home', $kb_url );
	update_option( 'WPLANG', 'ru_RU' );
	update_option( 'blogdescription', 'Ещё один сайт на WordPress' );
	update_option( 'timezone_string', 'Europe/Moscow' );
	update_option( 'gmt_offset', '' );
	echo 'Установлен WordPress, пользователь ', getenv( 'LAB_USER' ), "\n";
	exit( 0 );
}

if ( ! in_array( $kb_phase, array( 'plugins', 'content' ), true ) ) {
	fwrite( STDERR, "usage: php seed.php install|plugins|content\n" );
	exit( 2 );
}

require getenv( 'LAB_WP_DIR' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/user.php';

wp_set_current_user( 1 );

if ( 'plugins' === $kb_phase ) {
	// Activation runs in its own request, as a click in the admin does.
	foreach ( array( 'contact-form-7/wp-contact-form-7.php', 'flamingo/flamingo.php', 'wp-mail-smtp/wp_mail_smtp.php', 'user-registration/user-registration.php' ) as $kb_plugin ) {
		$kb_result = activate_plugin( $kb_plugin );
		if ( is_wp_error( $kb_result ) ) {
			fwrite( STDERR, $kb_plugin . ': ' . $kb_result->get_error_message() . "\n" );
			exit( 1 );
		}
	}
	// The block editor's welcome guides: shown once to a new user, then never;
	// the site owner of the articles has seen them.
	update_user_meta(
		1,
		$wpdb->get_blog_prefix() . 'persisted_preferences',
		array(
			'core'           => array( 'welcomeGuide' => false ),
			'core/edit-post' => array( 'welcomeGuide' => false ),
			'core/edit-site' => array(
				'welcomeGuide'         => false,
				'welcomeGuideStyles'   => false,
				'welcomeGuidePage'     => false,
				'welcomeGuideTemplate' => false,
			),
			'_modified'      => KB_LAB_DAY . 'T09:00:00.000Z',
		)
	);

	// First-run redirects to the plugins' wizards: a configured site is past them.
	delete_transient( 'wp_mail_smtp_activation_redirect' );
	delete_transient( '_ur_activation_redirect' );
	echo 'Включены плагины: Contact Form 7, Flamingo, WP Mail SMTP, User Registration & Membership', "\n";
	exit( 0 );
}

// From here on a new request: every plugin is loaded, in Russian.

/** Puts a post at a fixed local time of KB_LAB_DAY (and its GMT twin). */
function kb_lab_date( $post_id, $time ) {
	$local = KB_LAB_DAY . ' ' . $time;
	wp_update_post(
		array(
			'ID'                => $post_id,
			'post_date'         => $local,
			'post_date_gmt'     => get_gmt_from_date( $local ),
			'post_modified'     => $local,
			'post_modified_gmt' => get_gmt_from_date( $local ),
			'edit_date'         => true,
		)
	);
	global $wpdb;
	// wp_update_post() stamps "modified" with the current time; put it back.
	$wpdb->update(
		$wpdb->posts,
		array(
			'post_modified'     => $local,
			'post_modified_gmt' => get_gmt_from_date( $local ),
		),
		array( 'ID' => $post_id )
	);
}

// What wp_install() wrote: the first post, the sample page, the privacy draft.
foreach ( get_posts( array( 'post_type' => array( 'post', 'page' ), 'post_status' => 'any', 'numberposts' => -1 ) ) as $kb_post ) {
	kb_lab_date( $kb_post->ID, '09:00:00' );
}
global $wpdb;
$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->comments} SET comment_date = %s, comment_date_gmt = %s", KB_LAB_DAY . ' 09:05:00', get_gmt_from_date( KB_LAB_DAY . ' 09:05:00' ) ) );

// Content: a category, two posts, two pages.
$kb_news = wp_insert_term( 'Новости', 'category', array( 'slug' => 'novosti' ) );
$kb_posts = array(
	array( 'Мы открылись', 'Рады видеть вас на нашем новом сайте. Здесь будут новости и полезные статьи.', '10:00:00' ),
	array( 'Как с нами связаться', 'Напишите нам через форму на странице «Контакты» — ответим в течение рабочего дня.', '11:30:00' ),
);
foreach ( $kb_posts as $kb_item ) {
	$kb_id = wp_insert_post(
		array(
			'post_title'    => $kb_item[0],
			'post_content'  => '<!-- wp:paragraph --><p>' . $kb_item[1] . '</p><!-- /wp:paragraph -->',
			'post_status'   => 'publish',
			'post_category' => array( $kb_news['term_id'] ),
		)
	);
	kb_lab_date( $kb_id, $kb_item[2] );
}

$kb_form = WPCF7_ContactForm::find( array( 'posts_per_page' => 1 ) );
if ( $kb_form ) {
	// The form's hash (its shortcode id) is random at activation: a fixed one
	// keeps the shortcode in the screenshots the same from run to run.
	update_post_meta( $kb_form[0]->id(), '_hash', sha1( 'kb-lab-contact-form-1' ) );
	// Its date is the activation's moment: the form list shows it.
	kb_lab_date( $kb_form[0]->id(), '09:30:00' );
	$kb_form = WPCF7_ContactForm::get_instance( $kb_form[0]->id() );
}
$kb_pages = array(
	array( 'О компании', '<!-- wp:paragraph --><p>Мы небольшая команда, которая делает сайты для малого бизнеса.</p><!-- /wp:paragraph -->', '12:00:00' ),
	array( 'Контакты', '<!-- wp:shortcode -->' . ( $kb_form ? '[contact-form-7 id="' . $kb_form->hash() . '" title="' . $kb_form->title() . '"]' : '' ) . '<!-- /wp:shortcode -->', '12:10:00' ),
);
foreach ( $kb_pages as $kb_item ) {
	$kb_id = wp_insert_post(
		array(
			'post_title'   => $kb_item[0],
			'post_content' => $kb_item[1],
			'post_status'  => 'publish',
			'post_type'    => 'page',
		)
	);
	kb_lab_date( $kb_id, $kb_item[2] );
}

// A draft, as the posts list shows one.
$kb_id = wp_insert_post(
	array(
		'post_title'   => 'Скидки месяца',
		'post_content' => '<!-- wp:paragraph --><p>Черновик: список скидок появится позже.</p><!-- /wp:paragraph -->',
		'post_status'  => 'draft',
	)
);
kb_lab_date( $kb_id, '17:00:00' );

// One picture in the media library, drawn here (no file to ship or fetch).
require_once ABSPATH . 'wp-admin/includes/image.php';
$kb_image = imagecreatetruecolor( 1200, 800 );
for ( $kb_y = 0; $kb_y < 800; $kb_y++ ) {
	$kb_shade = (int) ( 120 + 100 * $kb_y / 800 );
	imageline( $kb_image, 0, $kb_y, 1199, $kb_y, imagecolorallocate( $kb_image, 40, $kb_shade, 170 ) );
}
imagefilledellipse( $kb_image, 900, 250, 260, 260, imagecolorallocate( $kb_image, 250, 210, 90 ) );
imagefilledpolygon( $kb_image, array( 0, 800, 420, 380, 800, 800 ), imagecolorallocate( $kb_image, 30, 90, 60 ) );
imagefilledpolygon( $kb_image, array( 500, 800, 880, 460, 1200, 800 ), imagecolorallocate( $kb_image, 20, 70, 50 ) );
ob_start();
imagejpeg( $kb_image, null, 85 );
$kb_upload = wp_upload_bits( 'gory.jpg', null, ob_get_clean(), '2026/11' );
$kb_attachment = wp_insert_attachment(
	array(
		'post_title'     => 'Горы',
		'post_mime_type' => 'image/jpeg',
		'post_status'    => 'inherit',
	),
	$kb_upload['file']
);
wp_update_attachment_metadata( $kb_attachment, wp_generate_attachment_metadata( $kb_attachment, $kb_upload['file'] ) );
update_post_meta( $kb_attachment, '_wp_attachment_image_alt', 'Горы на закате' );
kb_lab_date( $kb_attachment, '12:30:00' );

// A second user.
$kb_editor = wp_insert_user(
	array(
		'user_login'   => 'anna',
		'user_pass'    => wp_generate_password( 24 ),
		'user_email'   => 'anna@example.com',
		'first_name'   => 'Анна',
		'last_name'    => 'Смирнова',
		'display_name' => 'Анна Смирнова',
		'role'         => 'editor',
	)
);

// Inbound messages in Flamingo, as Contact Form 7 would save them.
$kb_messages = array(
	array( 'Иван Петров', 'ivan.petrov@example.com', 'Вопрос о доставке', 'Здравствуйте! Доставляете ли вы заказы в другие города?', '14:20:00' ),
	array( 'Мария Иванова', 'maria@example.com', 'Счёт для юрлица', 'Добрый день. Пришлите, пожалуйста, счёт на оплату для организации.', '15:45:00' ),
	array( 'Олег Соколов', 'oleg@example.com', 'Обратный звонок', 'Перезвоните мне, пожалуйста, после 18:00.', '16:05:00' ),
	// One the mail server refused, and one spam message, as real sites get.
	array( 'Елена Кузнецова', 'elena@example.com', 'Предложение о сотрудничестве', 'Хотим предложить вам партнёрство.', '16:40:00', 'mail_failed' ),
	array( 'Best Offer', 'promo@example.com', 'Cheap followers', 'Buy followers now!!!', '17:15:00', 'spam' ),
);
if ( $kb_form ) {
	// As Contact Form 7 does it: a channel under «Contact Form 7» named after the form.
	wpcf7_flamingo_add_channel( $kb_form->name(), $kb_form->title() );
	$kb_channel = $kb_form->name();
	foreach ( $kb_messages as $kb_item ) {
		$kb_status  = $kb_item[5] ?? 'mail_sent';
		$kb_message = Flamingo_Inbound_Message::add(
			array(
				'channel'    => $kb_channel,
				'status'     => 'spam' === $kb_status ? 'spam' : $kb_status,
				'spam'       => 'spam' === $kb_status,
				'subject'    => $kb_item[2],
				'from'       => $kb_item[0] . ' <' . $kb_item[1] . '>',
				'from_name'  => $kb_item[0],
				'from_email' => $kb_item[1],
				'fields'     => array(
					'your-name'    => $kb_item[0],
					'your-email'   => $kb_item[1],
					'your-subject' => $kb_item[2],
					'your-message' => $kb_item[3],
				),
				'meta'       => array(
					'remote_ip'  => '127.0.0.1',
					'user_agent' => 'Mozilla/5.0',
					'url'        => getenv( 'LAB_URL' ) . '/kontakty/',
					'date'       => KB_LAB_DAY,
					'time'       => substr( $kb_item[4], 0, 5 ),
					'post_id'    => '',
					'post_name'  => 'kontakty',
					'post_title' => 'Контакты',
					'site_title' => 'Мой сайт',
					'site_url'   => getenv( 'LAB_URL' ),
				),
				'timestamp'  => strtotime( KB_LAB_DAY . ' ' . $kb_item[4] . ' Europe/Moscow' ),
			)
		);
		if ( $kb_message && $kb_message->id() ) {
			kb_lab_date( $kb_message->id(), $kb_item[4] );
		}
	}
}

// WP Mail SMTP, set up the way rabota-pochty describes: «Прочие SMTP» with SSL.
update_option(
	'wp_mail_smtp',
	array(
		'mail' => array(
			'from_email'       => 'info@example.com',
			'from_name'        => 'Мой сайт',
			'mailer'           => 'smtp',
			'return_path'      => false,
			'from_email_force' => true,
			'from_name_force'  => false,
		),
		'smtp' => array(
			'autotls' => true,
			'auth'    => true,
			'host'    => 'smtp.example.com',
			'encryption' => 'ssl',
			'port'    => 465,
			'user'    => 'info@example.com',
			'pass'    => '',
		),
	)
);

// User Registration as its setup wizard leaves it: the default registration
// form (the wizard's own content, see UR_AJAX::create_default_form) and the
// plugin's pages. Without them it shows a notice on every admin screen.
$kb_ur_form = wp_insert_post(
	array(
		'post_type'      => 'user_registration',
		'post_title'     => __( 'Registration Form', 'user-registration' ),
		'post_content'   => '[[[' .
			'{"field_key":"user_login","general_setting":{"label":"Username","description":"","field_name":"user_login","placeholder":"","required":"1","hide_label":"false"},"advance_setting":{"custom_class":"","username_length":"","username_character":"1"},"icon":"ur-icon ur-icon-user"},' .
			'{"field_key":"user_email","general_setting":{"label":"User Email","description":"","field_name":"user_email","placeholder":"","required":"1","hide_label":"false"},"advance_setting":{"custom_class":""},"icon":"ur-icon ur-icon-email"},' .
			'{"field_key":"user_pass","general_setting":{"label":"User Password","description":"","field_name":"user_pass","placeholder":"","required":"1","hide_label":"false"},"advance_setting":{"custom_class":""},"icon":"ur-icon ur-icon-password"},' .
			'{"field_key":"user_confirm_password","general_setting":{"label":"Confirm Password","description":"","field_name":"user_confirm_password","placeholder":"","required":"1","hide_label":"false"},"advance_setting":{"custom_class":""},"icon":"ur-icon ur-icon-password-confirm"}' .
			']]]',
		'post_status'    => 'publish',
		'comment_status' => 'closed',
		'ping_status'    => 'closed',
	)
);
update_option( 'user_registration_default_form_page_id', $kb_ur_form );
kb_lab_date( $kb_ur_form, '13:00:00' );
UR_Install::create_pages();

// A visitor who registered through that form and waits for approval.
$kb_pending = wp_insert_user(
	array(
		'user_login'   => 'petr',
		'user_pass'    => wp_generate_password( 24 ),
		'user_email'   => 'petr@example.com',
		'first_name'   => 'Пётр',
		'last_name'    => 'Васильев',
		'display_name' => 'Пётр Васильев',
		'role'         => 'subscriber',
		'user_registered' => KB_LAB_DAY . ' 15:00:00',
	)
);
update_user_meta( $kb_pending, 'ur_form_id', $kb_ur_form );
update_user_meta( $kb_pending, 'ur_user_status', 0 );

// Whatever the plugins created just now (their pages) gets the fixed day too.
foreach ( get_posts( array( 'post_type' => 'page', 'post_status' => 'any', 'numberposts' => -1 ) ) as $kb_post ) {
	if ( 0 !== strpos( $kb_post->post_date, KB_LAB_DAY ) ) {
		kb_lab_date( $kb_post->ID, '13:00:00' );
	}
}

echo 'Добавлены: 2 записи и черновик, 2 страницы, картинка, пользователи anna и petr (ждёт одобрения), форма регистрации, ', count( $kb_messages ), " сообщений во Flamingo\n";
