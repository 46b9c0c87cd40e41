import type {ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

import {crashOnce} from './crash';

function Boom(): ReactNode {
  crashOnce('layout', useIsBrowser());
  return <p>Страница восстановилась после сбоя.</p>;
}

/** A crash inside `<Layout>`: the theme's error page takes over. */
export default function LayoutCrash(): ReactNode {
  return (
    <Layout title="Проверка: сбой внутри страницы">
      <main className="container margin-vert--lg">
        <Heading as="h1">Проверка: сбой внутри страницы</Heading>
        <Boom />
      </main>
    </Layout>
  );
}
