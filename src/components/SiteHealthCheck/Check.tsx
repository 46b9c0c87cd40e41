import {useId, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import MDXComponents from '@theme/MDXComponents';

import {checkExport, parseExport, type Finding, type Status} from './check';
import styles from './styles.module.css';

/**
 * The article's own h3, from MDXComponents rather than @theme/Heading: the
 * chunk then shares every article's MDX components chunk whole instead of
 * splitting it (src/components/Generator/Form.tsx says what that costs).
 */
const H3 = MDXComponents.h3;

const STATUS_WORDS: Record<Status, string> = {
  fail: 'Нужно исправить',
  warn: 'Стоит исправить',
  ok: 'В порядке',
  absent: 'Нет в тексте',
};

const ORDER: Status[] = ['fail', 'warn', 'absent', 'ok'];

function plural(n: number, one: string, few: string, many: string): string {
  const tens = n % 100;
  const last = n % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (last === 1) return one;
  if (last >= 2 && last <= 4) return few;
  return many;
}

function summary(findings: Finding[]): string {
  const count = (status: Status): number =>
    findings.filter((finding) => finding.status === status).length;
  const fail = count('fail');
  const warn = count('warn');
  if (fail === 0 && warn === 0) {
    return 'Всё, что есть в тексте, соответствует требованиям статьи.';
  }
  const parts = [
    fail > 0 &&
      `${fail} ${plural(fail, 'пункт', 'пункта', 'пунктов')} нужно исправить`,
    warn > 0 &&
      `${warn} ${plural(warn, 'пункт', 'пункта', 'пунктов')} стоит исправить`,
  ].filter(Boolean);
  return `${parts.join(', ')}.`;
}

/** The field, the button and the findings (./index.tsx loads it). */
export default function Check(): ReactNode {
  const id = useId();
  const [text, setText] = useState('');
  const [findings, setFindings] = useState<Finding[] | null>(null);
  const [error, setError] = useState('');

  const check = (): void => {
    const sections = parseExport(text);
    if (!sections) {
      setFindings(null);
      setError(
        text.trim()
          ? 'Это не похоже на текст из «Здоровья сайта». Нажмите на вкладке «Информация» кнопку «Скопировать информацию в буфер обмена» и вставьте сюда всё, что она скопировала.'
          : 'Вставьте сюда текст, который скопировала кнопка «Скопировать информацию в буфер обмена».',
      );
      return;
    }
    setError('');
    setFindings(
      checkExport(sections).sort(
        (a, b) => ORDER.indexOf(a.status) - ORDER.indexOf(b.status),
      ),
    );
    requestAnimationFrame(() =>
      document.getElementById(`${id}-result`)?.focus(),
    );
  };

  return (
    <>
      <label htmlFor={id} className={styles.label}>
        Текст из «Здоровья сайта»
      </label>
      <textarea
        id={id}
        className={styles.field}
        rows={6}
        value={text}
        spellCheck={false}
        placeholder={'### wp-core ###\n\nversion: 7.1\n…'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
      <button type="button" className="button button--primary" onClick={check}>
        Проверить
      </button>
      {findings && (
        <section className={styles.result} aria-labelledby={`${id}-result`}>
          <H3 id={`${id}-result`} tabIndex={-1}>
            Результат проверки
          </H3>
          <p>{summary(findings)}</p>
          <ul className={styles.findings}>
            {findings.map((finding) => (
              <li key={finding.id} data-status={finding.status}>
                <strong className={styles[finding.status]}>
                  {STATUS_WORDS[finding.status]}.
                </strong>{' '}
                <strong>{finding.title}.</strong> {finding.text}
                {finding.step && (
                  <>
                    {' '}
                    Как исправить:{' '}
                    <Link to={finding.step.to}>{finding.step.label}</Link>.
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
