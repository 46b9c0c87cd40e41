/**
 * A label's leading emoji («⚠️ Ошибки» → «⚠️» + « Ошибки»), as upstream's
 * extractLeadingEmoji finds it, without its cost: upstream builds an
 * Intl.Segmenter when the module loads and tests each label's first
 * grapheme with /^\p{RGI_Emoji}$/v, a regular expression over every emoji
 * sequence. On a section page the two cost about 430 ms of main-thread time
 * at Lighthouse's 4× CPU slowdown. A pictographic character with its
 * modifiers and joined characters, or a flag, is the same set in practice.
 */
const LEADING_EMOJI =
  /^(?:\p{Regional_Indicator}{2}|\p{Extended_Pictographic}[\p{Emoji_Modifier}\uFE0F\u20E3]*(?:\u200D\p{Extended_Pictographic}[\p{Emoji_Modifier}\uFE0F]*)*)/u;

export function extractLeadingEmoji(input: string): {
  emoji: string | null;
  rest: string;
} {
  const emoji = LEADING_EMOJI.exec(input)?.[0] ?? null;
  return {emoji, rest: emoji ? input.slice(emoji.length) : input};
}
