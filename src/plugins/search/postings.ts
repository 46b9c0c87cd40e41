/**
 * How a term's postings are stored, the same in the indexer (build) and the
 * engine (browser). A list is `[page, section, score, …]` in page order
 * (then section order); each page is written as its distance from the
 * previous posting's page. A common word's list is mostly small steps
 * (1, 0, 2 …), and those compress well: at 5,000 articles the list of
 * «плагин» was 40.8 KB brotli stored best first (pages in no order) and is
 * 5.6 KB as steps.
 */

/** A stored list: in its term file, or the number of its own file. */
export type Entry = number[] | number;

/** Postings in page order → as stored. */
export function encodeList(list: number[]): number[] {
  const stored = [...list];
  let previous = 0;
  for (let i = 0; i < stored.length; i += 3) {
    const page = list[i]!;
    if (page < previous) {
      throw new Error(`postings out of page order: ${page} after ${previous}`);
    }
    stored[i] = page - previous;
    previous = page;
  }
  return stored;
}

/** As stored → postings `[page, section, score, …]` in page order. */
export function decodeList(stored: number[]): number[] {
  const list = [...stored];
  let page = 0;
  for (let i = 0; i < list.length; i += 3) {
    page += stored[i]!;
    list[i] = page;
  }
  return list;
}
