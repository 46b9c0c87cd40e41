/**
 * The generators' outputs (src/components/Generator/build.ts) checked by
 * the programs that read them, not by a copy of today's text:
 * - the mail records by mailauth, a receiving server's SPF, DKIM and DMARC
 *   checks, with a DNS that answers with the generated records;
 * - the wp-config.php block by `php -l`, then run: the constants and
 *   display_errors it leaves;
 * - the .htaccess redirects by Apache (`apache2 -t`, then requests to an
 *   Apache on loopback, over HTTP and HTTPS);
 * - the PHP limits by PHP itself: `.user.ini` read by php-cgi and by
 *   PHP-FPM behind Apache's mod_proxy_fcgi, `php_value` by Apache with
 *   mod_php, and Apache without mod_php answering 500.
 * The claims the articles make about them are checked the same way.
 */
import {
  spawn,
  spawnSync,
  type ChildProcess,
  type SpawnSyncReturns,
} from 'node:child_process';
import {generateKeyPairSync} from 'node:crypto';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';

import {
  DEFAULT_LIMITS,
  DMARC_POLICIES,
  MAIN_HOSTS,
  debugBlock,
  limitsBlock,
  mailRecords,
  readDkimKey,
  readDomain,
  redirectsBlock,
  type DnsRecord,
  type MainHost,
} from '../../src/components/Generator/build';
import {getProvider} from '../../src/data/provider';
import {findSiteRoot} from '../site-root';

/* eslint-disable @typescript-eslint/no-require-imports */
const {spf} = require('mailauth/lib/spf') as {
  spf: (opts: Record<string, unknown>) => Promise<{
    status: {result: string};
  }>;
};
const {dkimSign} = require('mailauth/lib/dkim/sign') as {
  dkimSign: (
    message: string,
    opts: Record<string, unknown>,
  ) => Promise<{signatures: string; errors: unknown[]}>;
};
const {dkimVerify} = require('mailauth/lib/dkim/verify') as {
  dkimVerify: (
    message: string,
    opts: Record<string, unknown>,
  ) => Promise<{results: {status: {result: string}}[]}>;
};
const getDmarcRecord = require('mailauth/lib/dmarc/get-dmarc-record') as (
  domain: string,
  resolver: Resolver,
) => Promise<Record<string, string> | false>;
/* eslint-enable @typescript-eslint/no-require-imports */

type Resolver = (name: string, type: string) => Promise<string[][]>;

const {hosting} = getProvider(process.env);
const root = findSiteRoot(__dirname);
const read = (file: string): string =>
  readFileSync(path.join(root, file), 'utf8');

/** A DNS of TXT records only: anything else does not exist. */
function dns(records: Record<string, string>): Resolver {
  return async (name, type) => {
    const value = records[name.toLowerCase().replace(/\.$/, '')];
    if (type === 'TXT' && value !== undefined) {
      // As a server sends a long value: strings of at most 255 bytes.
      return [value.match(/.{1,255}/g) ?? ['']];
    }
    throw Object.assign(new Error(`${name} ${type}: no such record`), {
      code: 'ENOTFOUND',
    });
  };
}

/** The records as names of the zone, the way a DNS panel publishes them. */
function zone(domain: string, records: DnsRecord[]): Record<string, string> {
  return Object.fromEntries(
    records.map(({name, value}) => [
      name === '@' ? domain : `${name}.${domain}`,
      value,
    ]),
  );
}

/** The host's mail server, as its SPF record names it. */
const HOST_IP = '192.0.2.25';
const OTHER_IP = '198.51.100.7';
const hostSpf = {[hosting.spfInclude]: `v=spf1 ip4:${HOST_IP} -all`};

function mail(overrides: Partial<Parameters<typeof mailRecords>[0]> = {}) {
  return mailRecords(
    {
      domain: 'https://www.Example-Shop.ru/kontakty',
      mailbox: '',
      policy: 'none',
      spf: '',
      dkimKey: '',
      ...overrides,
    },
    hosting,
  );
}

async function spfResult(
  records: Record<string, string>,
  domain: string,
  ip: string,
): Promise<string> {
  const result = await spf({
    sender: `shop@${domain}`,
    ip,
    helo: 'mail.test.example',
    mta: 'mx.test.example',
    resolver: dns({...hostSpf, ...records}),
  });
  return result.status.result;
}

describe('mail records: SPF, as a receiving server checks it', () => {
  it('lets the host send for the domain and soft-fails everyone else', async () => {
    const {records, errors, domain} = mail();
    assert.deepEqual(errors, {});
    assert.equal(domain, 'example-shop.ru');
    const names = zone(domain, records);
    assert.equal(await spfResult(names, domain, HOST_IP), 'pass');
    assert.equal(await spfResult(names, domain, OTHER_IP), 'softfail');
  });

  it('adds the host to a record the domain has, keeping what it allowed', async () => {
    for (const existing of [
      'v=spf1 ip4:203.0.113.5 -all',
      '"v=spf1 ip4:203.0.113.5 " "-all"',
      'v=spf1 ip4:203.0.113.5 redirect=_spf.other.example',
      `v=spf1 include:${hosting.spfInclude} ip4:203.0.113.5 -all`,
    ]) {
      const {records, errors, domain} = mail({spf: existing});
      assert.deepEqual(errors, {}, existing);
      const spfValue = records[0]!.value;
      assert.equal(
        spfValue.split(' ').filter((t) => t === `include:${hosting.spfInclude}`)
          .length,
        1,
        spfValue,
      );
      const names = {
        ...zone(domain, records),
        '_spf.other.example': 'v=spf1 -all',
      };
      assert.equal(await spfResult(names, domain, HOST_IP), 'pass', spfValue);
      assert.equal(
        await spfResult(names, domain, '203.0.113.5'),
        'pass',
        spfValue,
      );
      assert.equal(await spfResult(names, domain, OTHER_IP), 'fail', spfValue);
    }
  });

  it('refuses a text that is not an SPF record, naming the field', () => {
    assert.match(
      mail({spf: 'google-site-verification=abc'}).errors.spf!,
      /v=spf1/,
    );
  });
});

describe('mail records: DKIM, a signature verified against the record', () => {
  const {publicKey, privateKey} = generateKeyPairSync('rsa', {
    modulusLength: 2048,
  });
  const pem = publicKey.export({type: 'spki', format: 'pem'}).toString();
  const base64 = pem.replace(/-----[^-]+-----|\s/g, '');
  const message = [
    'From: shop@example-shop.ru',
    'To: client@test.example',
    'Subject: =?UTF-8?B?0JfQsNC60LDQtw==?=',
    'Date: Sun, 29 Nov 2026 12:00:00 +0000',
    'Message-ID: <1@example-shop.ru>',
    '',
    'Заказ принят.',
    '',
  ].join('\r\n');

  async function verify(records: DnsRecord[], domain: string) {
    const signed = await dkimSign(message, {
      signatureData: [
        {
          signingDomain: domain,
          selector: hosting.dkimSelector,
          privateKey: privateKey.export({type: 'pkcs8', format: 'pem'}),
        },
      ],
    });
    assert.deepEqual(signed.errors, []);
    const result = await dkimVerify(signed.signatures + message, {
      resolver: dns(zone(domain, records)),
    });
    return result.results.map(({status}) => status.result);
  }

  for (const [form, pasted] of [
    ['the key alone', base64],
    ['a PEM block', pem],
    ['a whole record', `v=DKIM1; k=rsa; p=${base64}`],
    [
      'the quoted pieces dig prints',
      `"v=DKIM1; k=rsa; " "p=${base64.slice(0, 200)}" "${base64.slice(200)}"`,
    ],
  ] as const) {
    it(`passes with ${form} pasted from the panel`, async () => {
      const {records, errors, domain} = mail({dkimKey: pasted});
      assert.deepEqual(errors, {});
      assert.ok(
        records.some(({name}) => name === `${hosting.dkimSelector}._domainkey`),
      );
      assert.deepEqual(await verify(records, domain), ['pass']);
    });
  }

  it('fails with the record of another key: the check can fail', async () => {
    const other = generateKeyPairSync('rsa', {modulusLength: 2048})
      .publicKey.export({type: 'spki', format: 'pem'})
      .toString();
    const {records, domain} = mail({dkimKey: other});
    assert.deepEqual(await verify(records, domain), ['fail']);
  });

  it('refuses a private key and a text that is not a key', () => {
    const secret = privateKey.export({type: 'pkcs8', format: 'pem'}).toString();
    const refused = readDkimKey(secret);
    assert.ok(!refused.ok && /закрытый ключ/.test(refused.error));
    assert.equal(readDkimKey('v=DKIM1; k=rsa; p=abc').ok, false);
    assert.ok(mail({dkimKey: 'ключ'}).errors.dkimKey);
  });
});

describe('mail records: DMARC, as a receiving server reads the policy', () => {
  for (const policy of DMARC_POLICIES) {
    it(`p=${policy} with the reports to the mailbox`, async () => {
      const {records, domain} = mail({
        policy,
        mailbox: ' Reports@Example-Shop.ru ',
      });
      const record = await getDmarcRecord(domain, dns(zone(domain, records)));
      assert.ok(record, 'no DMARC record found');
      assert.equal(record.p, policy);
      assert.equal(record.rua, 'mailto:Reports@example-shop.ru');
    });
  }

  it('tells a mailbox on another domain apart', () => {
    assert.equal(mail().foreignReports, false);
    assert.equal(mail({mailbox: 'me@mail.test.example'}).foreignReports, true);
  });
});

/** Runs a program; its output and status. */
function run(
  command: string,
  args: string[],
  options: {env?: NodeJS.ProcessEnv; input?: string | Buffer} = {},
): SpawnSyncReturns<string> {
  return spawnSync(command, args, {encoding: 'utf8', ...options});
}

/** A temporary folder that every user can read (Apache's children). */
function folder(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `kb-${name}-`));
  chmodSync(dir, 0o755);
  return dir;
}

describe('the wp-config.php debug block, run by PHP', () => {
  let dir = '';
  before(() => {
    dir = folder('debug');
  });
  after(() => rmSync(dir, {recursive: true, force: true}));

  const cases = [
    {logPath: '', display: false, scriptDebug: false, saveQueries: false},
    {logPath: '', display: true, scriptDebug: true, saveQueries: true},
    {
      logPath: "/home/o'brien/logs\\wp.log",
      display: false,
      scriptDebug: false,
      saveQueries: true,
    },
    {
      logPath: 'C:\\OSPanel\\logs\\wp.log',
      display: false,
      scriptDebug: true,
      saveQueries: false,
    },
  ];
  for (const values of cases) {
    it(`passes php -l and sets what was chosen: ${JSON.stringify(values)}`, () => {
      const block = debugBlock(values);
      assert.ok(block.ok, block.ok ? '' : block.error);
      const file = path.join(dir, 'wp-config.php');
      writeFileSync(
        file,
        `<?php\n${block.text}\necho json_encode([WP_DEBUG, WP_DEBUG_LOG, WP_DEBUG_DISPLAY, ini_get('display_errors'), defined('SCRIPT_DEBUG'), defined('SAVEQUERIES')]);\n`,
      );
      const lint = run('php', ['-l', file]);
      assert.equal(lint.status, 0, lint.stdout + lint.stderr);
      assert.match(lint.stdout, /No syntax errors detected/);
      const out = run('php', ['-d', 'display_errors=1', file]);
      assert.equal(out.status, 0, out.stderr);
      assert.deepEqual(JSON.parse(out.stdout), [
        true,
        values.logPath || true,
        values.display,
        values.display ? '1' : '0',
        values.scriptDebug,
        values.saveQueries,
      ]);
    });
  }

  it('refuses a relative path and keeps the block valid', () => {
    const block = debugBlock({
      logPath: 'logs/wp.log',
      display: false,
      scriptDebug: false,
      saveQueries: false,
    });
    assert.equal(block.ok, false);
    assert.match(block.text, /define\( 'WP_DEBUG_LOG', true \);/);
  });
});

/** A free TCP port on loopback. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as {port: number};
      server.close(() => resolve(port));
    });
  });
}

const MODULES = '/usr/lib/apache2/modules';
/** Debian's PHP module for Apache: libphp8.2.so on bookworm. */
const PHP_MODULE = readdirSync(MODULES).find((name) =>
  /^libphp[\d.]*\.so$/.test(name),
);
/** Debian's PHP-FPM: /usr/sbin/php-fpm8.2 on bookworm. */
const FPM = readdirSync('/usr/sbin')
  .filter((name) => /^php-fpm[\d.]*$/.test(name))
  .map((name) => `/usr/sbin/${name}`)[0];

/**
 * A server of its own on loopback, in the foreground, started and stopped
 * by its PID: ready once it has written its PID file.
 */
class Foreground {
  private process: ChildProcess | null = null;
  constructor(
    readonly name: string,
    readonly command: string,
    readonly args: string[],
    readonly pidFile: string,
  ) {}

  async start(): Promise<void> {
    this.process = spawn(this.command, this.args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      // A process group of its own: at shutdown Apache's prefork parent
      // signals its whole group, which would otherwise be this suite.
      detached: true,
    });
    let stderr = '';
    this.process.stderr!.on('data', (chunk) => (stderr += chunk));
    const started = Date.now();
    for (;;) {
      try {
        readFileSync(this.pidFile);
        return;
      } catch {
        if (this.process.exitCode !== null || Date.now() - started > 15_000) {
          throw new Error(`${this.name} did not start: ${stderr}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }

  async stop(): Promise<void> {
    const child = this.process;
    if (!child?.pid || child.exitCode !== null) return;
    // By its PID: SIGTERM to the parent stops its children too. Polled,
    // not awaited as an event: the suite must not end while it lives.
    child.kill('SIGTERM');
    const gone = (): boolean => {
      try {
        process.kill(child.pid!, 0);
        return child.exitCode !== null;
      } catch {
        return true;
      }
    };
    const started = Date.now();
    while (!gone() && Date.now() - started < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** An Apache of its own on loopback, with the virtual hosts given. */
class Apache extends Foreground {
  constructor(dir: string, config: string) {
    super(
      'Apache',
      '/usr/sbin/apache2',
      ['-f', config, '-DFOREGROUND'],
      `${dir}/httpd.pid`,
    );
  }

  static configure(
    dir: string,
    {
      php,
      hosts,
      modules: extra = [],
    }: {php: boolean; hosts: string; modules?: string[]},
  ): string {
    const modules = [
      php ? 'mpm_prefork' : 'mpm_event',
      'authz_core',
      'rewrite',
      'ssl',
      'socache_shmcb',
      'mime',
      ...(php ? ['php'] : []),
      ...extra,
    ];
    return [
      `ServerName kb-test.local`,
      `PidFile ${dir}/httpd.pid`,
      `ErrorLog ${dir}/error.log`,
      `LogLevel warn`,
      `DefaultRuntimeDir ${dir}`,
      `Mutex file:${dir}`,
      `TypesConfig /etc/mime.types`,
      ...modules.map((name) =>
        name === 'php'
          ? `LoadModule php_module ${MODULES}/${PHP_MODULE}`
          : `LoadModule ${name}_module ${MODULES}/mod_${name}.so`,
      ),
      ...(php
        ? [
            '<FilesMatch "\\.php$">',
            '  SetHandler application/x-httpd-php',
            '</FilesMatch>',
          ]
        : []),
      hosts,
    ].join('\n');
  }

  /** `apache2 -t`: the configuration's syntax, modules and paths. */
  test(): SpawnSyncReturns<string> {
    return run('/usr/sbin/apache2', ['-t', '-f', this.args[1]!]);
  }

  override async start(): Promise<void> {
    const check = this.test();
    assert.equal(check.status, 0, check.stderr);
    await super.start();
  }
}

interface Reply {
  status: number;
  location: string | undefined;
  body: string;
}

function request(
  port: number,
  host: string,
  pathname: string,
  {
    tls = false,
    headers = {},
  }: {tls?: boolean; headers?: Record<string, string>} = {},
  {method = 'GET', body}: {method?: string; body?: Buffer} = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const options = {
      host: '127.0.0.1',
      port,
      path: pathname,
      method,
      headers: {Host: host, ...headers},
      ...(tls ? {servername: host, rejectUnauthorized: false} : {}),
    };
    const req = (tls ? https : http).request(options, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          location: res.headers.location,
          body: text,
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The WordPress block of .htaccess, as the SEO article quotes it. */
function wordpressBlock(): string {
  const article = read('docs/wordpress/pervichnaya-seo-nastroika.md');
  const match =
    /```apacheconf[^\n]*\n(# BEGIN WordPress[\s\S]*?# END WordPress)\n```/.exec(
      article,
    );
  assert.ok(match, 'the SEO article has no # BEGIN WordPress block');
  return match[1]!;
}

describe('the .htaccess redirects, served by Apache', () => {
  const domain = readDomain('https://www.Пример.рф/').ok
    ? (readDomain('https://www.Пример.рф/') as {value: string}).value
    : '';
  let dir = '';
  let apache: Apache;
  const ports: Record<string, {http: number; https: number}> = {};
  const layouts = [
    ...MAIN_HOSTS.map((main) => ({main, below: false})),
    {main: 'bare' as MainHost, below: true},
  ];
  const key = ({main, below}: {main: MainHost; below: boolean}): string =>
    below ? `${main}-below` : main;

  before(async () => {
    assert.equal(domain, 'xn--e1afmkfd.xn--p1ai');
    dir = folder('apache');
    const cert = run('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-keyout',
      `${dir}/key.pem`,
      '-out',
      `${dir}/cert.pem`,
      '-subj',
      `/CN=${domain}`,
      '-addext',
      `subjectAltName=DNS:${domain},DNS:www.${domain}`,
    ]);
    assert.equal(cert.status, 0, cert.stderr);
    chmodSync(`${dir}/key.pem`, 0o644);
    const hosts: string[] = [];
    for (const layout of layouts) {
      const name = key(layout);
      const site = `${dir}/${name}`;
      mkdirSync(site);
      chmodSync(site, 0o755);
      mkdirSync(`${site}/wp-content`);
      writeFileSync(`${site}/index.php`, 'index.php\n');
      writeFileSync(`${site}/wp-content/style.css`, 'body{}\n');
      const block = redirectsBlock(domain, layout.main);
      writeFileSync(
        `${site}/.htaccess`,
        layout.below
          ? `${wordpressBlock()}\n\n${block}\n`
          : `${block}\n\n${wordpressBlock()}\n`,
      );
      ports[name] = {http: await freePort(), https: await freePort()};
      hosts.push(
        `Listen 127.0.0.1:${ports[name]!.http}`,
        `Listen 127.0.0.1:${ports[name]!.https}`,
        `<VirtualHost 127.0.0.1:${ports[name]!.http}>`,
        `  DocumentRoot ${site}`,
        `</VirtualHost>`,
        `<VirtualHost 127.0.0.1:${ports[name]!.https}>`,
        `  DocumentRoot ${site}`,
        `  SSLEngine on`,
        `  SSLCertificateFile ${dir}/cert.pem`,
        `  SSLCertificateKeyFile ${dir}/key.pem`,
        `</VirtualHost>`,
        `<Directory ${site}>`,
        `  AllowOverride All`,
        `  Require all granted`,
        `</Directory>`,
      );
    }
    const config = `${dir}/httpd.conf`;
    writeFileSync(
      config,
      Apache.configure(dir, {php: false, hosts: hosts.join('\n')}),
    );
    apache = new Apache(dir, config);
    await apache.start();
  });
  after(async () => {
    await apache?.stop();
    rmSync(dir, {recursive: true, force: true});
  });

  it('passes Apache’s configuration test inside a <Directory>', () => {
    const conf = `${dir}/syntax.conf`;
    writeFileSync(
      conf,
      Apache.configure(dir, {
        php: false,
        hosts: MAIN_HOSTS.map(
          (main) =>
            `<Directory ${dir}/${main}>\n${redirectsBlock(domain, main)}\n</Directory>`,
        ).join('\n'),
      }),
    );
    const check = run('/usr/sbin/apache2', ['-t', '-f', conf]);
    assert.equal(check.status, 0, check.stderr);
    assert.match(check.stderr, /Syntax OK/);
  });

  const post = '/2026/06/01/kak-vybrat-divan/?utm_source=chat';
  const file = '/wp-content/style.css';
  for (const main of MAIN_HOSTS) {
    const mainHost = main === 'www' ? `www.${domain}` : domain;
    const other = main === 'www' ? domain : `www.${domain}`;
    it(`main address ${main}: every old address in one 301 to the same path`, async () => {
      const {http: plain, https: secure} = ports[main]!;
      for (const host of [domain, `www.${domain}`]) {
        for (const pathname of [post, file]) {
          const target = `https://${main === 'keep' ? host : mainHost}${pathname}`;
          const reply = await request(plain, host, pathname);
          assert.deepEqual(
            [reply.status, reply.location],
            [301, target],
            `http://${host}${pathname}`,
          );
        }
      }
      const fromOther = await request(secure, other, post, {tls: true});
      if (main === 'keep') {
        assert.equal(fromOther.status, 200);
      } else {
        assert.deepEqual(
          [fromOther.status, fromOther.location],
          [301, `https://${mainHost}${post}`],
        );
      }
      // The main address itself: WordPress's rules, no redirect.
      const home = await request(secure, mainHost, post, {tls: true});
      assert.deepEqual([home.status, home.location], [200, undefined]);
      assert.equal(home.body, 'index.php\n');
    });

    it(`main address ${main}: HTTPS accepted by a proxy is not redirected again`, async () => {
      const reply = await request(ports[main]!.http, mainHost, post, {
        headers: {'X-Forwarded-Proto': 'https'},
      });
      assert.deepEqual([reply.status, reply.location], [200, undefined]);
    });
  }

  it('below # BEGIN WordPress the redirect loses the address (the article says why)', async () => {
    const reply = await request(ports['bare-below']!.http, domain, post);
    assert.notEqual(reply.location, `https://${domain}${post}`);
    const article = read('docs/wordpress/pervichnaya-seo-nastroika.md');
    assert.match(article, /блок \*\*над\*\* строкой `# BEGIN WordPress`/);
  });
});

describe('PHP limits, read by PHP', () => {
  let dir = '';
  before(() => {
    dir = folder('limits');
    writeFileSync(
      `${dir}/limits.php`,
      `<?php echo json_encode(array_map('ini_get', ['memory_limit', 'upload_max_filesize', 'post_max_size', 'max_execution_time', 'user_ini.cache_ttl']) + ['files' => count($_FILES), 'post' => count($_POST), 'sapi' => PHP_SAPI]);\n`,
    );
  });
  after(() => rmSync(dir, {recursive: true, force: true}));

  /** php-cgi, as PHP-FPM and FastCGI hosts run a script: reads .user.ini. */
  function cgi(
    userIni: string,
    post?: {body: Buffer; type: string},
  ): Record<string, string | number> {
    writeFileSync(`${dir}/.user.ini`, userIni);
    const out = run('php-cgi', ['-d', 'display_errors=0'], {
      env: {
        PATH: process.env.PATH,
        SCRIPT_FILENAME: `${dir}/limits.php`,
        DOCUMENT_ROOT: dir,
        REDIRECT_STATUS: '200',
        GATEWAY_INTERFACE: 'CGI/1.1',
        SERVER_PROTOCOL: 'HTTP/1.1',
        REQUEST_METHOD: post ? 'POST' : 'GET',
        ...(post
          ? {CONTENT_TYPE: post.type, CONTENT_LENGTH: String(post.body.length)}
          : {}),
      },
      input: post?.body ?? '',
    });
    assert.equal(out.status, 0, out.stderr);
    return JSON.parse(out.stdout.slice(out.stdout.indexOf('\r\n\r\n') + 4));
  }

  const values = {memory: '384', upload: '96', post: '128', time: '300'};

  /**
   * What limits.php printed: the generated values applied, under a PHP SAPI
   * that the article's line for this kind of file names.
   */
  function applied(
    got: Record<string, string | number>,
    file: 'user-ini' | 'php-value',
  ): void {
    assert.match(
      read('docs/wordpress/sistemnye-trebovaniya-wordpress.md'),
      new RegExp(
        file === 'user-ini'
          ? `\`${got.sapi}\`[^\n]* — файл \`\\.user\\.ini\``
          : `\`${got.sapi}\` — строки \`php_value\``,
      ),
    );
    assert.deepEqual(
      [got[0], got[1], got[2], got[3]],
      ['384M', '96M', '128M', '300'],
    );
  }

  it('.user.ini: php-cgi runs the script with the generated values', () => {
    const {text, errors} = limitsBlock(values, 'user-ini');
    assert.deepEqual(errors, {});
    applied(cgi(text), 'user-ini');
  });

  it('.user.ini is read again after the number of seconds the article names', () => {
    const article = read('docs/wordpress/sistemnye-trebovaniya-wordpress.md');
    const match = /`user_ini\.cache_ttl` секунд: по умолчанию (\d+)/.exec(
      article,
    );
    assert.ok(match, 'the article names no user_ini.cache_ttl');
    assert.equal(cgi('')[4], match[1]);
  });

  it('a request over post_max_size arrives empty; within it, the file arrives', () => {
    const boundary = 'kb-boundary';
    const upload = (size: number) => ({
      type: `multipart/form-data; boundary=${boundary}`,
      body: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nФото\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        Buffer.alloc(size, 0x61),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    const size = 1.5 * 1024 * 1024;
    const tooSmall = cgi(
      'upload_max_filesize = 2M\npost_max_size = 1M\n',
      upload(size),
    );
    assert.deepEqual([tooSmall.files, tooSmall.post], [0, 0]);
    assert.match(
      limitsBlock({...values, upload: '2', post: '1'}, 'user-ini').errors.post!,
      /не меньше upload_max_filesize/,
    );
    const {text} = limitsBlock({...values, upload: '2', post: '2'}, 'user-ini');
    const fits = cgi(text, upload(size));
    assert.deepEqual([fits.files, fits.post], [1, 1]);
  });

  it('refuses values out of range, naming the field', () => {
    const {errors, text} = limitsBlock(
      {...DEFAULT_LIMITS, memory: '256M', time: '0'},
      'user-ini',
    );
    assert.deepEqual(Object.keys(errors).sort(), ['memory', 'time']);
    assert.doesNotMatch(text, /memory_limit|max_execution_time/);
  });

  describe('php_value in .htaccess, served by Apache', () => {
    let apacheDir = '';
    const servers: Apache[] = [];
    const port = {php: 0, plain: 0};
    before(async () => {
      apacheDir = folder('php-value');
      const {text, errors} = limitsBlock(values, 'php-value');
      assert.deepEqual(errors, {});
      writeFileSync(`${apacheDir}/.htaccess`, `${text}\n`);
      writeFileSync(
        `${apacheDir}/limits.php`,
        readFileSync(`${dir}/limits.php`),
      );
      writeFileSync(`${apacheDir}/readme.txt`, 'text\n');
      for (const php of [true, false]) {
        const name = php ? 'php' : 'plain';
        const runDir = `${apacheDir}/${name}-run`;
        mkdirSync(runDir);
        port[name] = await freePort();
        const config = `${runDir}/httpd.conf`;
        writeFileSync(
          config,
          Apache.configure(runDir, {
            php,
            hosts: [
              `Listen 127.0.0.1:${port[name]}`,
              `DocumentRoot ${apacheDir}`,
              `<Directory ${apacheDir}>`,
              `  AllowOverride All`,
              `  Require all granted`,
              `</Directory>`,
            ].join('\n'),
          }),
        );
        const server = new Apache(runDir, config);
        servers.push(server);
        await server.start();
      }
    });
    after(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      rmSync(apacheDir, {recursive: true, force: true});
    });

    it('with mod_php (apache2handler) the script runs with the values', async () => {
      const reply = await request(port.php, 'example.ru', '/limits.php');
      assert.equal(reply.status, 200, reply.body);
      applied(JSON.parse(reply.body), 'php-value');
    });

    it('without mod_php every request is answered 500, as the article says', async () => {
      for (const pathname of ['/readme.txt', '/limits.php', '/']) {
        const reply = await request(port.plain, 'example.ru', pathname);
        assert.equal(reply.status, 500, pathname);
      }
      assert.match(
        read('docs/wordpress/sistemnye-trebovaniya-wordpress.md'),
        /Apache без модуля PHP отвечает на них ошибкой 500 на каждый запрос/,
      );
    });
  });

  describe('.user.ini under PHP-FPM behind Apache (mod_proxy_fcgi)', () => {
    // The usual host: Apache without mod_php passes .php to PHP-FPM.
    let fpmDir = '';
    const servers: Foreground[] = [];
    let port = 0;
    before(async () => {
      fpmDir = folder('fpm');
      const site = `${fpmDir}/site`;
      mkdirSync(site);
      chmodSync(site, 0o755);
      writeFileSync(`${site}/limits.php`, readFileSync(`${dir}/limits.php`));
      const {text, errors} = limitsBlock(values, 'user-ini');
      assert.deepEqual(errors, {});
      writeFileSync(`${site}/.user.ini`, text);
      const fpmPort = await freePort();
      writeFileSync(
        `${fpmDir}/php-fpm.conf`,
        [
          '[global]',
          `pid = ${fpmDir}/php-fpm.pid`,
          `error_log = ${fpmDir}/php-fpm.log`,
          'daemonize = no',
          '[site]',
          // Ignored, with a notice, when not run as root.
          'user = root',
          'group = root',
          `listen = 127.0.0.1:${fpmPort}`,
          'pm = static',
          'pm.max_children = 1',
        ].join('\n'),
      );
      const fpm = new Foreground(
        'PHP-FPM',
        FPM!,
        [
          '--nodaemonize',
          '--allow-to-run-as-root',
          '--fpm-config',
          `${fpmDir}/php-fpm.conf`,
        ],
        `${fpmDir}/php-fpm.pid`,
      );
      servers.push(fpm);
      await fpm.start();
      port = await freePort();
      const config = `${fpmDir}/httpd.conf`;
      writeFileSync(
        config,
        Apache.configure(fpmDir, {
          php: false,
          modules: ['proxy', 'proxy_fcgi'],
          hosts: [
            `Listen 127.0.0.1:${port}`,
            `DocumentRoot ${site}`,
            `<Directory ${site}>`,
            `  AllowOverride All`,
            `  Require all granted`,
            `</Directory>`,
            '<FilesMatch "\\.php$">',
            `  SetHandler "proxy:fcgi://127.0.0.1:${fpmPort}"`,
            '</FilesMatch>',
          ].join('\n'),
        }),
      );
      const apache = new Apache(fpmDir, config);
      servers.push(apache);
      await apache.start();
    });
    after(async () => {
      for (const server of servers.reverse()) await server.stop();
      rmSync(fpmDir, {recursive: true, force: true});
    });

    it('PHP-FPM (fpm-fcgi) runs the script with the generated values', async () => {
      const reply = await request(port, 'example.ru', '/limits.php');
      assert.equal(reply.status, 200, reply.body);
      const got = JSON.parse(reply.body);
      assert.equal(got.sapi, 'fpm-fcgi');
      applied(got, 'user-ini');
    });
  });
});
