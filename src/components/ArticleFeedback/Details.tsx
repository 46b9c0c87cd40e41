import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import SupportMessage from '@site/src/components/SupportMessage';
import {
  PROBLEMS,
  articleMessage,
  type Problem,
} from '@site/src/components/SupportMessage/message';
import {encodeUrl} from '@site/src/utils/encodeUrl';

import styles from './styles.module.css';

/**
 * «Статья помогла? — Нет»: what was wrong, then the prepared message with
 * the article's title, address, «Проверено» version and that choice.
 * Loaded on the click (./index.tsx), so none of it weighs on the page.
 */
export default function Details(): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const name = useId();
  const first = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<Problem | null>(null);

  // The «Нет» button has gone: the reader continues at the choice.
  useEffect(() => first.current?.focus(), []);

  const checkedWith = (frontMatter as {checked_with?: unknown}).checked_with;
  return (
    <>
      <fieldset className={styles.problems}>
        <legend>Что не так?</legend>
        {PROBLEMS.map((option, index) => (
          <label key={option} className={styles.problem}>
            <input
              ref={index === 0 ? first : undefined}
              type="radio"
              name={name}
              value={option}
              checked={problem === option}
              onChange={() => setProblem(option)}
            />{' '}
            {option}
          </label>
        ))}
      </fieldset>
      {problem && (
        <SupportMessage
          message={articleMessage({
            title: metadata.title,
            url: encodeUrl(`${siteConfig.url}${metadata.permalink}`),
            checkedWith:
              typeof checkedWith === 'string' && checkedWith.trim() !== ''
                ? checkedWith
                : undefined,
            problem,
          })}>
          Жаль, что статья не помогла. Напишите в службу поддержки: мы ответим и
          поправим статью.
        </SupportMessage>
      )}
    </>
  );
}
