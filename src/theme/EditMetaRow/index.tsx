/**
 * Replaces theme-classic's EditMetaRow with nothing. Upstream shows it
 * under an article («Последнее обновление …», «Отредактировать эту
 * страницу»), and under a blog post or a Markdown page that has a date or
 * an edit link (they have neither here). The site shows an article's date
 * once, under its title («Обновлено», src/components/ArticleMeta), and sets
 * no `editUrl`; with this, upstream's DocItem/Footer can stay (the site
 * only wraps it: ../DocItem/Footer), and neither LastUpdated nor
 * EditThisPage is in any page's scripts. If the site ever sets `editUrl`,
 * render `@theme/EditThisPage` here (PATCHES.md).
 */
import type {ReactNode} from 'react';

export default function EditMetaRow(): ReactNode {
  return null;
}
