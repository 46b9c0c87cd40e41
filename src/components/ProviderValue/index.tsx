import type {ReactNode} from 'react';

import type {Hosting} from '@site/src/data/provider';
import useProvider from '@site/src/hooks/useProvider';

/**
 * How each hosting value reads in an article: a server or port is typed by
 * the reader (code), a panel path is clicked (bold, like `:ui[…]`).
 */
export const HOSTING_VALUE_KINDS: Record<keyof Hosting, 'code' | 'path'> = {
  smtpHost: 'code',
  smtpPortSsl: 'code',
  smtpPortStartTls: 'code',
  mailboxesPath: 'path',
  dkimPath: 'path',
  dnsPath: 'path',
  phpVersionPath: 'path',
  phpSettingsPath: 'path',
  logsPath: 'path',
  fileManagerPath: 'path',
  backupsPath: 'path',
  databasesPath: 'path',
  sslPath: 'path',
};

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
    <strong className="ui-label">{value}</strong>
  );
}
