/**
 * The prepared message to support that «Статья помогла? — Нет» and the
 * search's «Ничего не найдено» offer: pure functions, so that the unit tests
 * can prove the text and its `mailto:` encoding without a browser. Nothing
 * here sends anything: the reader's own mail program or the client area
 * does, if the reader chooses to.
 */

/** A message: its subject and its plain-text body. */
export type SupportMessage = {subject: string; body: string};

/** What a reader can say was wrong with an article. */
export const PROBLEMS = [
  'В статье нет ответа на мой вопрос',
  'Шаги не совпадают с тем, что на экране',
  'В статье ошибка',
  'Другое',
] as const;

export type Problem = (typeof PROBLEMS)[number];

/** The greeting and the line the reader completes, shared by both texts. */
const GREETING = 'Здравствуйте!';

/** An article that did not help: its title, address, version and what was wrong. */
export function articleMessage({
  title,
  url,
  checkedWith,
  problem,
}: {
  title: string;
  /** The article's absolute address. */
  url: string;
  /** Front matter `checked_with`, when the article has one. */
  checkedWith?: string;
  problem: Problem;
}): SupportMessage {
  return {
    subject: `Статья не помогла: ${title}`,
    body: [
      GREETING,
      '',
      'Статья базы знаний не помогла мне.',
      `Статья: ${title}`,
      `Адрес: ${url}`,
      ...(checkedWith ? [`Проверено: ${checkedWith}`] : []),
      `Что не так: ${problem}`,
      '',
      'Подробности:',
      '',
    ].join('\n'),
  };
}

/** A search that found nothing: the query and the address of the search. */
export function searchMessage({
  query,
  url,
}: {
  query: string;
  /** The absolute address of the search page with this query. */
  url: string;
}): SupportMessage {
  return {
    subject: `Не нашлось в базе знаний: ${query}`,
    body: [
      GREETING,
      '',
      'Поиск по базе знаний ничего не нашёл.',
      `Запрос: ${query}`,
      `Адрес поиска: ${url}`,
      '',
      'Мой вопрос:',
      '',
    ].join('\n'),
  };
}

/**
 * «Что случилось с сайтом?» came to no answer: the symptom and the
 * reader's answers, in order, so that support does not ask them again.
 */
export function guideMessage({
  symptom,
  turns,
}: {
  symptom: string;
  /** Each question and the reader's answer, «Да» being true. */
  turns: readonly {ask: string; yes: boolean}[];
}): SupportMessage {
  // The guide's texts mark file names as `code`; a mail is plain text.
  const plain = (text: string) => text.replace(/`/g, '');
  return {
    subject: `Что случилось с сайтом: ${plain(symptom)}`,
    body: [
      GREETING,
      '',
      'Подсказчик базы знаний «Что случилось с сайтом?» не нашёл ответа.',
      `Что случилось: ${plain(symptom)}`,
      ...(turns.length > 0
        ? [
            'Мои ответы:',
            ...turns.map(
              ({ask, yes}) => `— ${plain(ask)} ${yes ? 'Да' : 'Нет'}`,
            ),
          ]
        : []),
      'Адрес сайта:',
      '',
      'Подробности:',
      '',
    ].join('\n'),
  };
}

/**
 * A `mailto:` link with the subject and body filled in (RFC 6068): both
 * percent-encoded as UTF-8, line breaks as CRLF. The address is one that
 * src/data/provider.ts accepted, which needs no encoding.
 */
export function mailtoHref(
  email: string,
  {subject, body}: SupportMessage,
): string {
  const crlf = body.replace(/\r?\n/g, '\r\n');
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(crlf)}`;
}
