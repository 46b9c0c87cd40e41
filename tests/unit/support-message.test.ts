/**
 * The prepared message to support (src/components/SupportMessage/message.ts):
 * what it says and how the `mailto:` link carries it. The browser suite
 * (tests/e2e/article-feedback.spec.ts) checks the widget that shows it.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {
  PROBLEMS,
  articleMessage,
  mailtoHref,
  searchMessage,
} from '../../src/components/SupportMessage/message';

/** The subject and body a mail program reads from a `mailto:` link. */
function readMailto(href: string): {to: string; subject: string; body: string} {
  const match = /^mailto:([^?]+)\?(.*)$/.exec(href);
  assert.ok(match, href);
  const fields = new Map(
    match[2]!.split('&').map((pair) => {
      const [key, value] = pair.split('=');
      return [key!, decodeURIComponent(value!)];
    }),
  );
  return {
    to: match[1]!,
    subject: fields.get('subject') ?? '',
    body: fields.get('body') ?? '',
  };
}

describe('the message about an article', () => {
  const article = {
    title: 'Как настроить почту: SMTP & «письма»?',
    url: 'https://docs.hosting.example/docs/wordpress/rabota-pochty',
    checkedWith: 'WordPress 7.1',
  };

  it('names the article, its address, its version and each choice', () => {
    for (const problem of PROBLEMS) {
      const {subject, body} = articleMessage({...article, problem});
      assert.ok(subject.includes(article.title), subject);
      for (const part of [
        article.title,
        article.url,
        article.checkedWith,
        problem,
      ]) {
        assert.ok(body.includes(part), `${part} in:\n${body}`);
      }
    }
  });

  it('leaves out the version line of an article without one', () => {
    const {body} = articleMessage({
      ...article,
      checkedWith: undefined,
      problem: PROBLEMS[0],
    });
    assert.doesNotMatch(body, /Проверено/);
  });

  it('goes into a mailto: link whole, every character encoded', () => {
    const message = articleMessage({...article, problem: PROBLEMS[1]});
    const href = mailtoHref('support@hosting.example', message);
    // Nothing a mail program would split on or misread is left raw: only
    // the two fields, each percent-encoded.
    assert.match(
      href.slice(href.indexOf('?') + 1),
      /^subject=[\w%.!~*'()-]+&body=[\w%.!~*'()-]+$/,
    );
    const read = readMailto(href);
    assert.equal(read.to, 'support@hosting.example');
    assert.equal(read.subject, message.subject);
    // Line breaks as CRLF (RFC 6068), the text otherwise the same.
    assert.equal(read.body, message.body.replace(/\n/g, '\r\n'));
  });
});

describe('the message about a search that found nothing', () => {
  it('carries the query and the search address', () => {
    const query = 'ошибка 500 & белый экран';
    const url = `https://docs.hosting.example/search?q=${encodeURIComponent(query)}`;
    const message = searchMessage({query, url});
    assert.ok(message.subject.includes(query));
    assert.ok(message.body.includes(query));
    assert.ok(message.body.includes(url));
    const read = readMailto(mailtoHref('support@hosting.example', message));
    assert.equal(read.subject, message.subject);
    assert.equal(read.body, message.body.replace(/\n/g, '\r\n'));
  });
});
