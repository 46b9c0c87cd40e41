import {useRef, type ComponentType, type ReactNode} from 'react';

import {useChunkNearScreen} from '@site/src/hooks/useNearScreen';
import type {FormProps} from './Form';
import type {GeneratorKind} from './build';
import styles from './styles.module.css';

type Loaded = ComponentType<FormProps>;

/** The forms and what they write: a chunk of their own. */
const loadForm = (): Promise<Loaded> =>
  import('./Form').then((module) => module.default);

/**
 * A generator in an article: `<Generator kind="mail" />` (README.md here).
 * src/plugins/generators puts the import on the page and, as children, the
 * output for the sample values as a code block: what a reader without
 * JavaScript, a printout and the Markdown copies get. The form (./Form)
 * loads when the block comes near the screen and takes its place.
 */
export default function Generator({
  kind,
  children,
}: {
  /** Checked by src/plugins/generators when the page is built. */
  kind: GeneratorKind;
  children?: ReactNode;
}): ReactNode {
  const block = useRef<HTMLDivElement>(null);
  const {loaded: Form, failed} = useChunkNearScreen<Loaded>(block, loadForm);
  return (
    <div
      ref={block}
      className={styles.generator}
      data-generator={kind}
      data-search-ignore>
      {Form ? (
        <Form kind={kind} />
      ) : (
        <>
          {children}
          {failed && (
            <p role="alert" className={styles.note}>
              Не удалось загрузить форму. Обновите страницу или подставьте свои
              значения в пример выше.
            </p>
          )}
        </>
      )}
    </div>
  );
}
