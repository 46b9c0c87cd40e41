import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {
  DEFAULT_PROVIDER,
  HOSTING_VALUE_KINDS,
  getProvider,
} from '../../src/data/provider';

describe('provider identity', () => {
  it('defaults to the reserved .example domain', () => {
    const provider = getProvider({});
    assert.deepEqual(provider, DEFAULT_PROVIDER);
    for (const url of [
      provider.siteUrl,
      provider.clientAreaUrl,
      provider.ticketUrl,
      provider.gamePanelUrl,
      ...provider.community.map(({href}) => href),
    ]) {
      assert.match(new URL(url).hostname, /(^|\.)hosting\.example$/, url);
    }
    assert.match(provider.supportEmail, /@hosting\.example$/);
  });

  it('takes every field from the environment', () => {
    const provider = getProvider({
      PROVIDER_NAME: 'Хостинг Тест',
      PROVIDER_SITE_URL: 'https://test.example/',
      PROVIDER_CLIENT_AREA_URL: 'https://my.test.example',
      PROVIDER_GAME_PANEL_URL: 'https://game.test.example',
      PROVIDER_FORUM_URL: 'https://forum.test.example',
      PROVIDER_STATUS_URL: 'https://status.test.example',
      PROVIDER_TICKET_URL: 'https://my.test.example/support/new?type=kb',
      PROVIDER_SUPPORT_EMAIL: ' help+kb@Test.Example ',
    });
    assert.equal(provider.name, 'Хостинг Тест');
    // A trailing slash is dropped so that each link has one spelling.
    assert.equal(provider.siteUrl, 'https://test.example');
    assert.equal(provider.clientAreaUrl, 'https://my.test.example');
    assert.equal(provider.gamePanelUrl, 'https://game.test.example');
    assert.equal(
      provider.ticketUrl,
      'https://my.test.example/support/new?type=kb',
    );
    assert.equal(provider.supportEmail, 'help+kb@test.example');
    assert.deepEqual(
      provider.community.map(({href}) => href),
      ['https://forum.test.example', 'https://status.test.example'],
    );
  });

  it('ignores empty variables', () => {
    assert.deepEqual(
      getProvider({PROVIDER_NAME: '  ', PROVIDER_SITE_URL: ''}),
      DEFAULT_PROVIDER,
    );
  });

  it('stops the build on a malformed URL, naming the variable', () => {
    assert.throws(
      () => getProvider({PROVIDER_CLIENT_AREA_URL: 'my.hosting'}),
      /PROVIDER_CLIENT_AREA_URL/,
    );
    assert.throws(
      () => getProvider({PROVIDER_SITE_URL: 'javascript:alert(1)'}),
      /PROVIDER_SITE_URL.*http/,
    );
    assert.throws(
      () => getProvider({PROVIDER_TICKET_URL: '/tickets/new'}),
      /PROVIDER_TICKET_URL/,
    );
  });

  it('stops the build on a malformed support address, naming the variable', () => {
    for (const value of [
      'support',
      '@hosting.example',
      'support@',
      'support@hosting',
      'mailto:support@hosting.example',
      'Поддержка <support@hosting.example>',
      'support@hosting.example?cc=x@y.example',
      'a b@hosting.example',
    ]) {
      assert.throws(
        () => getProvider({PROVIDER_SUPPORT_EMAIL: value}),
        /PROVIDER_SUPPORT_EMAIL.*not an email address/,
        value,
      );
    }
  });

  it('takes the mail server and its ports from the environment', () => {
    const {hosting} = getProvider({
      PROVIDER_SMTP_HOST: 'Mail.Test.example',
      PROVIDER_SMTP_PORT_SSL: '2465',
      PROVIDER_SMTP_PORT_STARTTLS: ' 2587 ',
    });
    assert.equal(hosting.smtpHost, 'mail.test.example');
    assert.equal(hosting.smtpPortSsl, 2465);
    assert.equal(hosting.smtpPortStartTls, 2587);
    // The panel paths are not variables: they keep the defaults.
    assert.equal(hosting.dkimPath, DEFAULT_PROVIDER.hosting.dkimPath);
  });

  it('takes the SPF include and the DKIM selector from the environment', () => {
    const {hosting} = getProvider({
      PROVIDER_SPF_INCLUDE: ' _SPF.Mail.test.example ',
      PROVIDER_DKIM_SELECTOR: 'S1.Mail',
    });
    assert.equal(hosting.spfInclude, '_spf.mail.test.example');
    assert.equal(hosting.dkimSelector, 's1.mail');
    for (const value of [
      'include:_spf.test.example',
      'v=spf1 include:_spf.test.example ~all',
      '_spf',
      '_spf..test.example',
    ]) {
      assert.throws(
        () => getProvider({PROVIDER_SPF_INCLUDE: value}),
        /PROVIDER_SPF_INCLUDE=.*not a DNS name.*_spf\.hosting\.example/,
        value,
      );
    }
    for (const value of [
      'mail._domainkey',
      'mail._domainkey.example.ru',
      '.mail',
      'ma il',
    ]) {
      assert.throws(
        () => getProvider({PROVIDER_DKIM_SELECTOR: value}),
        /PROVIDER_DKIM_SELECTOR=.*not a DNS name/,
        value,
      );
    }
  });

  it('keeps example hosts on the reserved .example domain', () => {
    assert.match(DEFAULT_PROVIDER.hosting.smtpHost, /\.example$/);
  });

  it('stops the build on a malformed host or port, naming the variable', () => {
    for (const value of [
      'https://smtp.test.example',
      'smtp.test.example:465',
      'smtp',
      'smtp..example',
    ]) {
      assert.throws(
        () => getProvider({PROVIDER_SMTP_HOST: value}),
        /PROVIDER_SMTP_HOST.*not a host name/,
        value,
      );
    }
    for (const value of ['0', '65536', '46.5', 'ssl', '-1']) {
      assert.throws(
        () => getProvider({PROVIDER_SMTP_PORT_SSL: value}),
        /PROVIDER_SMTP_PORT_SSL.*not a port/,
        value,
      );
    }
    assert.throws(
      () => getProvider({PROVIDER_SMTP_PORT_STARTTLS: '80a'}),
      /PROVIDER_SMTP_PORT_STARTTLS/,
    );
  });
});

describe('hosting values', () => {
  it('each has a way to be shown in an article', () => {
    assert.deepEqual(
      Object.keys(HOSTING_VALUE_KINDS).sort(),
      Object.keys(DEFAULT_PROVIDER.hosting).sort(),
    );
  });
});
