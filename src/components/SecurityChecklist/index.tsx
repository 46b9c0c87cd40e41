import {useId, type ReactNode} from 'react';

import {useTicks} from '@site/src/components/Checklist/useTicks';
import {countRu} from '@site/src/data/plural';

import styles from './styles.module.css';

type Item = {id: string; title: string; hint: string};

/** The checks, in the order it pays to do them. */
const ITEMS: readonly Item[] = [
  {
    id: 'updates',
    title: 'WordPress, плагины и темы обновлены',
    hint: 'Большинство взломов идёт через уязвимости, давно закрытые в новых версиях.',
  },
  {
    id: 'unused',
    title: 'Неиспользуемые плагины и темы удалены',
    hint: 'Отключённый плагин остаётся на сервере, и его уязвимость по-прежнему доступна.',
  },
  {
    id: 'passwords',
    title: 'Пароли длинные и нигде не повторяются',
    hint: 'Храните их в менеджере паролей, а не в заметках и не в письмах.',
  },
  {
    id: 'two-factor',
    title: 'Двухфакторная защита включена',
    hint: 'Для админки сайта и для личного кабинета хостинга.',
  },
  {
    id: 'admin-login',
    title: 'Администратора зовут не admin',
    hint: 'Подбор паролей начинают с логинов admin и administrator.',
  },
  {
    id: 'backups',
    title: 'Резервные копии делаются и хранятся вне сервера',
    hint: 'Копия на том же сервере пропадёт вместе с ним. Раз в месяц проверяйте, что копия восстанавливается.',
  },
  {
    id: 'https',
    title: 'Сайт открывается только по HTTPS',
    hint: 'Без шифрования пароль от админки передаётся открытым текстом.',
  },
  {
    id: 'permissions',
    title: 'Права на файлы 644, на папки 755',
    hint: 'Никогда не ставьте 777: так любой процесс на сервере сможет изменить ваши файлы.',
  },
  {
    id: 'debug-off',
    title: 'Вывод ошибок на экран выключен',
    hint: 'На рабочем сайте WP_DEBUG_DISPLAY должен быть false: ошибки раскрывают пути и версии.',
  },
];

function verdict(done: number, total: number): string {
  if (done === total) {
    return 'Отлично: базовая защита на месте. Повторяйте проверку раз в месяц.';
  }
  if (done >= total - 3) {
    return 'Почти готово: закройте оставшиеся пункты — они самые частые причины взломов.';
  }
  return 'Начните с обновлений и резервных копий: они защищают лучше всего.';
}

const IDS = ITEMS.map((item) => item.id);

/**
 * An interactive self-check for the MDX blog post. The ticks are kept in the
 * reader's browser, like a Markdown task list's (src/components/Checklist);
 * nothing is sent anywhere.
 */
export default function SecurityChecklist(): ReactNode {
  const {ticks: checked, kept, toggle, reset} = useTicks(IDS);
  const baseId = useId();
  const done = checked.size;
  const total = ITEMS.length;

  return (
    <section className={styles.checklist} aria-labelledby={`${baseId}-title`}>
      <p id={`${baseId}-title`} className={styles.title}>
        Проверка безопасности сайта
      </p>
      <ul className={styles.items}>
        {ITEMS.map((item) => {
          const inputId = `${baseId}-${item.id}`;
          return (
            <li key={item.id} className={styles.item}>
              <input
                id={inputId}
                type="checkbox"
                checked={checked.has(item.id)}
                onChange={() => toggle(item.id)}
                aria-describedby={`${inputId}-hint`}
              />
              <div>
                <label htmlFor={inputId} className={styles.label}>
                  {item.title}
                </label>
                <p id={`${inputId}-hint`} className={styles.hint}>
                  {item.hint}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      <div className={styles.footer}>
        <p aria-live="polite" className={styles.progress}>
          Выполнено {done} из {total}. {verdict(done, total)}
        </p>
        <progress
          className={styles.bar}
          max={total}
          value={done}
          aria-label={`Выполнено ${countRu(done, ['пункт', 'пункта', 'пунктов'])} из ${total}`}
        />
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={reset}
          disabled={done === 0}>
          Сбросить отметки
        </button>
      </div>
      {!kept && (
        <p role="status">
          Браузер не даёт сохранить отметки: после перезагрузки страницы они
          пропадут.
        </p>
      )}
    </section>
  );
}
