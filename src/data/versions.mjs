/**
 * Numeric comparison of release numbers: 7.10 is newer than 7.9, and a
 * missing part counts as 0 (7.1 and 7.1.0 are the same release).
 *
 * Plain JavaScript so that both sides read the one copy: the site's build
 * (src/data/releases.ts, the «вышла 7.2» notice) and the scripts Node runs
 * as they are (lab/sources, lab/recheck, the dictionary builder's overlay).
 *
 * @param {string} a
 * @param {string} b
 * @returns {number} negative, 0 or positive, as `Array.prototype.sort` wants
 */
export function compareVersions(a, b) {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}
