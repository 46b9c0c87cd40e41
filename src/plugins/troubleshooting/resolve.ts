/**
 * The tree with its links resolved against the docs: for the browser
 * (./index.ts writes it as JSON) and as text for llms.txt and
 * llms-full.txt (src/plugins/markdown-copies). Node only.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {headingText, splitArticle, type Step, type Symptom} from './tree';
import type {GuideStep, GuideTree} from './types';

/** The part of a loaded doc this module reads. */
export type DocOf = {source: string; permalink: string; title: string};

/** An article link resolved: the section's address, the article's title and the heading. */
export type ResolvedLink = {to: string; title: string; section: string};

/**
 * Resolves the article links of a data file (`wordpress/x.md#id`) against
 * the loaded docs: the section's address, the article's title and the
 * heading's text. The links were checked (articleLinkProblem, ./tree.ts);
 * a file the docs plugin did not load (a draft) stops here, naming the line.
 */
export function articleResolver(
  docs: readonly DocOf[],
  docsDir: string,
): (link: string, at: string) => ResolvedLink {
  const byFile = new Map(
    // `@site/docs/wordpress/rabota-pochty.md`
    docs.map((doc) => [doc.source.replace(/^@site\/docs\//, ''), doc]),
  );
  // Each article read once, however many links lead into it.
  const sources = new Map<string, string>();
  const source = (file: string): string => {
    if (!sources.has(file)) {
      sources.set(file, readFileSync(path.join(docsDir, file), 'utf8'));
    }
    return sources.get(file)!;
  };
  return (link, at) => {
    const {file, anchor} = splitArticle(link);
    const doc = byFile.get(file);
    if (!doc) {
      throw new Error(
        `${at}: docs/${file} is no page of the docs (a draft, or outside the docs plugin)`,
      );
    }
    return {
      to: anchor === undefined ? doc.permalink : `${doc.permalink}#${anchor}`,
      title: doc.title,
      section: anchor === undefined ? '' : headingText(source(file), anchor)!,
    };
  };
}

/**
 * Each link of `symptoms` as the section's address, the article's title
 * and the heading's text. `linkProblems` (./tree.ts) has checked that
 * every file and heading exists.
 */
export function resolveTree(
  symptoms: readonly Symptom[],
  docs: readonly DocOf[],
  docsDir: string,
): GuideTree {
  const resolve = articleResolver(docs, docsDir);
  const client = (step: Step): GuideStep => {
    if ('ask' in step) {
      return {ask: step.ask, yes: client(step.yes), no: client(step.no)};
    }
    if ('answer' in step) {
      return {answer: step.answer, ...resolve(step.article, step.articleAt)};
    }
    return {support: step.support};
  };
  return symptoms.map((symptom) => ({
    id: symptom.id,
    symptom: symptom.symptom,
    to: resolve(symptom.article, symptom.articleAt).to,
    step: client(symptom.step),
  }));
}

/**
 * The guide as Markdown: a heading per symptom, the questions as nested
 * lists, each end with its section's absolute address (`siteUrl` is the
 * origin, the addresses start with the base URL).
 */
export function guideMarkdown(tree: GuideTree, siteUrl: string): string {
  const lines = [
    '## Что случилось с сайтом?',
    '',
    'На главной странице базы знаний есть подсказчик: читатель выбирает, что видит, отвечает «Да» или «Нет» на вопросы и попадает в раздел статьи, который это исправляет. Те же вопросы и ответы:',
  ];
  const end = (step: GuideStep): string => {
    if ('answer' in step) {
      return `${step.answer} См. [${step.title} — ${step.section}](${siteUrl}${encodeURI(step.to)}).`;
    }
    if ('support' in step) {
      return `${step.support} Подсказчик предлагает написать в службу поддержки и кладёт ответы в текст обращения.`;
    }
    return step.ask;
  };
  const list = (step: GuideStep, depth: number): void => {
    if (!('ask' in step)) return;
    for (const [label, next] of [
      ['Да', step.yes],
      ['Нет', step.no],
    ] as const) {
      lines.push(`${'  '.repeat(depth)}- ${label} → ${end(next)}`);
      list(next, depth + 1);
    }
  };
  for (const symptom of tree) {
    lines.push('', `### ${symptom.symptom}`, '', end(symptom.step));
    if ('ask' in symptom.step) {
      lines.push('');
      list(symptom.step, 0);
    }
  }
  return lines.join('\n');
}
