import {
  Children,
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from 'react';
import clsx from 'clsx';

import {useTicks} from './useTicks';
import styles from './styles.module.css';

type Element = ReactElement<{
  children?: ReactNode;
  type?: string;
  className?: string;
}>;

/** The text of a piece of Markdown as rendered: what an item says. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement(node)) {
    return textOf((node as Element).props.children);
  }
  return '';
}

const isCheckbox = (node: ReactNode): boolean =>
  isValidElement(node) &&
  node.type === 'input' &&
  (node as Element).props.type === 'checkbox';

/**
 * A Markdown task list (`- [ ] …`, GFM; src/plugins/checklists wraps it in
 * this component) that keeps its ticks: each item a checkbox with its text
 * as the label, «Отмечено N из M» under it and «Сбросить отметки». The
 * ticks are kept in the browser per page and list (./storage.ts); where
 * storage is refused, the list says so and works until the page is left.
 * Without JavaScript the list is shown as written, its boxes read-only,
 * and the count is hidden (its room is kept, so nothing moves when the
 * page comes to life). Printed, the boxes show their ticks; the button is
 * not printed.
 */
export default function Checklist({
  children,
}: {
  children?: ReactNode;
}): ReactNode {
  const list = Children.toArray(children).find(isValidElement) as
    Element | undefined;
  const items = Children.toArray(list?.props.children).filter(
    isValidElement,
  ) as Element[];
  const texts = items.map((item) => textOf(item.props.children).trim());
  const {ticks, ready, kept, toggle, reset} = useTicks(texts);
  if (!list) return children;
  const done = texts.filter((text) => ticks.has(text)).length;

  return (
    <div className={styles.checklist}>
      {cloneElement(
        list,
        {className: clsx(list.props.className, styles.list)},
        items.map((item, index) => {
          const text = texts[index]!;
          const rest = Children.toArray(item.props.children).filter(
            (part) => !isCheckbox(part),
          );
          return cloneElement(
            item,
            {key: index},
            <label className={styles.item}>
              <input
                type="checkbox"
                className={styles.box}
                checked={ready ? ticks.has(text) : false}
                disabled={!ready}
                onChange={() => toggle(text)}
              />
              <span>{rest}</span>
            </label>,
          );
        }),
      )}
      <p className={styles.summary}>
        <span aria-live="polite">
          Отмечено {done} из {texts.length}
        </span>
        <button
          type="button"
          className="button button--sm button--link"
          onClick={reset}
          disabled={done === 0}
          data-noprint="">
          Сбросить отметки
        </button>
      </p>
      {!kept && (
        <p className={styles.unkept} role="status">
          Браузер не даёт сохранить отметки: после перезагрузки страницы они
          пропадут.
        </p>
      )}
    </div>
  );
}
