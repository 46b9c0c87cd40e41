import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

import HomeSearch from '@site/src/plugins/search/components/HomeSearch';
import PostDate from '@site/src/components/PostDate';
import TroubleshootingGuide from '@site/src/components/TroubleshootingGuide';
import {countRu} from '@site/src/data/plural';
import useProvider from '@site/src/hooks/useProvider';
import type {
  PostSummary,
  SectionSummary,
} from '@site/src/plugins/site-overview/overview';

import styles from './styles.module.css';

type Props = {
  /** Computed at build time by src/plugins/site-overview. */
  readonly data: {sections: SectionSummary[]; posts: PostSummary[]};
};

function Hero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const provider = useProvider();
  return (
    <header className={clsx('hero', styles.hero)}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          {siteConfig.title}
        </Heading>
        <p className={styles.tagline}>{siteConfig.tagline}</p>
        <HomeSearch />
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/intro">
            Открыть базу знаний
          </Link>
          <Link
            className="button button--secondary button--lg"
            href={provider.clientAreaUrl}>
            Войти в личный кабинет
          </Link>
        </div>
      </div>
    </header>
  );
}

function SectionCard({section}: {section: SectionSummary}): ReactNode {
  return (
    <article className={clsx('card', styles.card)}>
      <div className="card__header">
        <Heading as="h3" className={styles.cardTitle}>
          <Link to={section.permalink}>{section.label}</Link>
        </Heading>
        <p className={styles.count}>
          {countRu(section.articleCount, ['статья', 'статьи', 'статей'])}
        </p>
      </div>
      <div className="card__body">
        {section.description && <p>{section.description}</p>}
        <ul className={styles.articles}>
          {section.featured.map((article) => (
            <li key={article.permalink}>
              <Link to={article.permalink}>{article.title}</Link>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}

function Sections({sections}: {sections: SectionSummary[]}): ReactNode {
  return (
    <section className={styles.block} aria-labelledby="home-sections">
      <Heading as="h2" id="home-sections">
        Разделы
      </Heading>
      <div className={styles.grid}>
        <article className={clsx('card', styles.card)}>
          <div className="card__header">
            <Heading as="h3" className={styles.cardTitle}>
              <Link to="/docs/intro">С чего начать</Link>
            </Heading>
          </div>
          <div className="card__body">
            <p>
              Что есть в базе знаний, как устроены статьи и как быстрее найти
              ответ.
            </p>
            <ul className={styles.articles}>
              <li>
                <Link to="/docs/intro">Введение</Link>
              </li>
              <li>
                <Link to="/markdown-page">Как читать статьи</Link>
              </li>
            </ul>
          </div>
        </article>
        {sections.map((section) => (
          <SectionCard key={section.permalink} section={section} />
        ))}
      </div>
    </section>
  );
}

function LatestPosts({posts}: {posts: PostSummary[]}): ReactNode {
  if (posts.length === 0) {
    return null;
  }
  return (
    <section className={styles.block} aria-labelledby="home-posts">
      <Heading as="h2" id="home-posts">
        Новое в блоге
      </Heading>
      <ul className={styles.posts}>
        {posts.map((post) => (
          <li key={post.permalink} className={styles.post}>
            <Link to={post.permalink} className={styles.postTitle}>
              {post.title}
            </Link>
            <span className={styles.postDate}>
              <PostDate date={post.date} />
            </span>
            <p>{post.description}</p>
          </li>
        ))}
      </ul>
      <Link to="/blog">Все записи блога</Link>
    </section>
  );
}

function Support(): ReactNode {
  const provider = useProvider();
  return (
    <section
      className={clsx(styles.block, styles.support)}
      aria-labelledby="home-support">
      <Heading as="h2" id="home-support">
        Не нашли ответа?
      </Heading>
      <p>
        Напишите в поддержку из личного кабинета: укажите адрес сайта, точный
        текст ошибки и что вы делали перед тем, как она появилась. Как составить
        заявку, чтобы получить ответ с первого раза, —{' '}
        <Link to="/blog/first-blog-post">в нашем блоге</Link>.
      </p>
      <div className={styles.actions}>
        <Link className="button button--primary" href={provider.clientAreaUrl}>
          Личный кабинет
        </Link>
        <Link className="button button--secondary" href={provider.gamePanelUrl}>
          Панель игровых серверов
        </Link>
      </div>
    </section>
  );
}

export default function HomePage({data}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout title={siteConfig.title} description={siteConfig.tagline}>
      {/* The hero inside <main>: outside it, its <header> would be a second
          banner landmark next to the announcement bar (axe). */}
      <main>
        <Hero />
        <div className="container">
          <TroubleshootingGuide />
          <Sections sections={data.sections} />
          <LatestPosts posts={data.posts} />
          <Support />
        </div>
      </main>
    </Layout>
  );
}
