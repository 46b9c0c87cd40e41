import type {ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

import {crashOnce} from './crash';

/**
 * A crash outside `<Layout>`: only the root error boundary catches it, and
 * the site's `@theme/Error` (src/theme/Error) is shown.
 */
export default function RootCrash(): ReactNode {
  crashOnce('root', useIsBrowser());
  return (
    <Layout title="Проверка: сбой всего приложения">
      <main className="container margin-vert--lg">
        <Heading as="h1">Проверка: сбой всего приложения</Heading>
        <p>Страница восстановилась после сбоя.</p>
      </main>
    </Layout>
  );
}
