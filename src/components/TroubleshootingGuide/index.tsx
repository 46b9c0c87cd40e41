import {
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import symptoms from '@generated/troubleshooting/default/symptoms.json';
import {useChunkNearScreen} from '@site/src/hooks/useNearScreen';

import type {GuideProps} from './Guide';
import Inline from './Inline';
import styles from './styles.module.css';

type Loaded = ComponentType<GuideProps>;

/** The guide's questions and answers: a chunk of their own, with the tree. */
const loadGuide = (): Promise<Loaded> =>
  import('./Guide').then((module) => module.default);

/**
 * «Что случилось с сайтом?» on the home page (src/data/troubleshooting.yml,
 * src/plugins/troubleshooting). The server renders each symptom as a link
 * to its article, which is what a reader without JavaScript gets. In the
 * browser the symptoms become buttons; the questions (./Guide, with the
 * tree) load when the section comes near the screen, or on the first
 * choice. Nothing is sent or stored.
 */
export default function TroubleshootingGuide(): ReactNode {
  const section = useRef<HTMLElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [enhanced, setEnhanced] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const {
    loaded: Guide,
    failed,
    load,
  } = useChunkNearScreen<Loaded>(section, loadGuide);

  useEffect(() => setEnhanced(true), []);

  const choose = (id: string): void => {
    setChosen(id);
    if (!Guide) load();
  };

  const close = (): void => {
    const id = chosen;
    setChosen(null);
    // Back to the list, on the symptom the reader had chosen.
    requestAnimationFrame(() => {
      if (id) buttons.current.get(id)?.focus();
    });
  };

  return (
    <section
      ref={section}
      className={styles.block}
      aria-labelledby="home-guide"
      data-noprint>
      <Heading as="h2" id="home-guide">
        Что случилось с сайтом?
      </Heading>
      {chosen && Guide ? (
        <Guide symptom={chosen} onClose={close} />
      ) : (
        <>
          <p className={styles.lead}>
            Выберите, что вы видите. Ответьте на пару вопросов «да» или «нет», и
            подсказчик откроет раздел статьи, который это исправляет.
          </p>
          {failed && (
            <p role="alert" className={styles.failed}>
              Не удалось загрузить подсказчик. Обновите страницу или откройте
              статью по ссылке ниже.
            </p>
          )}
          <ul className={styles.symptoms}>
            {symptoms.map(({id, symptom, to}) => (
              <li key={id}>
                {enhanced && !failed ? (
                  <button
                    type="button"
                    className={styles.symptom}
                    ref={(button) => {
                      if (button) buttons.current.set(id, button);
                      else buttons.current.delete(id);
                    }}
                    aria-busy={chosen === id && !Guide ? true : undefined}
                    onClick={() => choose(id)}>
                    <Inline text={symptom} />
                  </button>
                ) : (
                  <Link className={styles.symptom} to={to}>
                    <Inline text={symptom} />
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
