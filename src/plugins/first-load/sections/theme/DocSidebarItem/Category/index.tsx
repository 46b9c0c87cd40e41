/**
 * Wraps theme-classic's sidebar category. A docs section's category comes
 * to the browser without its items until its section is added
 * (../../../split.ts): this renders it again when a section
 * arrives, and asks for the section as soon as the pointer rests on the
 * category, it gets the keyboard focus or a finger touches it, so that it
 * is usually there before the reader opens it.
 */
import type {ReactNode} from 'react';
import Category from '@theme-init/DocSidebarItem/Category';
import type CategoryType from '@theme/DocSidebarItem/Category';
import type {WrapperProps} from '@docusaurus/types';

import {ensureSection, useSectionsAdded} from '../../../client';

type Props = WrapperProps<typeof CategoryType>;

/** The section a category waits for: its one placeholder item says it. */
function pendingSection(props: Props): number | undefined {
  const [first] = props.item.items;
  const section = (first?.customProps as {section?: unknown} | undefined)
    ?.section;
  return first?.type === 'html' && typeof section === 'number'
    ? section
    : undefined;
}

export default function CategoryWrapper(props: Props): ReactNode {
  useSectionsAdded();
  const section = pendingSection(props);
  if (section === undefined) {
    return <Category {...props} />;
  }
  const ask = () => {
    void ensureSection(section);
  };
  return (
    <Category
      {...props}
      {...{onMouseEnter: ask, onFocus: ask, onTouchStart: ask}}
    />
  );
}
