import {useEffect, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import tree from '@generated/troubleshooting/default/tree.json';

import SupportMessage from '@site/src/components/SupportMessage';
import {guideMessage} from '@site/src/components/SupportMessage/message';
import type {GuideStep} from '@site/src/plugins/troubleshooting/types';

import Inline from './Inline';
import styles from './styles.module.css';

export type GuideProps = {
  /** The id of the symptom the reader chose. */
  symptom: string;
  /** Back to the list of symptoms. */
  onClose: () => void;
};

/**
 * The questions of one symptom, one at a time, with «Да» and «Нет»; the
 * answers so far above them, «Назад» to take the last one back. It ends on
 * the section that fixes the problem or, where the knowledge base has no
 * answer, on the support message with the answers in it. The focus moves
 * to each new question or result, so a screen reader reads it and the
 * keyboard goes on from there.
 */
export default function Guide({symptom, onClose}: GuideProps): ReactNode {
  const entry = tree.find(({id}) => id === symptom);
  const [answers, setAnswers] = useState<boolean[]>([]);
  const prompt = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    prompt.current?.focus();
  }, [answers.length]);

  if (!entry) {
    return null;
  }

  const turns: {ask: string; yes: boolean}[] = [];
  let step: GuideStep = entry.step;
  for (const yes of answers) {
    if (!('ask' in step)) break;
    turns.push({ask: step.ask, yes});
    step = yes ? step.yes : step.no;
  }
  const answer = (yes: boolean) => setAnswers([...answers, yes]);

  return (
    <div className={styles.guide}>
      <p className={styles.chosen}>
        <Inline text={entry.symptom} />
      </p>
      {turns.length > 0 && (
        <ol className={styles.turns} aria-label="Ваши ответы">
          {turns.map(({ask, yes}, index) => (
            <li key={index}>
              <Inline text={ask} /> <strong>{yes ? 'Да' : 'Нет'}</strong>
            </li>
          ))}
        </ol>
      )}
      {'ask' in step ? (
        <div className={styles.step}>
          <p
            ref={prompt}
            id="guide-question"
            tabIndex={-1}
            className={styles.question}>
            <Inline text={step.ask} />
          </p>
          <div
            role="group"
            aria-labelledby="guide-question"
            className={styles.answers}>
            <button
              type="button"
              className="button button--primary"
              onClick={() => answer(true)}>
              Да
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => answer(false)}>
              Нет
            </button>
          </div>
        </div>
      ) : 'answer' in step ? (
        <div className={styles.step}>
          <p ref={prompt} tabIndex={-1} className={styles.result}>
            Что сделать
          </p>
          <p>
            <Inline text={step.answer} />
          </p>
          <p>
            <Link className="button button--primary" to={step.to}>
              Открыть раздел «{step.section}»
            </Link>
          </p>
          <p className={styles.source}>Статья «{step.title}»</p>
        </div>
      ) : (
        <div className={styles.step}>
          <p ref={prompt} tabIndex={-1} className={styles.result}>
            Нужна помощь поддержки
          </p>
          <p>
            <Inline text={step.support} />
          </p>
          <SupportMessage
            message={guideMessage({symptom: entry.symptom, turns})}>
            Ваши ответы уже в тексте обращения: допишите адрес сайта и что вы
            делали перед тем, как возникла проблема.
          </SupportMessage>
        </div>
      )}
      <p className={styles.nav}>
        {answers.length > 0 && (
          <button
            type="button"
            className="button button--sm button--secondary"
            onClick={() => setAnswers(answers.slice(0, -1))}>
            Назад
          </button>
        )}
        <button
          type="button"
          className="button button--sm button--link"
          onClick={onClose}>
          Выбрать другую проблему
        </button>
      </p>
    </div>
  );
}
