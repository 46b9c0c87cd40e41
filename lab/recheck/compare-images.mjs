// A perceptual comparison of two screenshots, not of their bytes: a WebP
// re-encoded from the same screen can differ in bytes and not in what a
// reader sees. Both pictures are decoded in Chromium (which reads WebP) and
// compared pixel by pixel in the YIQ colour space, as pixelmatch does: a
// pixel counts as changed when its colour differs by more than
// PIXEL_THRESHOLD of the largest possible difference, so that anti-aliasing
// noise does not count and a changed word does.

/** Share of the largest YIQ difference below which a pixel is the same. */
export const PIXEL_THRESHOLD = 0.1;
/** A screenshot has changed when more pixels than this share changed… */
export const CHANGED_SHARE = 0.0005;
/** …and more than this many: one short word of admin text is about 150. */
export const CHANGED_PIXELS = 40;

/**
 * Compares `before` and `after` (image bytes) in `page` (a Playwright page).
 * Returns {changed, width, height, pixels, share}; a different size is a
 * change.
 */
export async function compareImages(page, before, after) {
  const result = await page.evaluate(
    async ([a, b, threshold]) => {
      const load = async (base64) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes]));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d');
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [x, y] = await Promise.all([load(a), load(b)]);
      if (x.width !== y.width || x.height !== y.height) {
        return {
          sized: `${x.width}×${x.height} → ${y.width}×${y.height}`,
          pixels: Math.max(x.width * x.height, y.width * y.height),
          total: Math.max(x.width * x.height, y.width * y.height),
          width: y.width,
          height: y.height,
        };
      }
      // pixelmatch's colour distance: YIQ with its weights, 35215 at most.
      const yiq = (r, g, bl) => [
        r * 0.29889531 + g * 0.58662247 + bl * 0.11448223,
        r * 0.59597799 - g * 0.2741761 - bl * 0.32180189,
        r * 0.21147017 - g * 0.52261711 + bl * 0.31114694,
      ];
      const limit = 35215 * threshold * threshold;
      let pixels = 0;
      for (let i = 0; i < x.data.length; i += 4) {
        const alphaA = x.data[i + 3] / 255;
        const alphaB = y.data[i + 3] / 255;
        // Over white, as the page shows a picture with transparency.
        const blend = (value, alpha) => 255 + (value - 255) * alpha;
        const [y1, i1, q1] = yiq(
          blend(x.data[i], alphaA),
          blend(x.data[i + 1], alphaA),
          blend(x.data[i + 2], alphaA),
        );
        const [y2, i2, q2] = yiq(
          blend(y.data[i], alphaB),
          blend(y.data[i + 1], alphaB),
          blend(y.data[i + 2], alphaB),
        );
        const delta =
          0.5053 * (y1 - y2) ** 2 +
          0.299 * (i1 - i2) ** 2 +
          0.1957 * (q1 - q2) ** 2;
        if (delta > limit) pixels += 1;
      }
      return {
        sized: null,
        pixels,
        total: x.width * x.height,
        width: x.width,
        height: x.height,
      };
    },
    [before.toString('base64'), after.toString('base64'), PIXEL_THRESHOLD],
  );
  const share = result.pixels / result.total;
  return {
    ...result,
    share,
    changed:
      result.sized !== null ||
      (share > CHANGED_SHARE && result.pixels > CHANGED_PIXELS),
  };
}
