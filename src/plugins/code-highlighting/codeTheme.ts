import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * The light colours of code blocks: prism-react-renderer's `github` theme
 * with each token colour darkened until it reads at 4.5:1 (WCAG AA) on the
 * block's background (#f6f8fa) and on a highlighted line (#dddfe1). The
 * originals fall to 2.4–3.3:1 (#36acaa, #00a4db, #999988). Checked by
 * tests/e2e/a11y.spec.ts.
 */
const AA_COLOURS: Record<string, string> = {
  '#999988': '#57606a',
  '#e3116c': '#a3134f',
  '#36acaa': '#0a6c6a',
  '#00a4db': '#0461a8',
  '#d73a49': '#a4202d',
  '#6f42c1': '#5a32a3',
};

export const lightCodeTheme: PrismTheme = {
  ...themes.github,
  styles: themes.github.styles.map((entry) => {
    const {color, opacity: _opacity, ...style} = entry.style;
    return {
      ...entry,
      style: {
        ...style,
        // `namespace` was drawn at 70 % opacity: too faint on a highlight.
        color: color ? (AA_COLOURS[color.toLowerCase()] ?? color) : '#57606a',
      },
    };
  }),
};

/** `dracula` with its comments lightened from #6272a4 (3.0:1) to 4.9:1. */
export const darkCodeTheme: PrismTheme = {
  ...themes.dracula,
  styles: themes.dracula.styles.map((entry) =>
    entry.types.includes('comment')
      ? {...entry, style: {...entry.style, color: '#8b96c4'}}
      : entry,
  ),
};
