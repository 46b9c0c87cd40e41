/**
 * A cheap test of a search query: is it worth loading the error decoder
 * (./index.tsx, a chunk of its own with its rules)? Its own module, so the
 * search panel carries these few bytes and not the decoder.
 */
export const looksLikeError = (text: string): boolean =>
  text.length >= 8 &&
  /error|ошибк|warning|notice|deprecated|fatal|critical|exhausted|exceed|expired|maintenance|unavailable|denied|refused|timed out|database|wp-content|curl|mysql|hy000|\b[1-5]\d\d\b|устарел|критическ|техническ|обслуживани|соединени|недоступ|превышает|запрещ|не удалось|невозможно|не найден|not found/i.test(
    text,
  );
