import type {ReactNode} from 'react';

import {HOSTING_VALUE_KINDS, type Hosting} from '@site/src/data/provider';
import useProvider from '@site/src/hooks/useProvider';

const isName = (name: string): name is keyof Hosting =>
  Object.prototype.hasOwnProperty.call(HOSTING_VALUE_KINDS, name);

/**
 * A value of the provider's hosting service in an article:
 * `<ProviderValue name="smtpHost" />`. Values live in src/data/provider.ts,
 * so a rebrand changes every article. An unknown name stops the build.
 * Registered for every Markdown page in src/theme/MDXComponents.
 */
export default function ProviderValue({name}: {name: string}): ReactNode {
  const {hosting} = useProvider();
  if (!isName(name)) {
    throw new Error(
      `<ProviderValue name="${name}" />: no such value; the names are ${Object.keys(HOSTING_VALUE_KINDS).join(', ')} (src/data/provider.ts)`,
    );
  }
  const value = String(hosting[name]);
  return HOSTING_VALUE_KINDS[name] === 'code' ? (
    <code>{value}</code>
  ) : (
    <strong>{value}</strong>
  );
}
