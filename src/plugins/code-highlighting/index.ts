/**
 * Code blocks without Prism in the browser.
 *
 * Docusaurus highlights code in the browser: theme-classic's client module
 * prism-include-languages puts Prism and every language into the main
 * bundle of every page (about 30 KiB brotli), and each code block is
 * tokenized twice after load (hydration, then a re-render for the colour
 * mode). Here the build does the tokenizing (./rehype.ts) and the colours
 * are CSS for both modes, generated below from the light and dark themes
 * given as options, so a page paints its code in the reader's mode at once
 * and React only hydrates the spans.
 *
 * This plugin:
 * - writes the colour CSS and adds it as a client module;
 * - removes theme-classic's prism-include-languages client module from the
 *   bundle; ./client/loadTokenizer.ts loads Prism and the languages on
 *   demand, for a code block the build did not tokenize (JSX).
 * The rehype plugin is registered for docs, blog and pages
 * (codeHighlightingFeature); the theme side is ./theme/CodeBlock (this
 * plugin's theme path).
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';

import type {Feature} from '../features';
import {PatchesApplied, patchTarget, type Patch} from '../patches';
import {darkCodeTheme, lightCodeTheme} from './codeTheme';
import rehypeCodeTokens from './rehype';

const PRISM_PATCH: Patch = {
  plugin: 'code-highlighting',
  name: "theme-classic's prism-include-languages aliased to nothing",
  see: 'PATCHES.md «Code blocks tokenized by the build»',
};

type Style = Record<string, string | number | undefined>;

function declarations(style: Style): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(
      ([property, value]) =>
        `${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`,
    )
    .join(';');
}

/**
 * The light colours apply unless the page is dark (also before the theme's
 * inline script has set data-theme, and without scripts); dark rules do not
 * inherit light ones for types only the light theme colours.
 */
const SCOPE = {
  light: ":root:not([data-theme='dark'])",
  dark: "[data-theme='dark']",
};

function themeRules(theme: PrismTheme, mode: 'light' | 'dark'): string[] {
  const scope = SCOPE[mode];
  const {color, backgroundColor} = theme.plain;
  const rules = [
    `${scope}{--prism-color:${color};--prism-background-color:${backgroundColor}}`,
  ];
  // One rule per theme entry, in the theme's order: where two entries
  // colour a type, the later wins, as in prism-react-renderer's themeToDict.
  for (const {types, languages, style} of theme.styles) {
    const body = declarations(style as Style);
    if (!body) {
      continue;
    }
    const selectors = types.flatMap((type) =>
      (languages ?? ['']).map((language) =>
        language
          ? `${scope} .prism-code.language-${language} .token.${type}`
          : `${scope} .prism-code .token.${type}`,
      ),
    );
    rules.push(`${selectors.join(',')}{${body}}`);
  }
  return rules;
}

/**
 * The stylesheet for both colour modes: the block colours as the
 * `--prism-*` variables theme-classic's CSS reads, and one rule per token
 * type, in the order of the theme's entries (as Prism's own CSS themes do).
 */
export function prismThemeCss(light: PrismTheme, dark: PrismTheme): string {
  return [
    '/* Written by src/plugins/code-highlighting from its colour themes. */',
    '.prism-code{color:var(--prism-color);background-color:var(--prism-background-color)}',
    '.prism-code .token-line{color:var(--prism-color)}',
    ...themeRules(light, 'light'),
    ...themeRules(dark, 'dark'),
    '',
  ].join('\n');
}

/**
 * The colour themes are imported here, not read from `themeConfig.prism` or
 * passed as options: the site config (themeConfig and every plugin's
 * options) is serialised into every page's main bundle, and nothing in the
 * browser reads the theme objects any more (−0.7 KiB brotli of main.js).
 */
export default function codeHighlightingPlugin(context: LoadContext): Plugin {
  const cssFile = path.join(
    context.generatedFilesDir,
    'code-highlighting',
    'prism-colours.css',
  );
  mkdirSync(path.dirname(cssFile), {recursive: true});
  writeFileSync(cssFile, prismThemeCss(lightCodeTheme, darkCodeTheme));
  // The client module as .docusaurus/client-modules.js requires it; it
  // must be there, and be asked for (../patches.ts).
  const prismIncludeLanguages = path.join(
    path.dirname(require.resolve('@docusaurus/theme-classic')),
    'prism-include-languages',
  );
  patchTarget(PRISM_PATCH, prismIncludeLanguages);
  const themePath = path.join(__dirname, 'theme');
  return {
    name: 'code-highlighting',
    // ./theme/CodeBlock replaces theme-classic's CodeBlock (ejected).
    getThemePath() {
      return themePath;
    },
    getTypeScriptThemePath() {
      return themePath;
    },
    getClientModules() {
      return [cssFile];
    },
    configureWebpack(_config, _isServer, {currentBundler}) {
      // The alias cannot count: this counts the requests it takes.
      const applied = new PatchesApplied();
      const asked = applied.replacement(
        currentBundler.instance,
        /[\\/]prism-include-languages$/,
        [PRISM_PATCH],
        ({request}) =>
          request === prismIncludeLanguages ? {patch: PRISM_PATCH} : undefined,
      );
      return {
        resolve: {
          alias: {
            [`${prismIncludeLanguages}$`]: path.join(__dirname, 'nothing.js'),
          },
        },
        plugins: [asked, applied.plugin()],
      };
    },
  };
}

/**
 * Code blocks highlighted by the build; colours as CSS; no Prism in the
 * browser for Markdown code. Its colours: the github themes darkened to
 * WCAG AA (./codeTheme.ts). `additionalLanguages`: the Prism languages
 * the articles use beyond those prism-react-renderer bundles.
 */
export function codeHighlightingFeature(
  additionalLanguages: string[],
): Feature {
  return {
    name: 'code-highlighting',
    plugins: [codeHighlightingPlugin],
    // Code blocks are tokenized by the build.
    rehypePlugins: [[rehypeCodeTokens, {additionalLanguages}]],
  };
}
