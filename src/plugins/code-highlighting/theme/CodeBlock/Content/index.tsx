/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (theme/CodeBlock/Content).
 *
 * Why: upstream runs prism-react-renderer's <Highlight> in the browser,
 * which needs Prism in the main bundle of every page and tokenizes each
 * block on every render. Here the lines come from the build's tokens
 * (src/plugins/code-highlighting/rehype.ts) and colours from CSS; a block
 * without them (JSX) loads Prism on demand and shows its code unhighlighted
 * until then. The markup is upstream's, without inline colours.
 */
import React, {
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import Line from '@theme/CodeBlock/Line';
// LOCAL CHANGE start: tokens from the build, Prism on demand
import type {
  LineInputProps,
  LineOutputProps,
  Token,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';
import {CodeTokensContext} from '../../../client/tokensContext';
import {
  codeLines,
  decodeTokens,
  keepLines,
  plainTokens,
} from '../../../codeTokens';
import {loadedTokenizer, loadTokenizer} from '../../../client/loadTokenizer';
// LOCAL CHANGE end

import styles from './styles.module.css';

// TODO Docusaurus v4: remove useless forwardRef
const Pre = React.forwardRef<HTMLPreElement | null, ComponentProps<'pre'>>(
  (props, ref) => {
    return (
      <pre
        ref={ref}
        tabIndex={0}
        {...props}
        className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}
      />
    );
  },
);

function Code(props: ComponentProps<'code'>) {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined &&
          styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...props.style,
        counterReset:
          metadata.lineNumbersStart === undefined
            ? undefined
            : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

// LOCAL CHANGE start: tokens from the build, Prism on demand
// prism-react-renderer's prop getters, without the theme's inline styles.
function getLineProps({
  className,
  line: _line,
  ...rest
}: LineInputProps): LineOutputProps {
  return {...rest, className: clsx('token-line', className)};
}

function getTokenProps({
  token,
  className,
  ...rest
}: TokenInputProps): TokenOutputProps {
  return {
    ...rest,
    className: clsx('token', ...token.types, className),
    children: token.content,
  };
}

function Lines({lines}: {lines: Token[][]}): ReactNode {
  const {metadata} = useCodeBlockContext();
  return lines.map((line, i) => (
    <Line
      key={i}
      line={line}
      getLineProps={getLineProps}
      getTokenProps={getTokenProps}
      classNames={metadata.lineClassNames[i]}
      showLineNumbers={metadata.lineNumbersStart !== undefined}
    />
  ));
}

/**
 * A block the build did not tokenize: plain lines (on the server and while
 * hydrating), then Prism's once it has loaded.
 */
function TokenizedLines(): ReactNode {
  const {metadata} = useCodeBlockContext();
  const [tokenize, setTokenize] = useState(loadedTokenizer);
  useEffect(() => {
    if (tokenize) {
      return undefined;
    }
    let mounted = true;
    void loadTokenizer().then((loaded) => {
      if (mounted && loaded) {
        setTokenize(() => loaded);
      }
    });
    return () => {
      mounted = false;
    };
  }, [tokenize]);
  const lines = useMemo(
    () =>
      tokenize
        ? tokenize(metadata.code, metadata.language)
        : plainTokens(metadata.code),
    [tokenize, metadata.code, metadata.language],
  );
  return <Lines lines={lines} />;
}

export default function CodeBlockContent({
  className: classNameProp,
}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const encoded = useContext(CodeTokensContext);
  const {code, codeInput, language} = metadata;
  const built = useMemo(() => {
    if (encoded === undefined) {
      return null;
    }
    const rawCode = codeInput.replace(/\r?\n$/, '');
    const tokens = decodeTokens(rawCode, encoded);
    return tokens && keepLines(codeLines(rawCode), tokens, codeLines(code));
  }, [encoded, codeInput, code]);
  return (
    <Pre
      ref={wordWrap.codeBlockRef}
      className={clsx(classNameProp, 'prism-code', `language-${language}`)}>
      <Code>{built ? <Lines lines={built} /> : <TokenizedLines />}</Code>
    </Pre>
  );
}
// LOCAL CHANGE end
