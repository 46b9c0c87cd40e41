import {useRef, type ComponentType, type ReactNode} from 'react';

import {useChunkNearScreen} from '@site/src/hooks/useNearScreen';
import styles from './styles.module.css';

/** The field, the check and its findings: a chunk of their own. */
const loadCheck = (): Promise<ComponentType> =>
  import('./Check').then((module) => module.default);

/**
 * The Site Health check of the requirements article (README.md here):
 * `<SiteHealthCheck />`, imported by src/plugins/generators. The field and
 * the check (./Check) load when the block comes near the screen; until then
 * an empty box of the field's size keeps the room. Without JavaScript the
 * block says it needs it.
 */
export default function SiteHealthCheck(): ReactNode {
  const block = useRef<HTMLDivElement>(null);
  const {loaded: Check, failed} = useChunkNearScreen<ComponentType>(
    block,
    loadCheck,
  );
  return (
    <div
      ref={block}
      className={styles.check}
      data-site-health-check
      data-search-ignore
      data-noprint>
      {Check ? (
        <Check />
      ) : (
        <>
          <div className={styles.placeholder} />
          <noscript>
            <p>
              Проверка работает, когда в браузере включён JavaScript. Без неё
              сверьте значения с таблицей в начале статьи.
            </p>
          </noscript>
          {failed && (
            <p role="alert">
              Не удалось загрузить проверку. Обновите страницу или сверьте
              значения с таблицей в начале статьи.
            </p>
          )}
        </>
      )}
    </div>
  );
}
