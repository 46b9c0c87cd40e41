/**
 * Wraps theme-classic's sidebar HTML item. The placeholder item of a docs
 * section not yet added (../../../split.ts) shows only when the
 * reader opens that section's category before its items have come: it
 * asks for the section, says that it is loading, and if the download
 * fails, links to the section's first page.
 */
import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Html from '@theme-init/DocSidebarItem/Html';
import type HtmlType from '@theme/DocSidebarItem/Html';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';

import {ensureSection} from '../../../client';

type Props = WrapperProps<typeof HtmlType>;

function SectionPlaceholder({
  section,
  firstLink,
  level,
}: {
  section: number;
  firstLink: string | undefined;
  level: number;
}): ReactNode {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    ensureSection(section).catch(() => setFailed(true));
  }, [section]);
  return (
    <li
      className={clsx(
        'menu__list-item',
        `theme-doc-sidebar-item-link-level-${level}`,
      )}>
      {failed && firstLink ? (
        <Link className="menu__link" to={firstLink}>
          Не удалось загрузить список статей. Открыть раздел
        </Link>
      ) : (
        <span className="menu__link" role="status">
          {failed ? 'Не удалось загрузить список статей' : 'Загрузка…'}
        </span>
      )}
    </li>
  );
}

export default function HtmlWrapper(props: Props): ReactNode {
  const custom = props.item.customProps as
    {section?: unknown; firstLink?: unknown} | undefined;
  if (typeof custom?.section !== 'number') {
    return <Html {...props} />;
  }
  return (
    <SectionPlaceholder
      section={custom.section}
      firstLink={
        typeof custom.firstLink === 'string' ? custom.firstLink : undefined
      }
      level={props.level}
    />
  );
}
