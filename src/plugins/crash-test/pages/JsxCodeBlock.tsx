import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

import {JSX_CODE} from './jsxCode';

/** Code the build never saw: highlighted by Prism loaded in the browser. */
export default function JsxCodeBlock(): ReactNode {
  return (
    <Layout title="Проверка: блок кода из JSX">
      <main className="container margin-vert--lg">
        <Heading as="h1">Проверка: блок кода из JSX</Heading>
        <CodeBlock language="bash" title="Проверка.sh">
          {JSX_CODE}
        </CodeBlock>
      </main>
    </Layout>
  );
}
