import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

import PostDate from '@site/src/components/PostDate';
import {countRu} from '@site/src/data/plural';
import type {AuthorWithPosts} from '@site/src/plugins/site-overview/overview';

import styles from './styles.module.css';

type Props = {
  /** Computed at build time by src/plugins/site-overview. */
  readonly data: AuthorWithPosts[];
};

const TITLE = 'Авторы и все их записи';

function Avatar({src, name}: {src: string; name: string}): ReactNode {
  // Author images from authors.yml are site paths; useBaseUrl keeps them
  // working under a non-root base URL and leaves absolute URLs alone.
  const url = useBaseUrl(src);
  return (
    <img
      className={styles.avatar}
      src={url}
      alt={`Аватар: ${name}`}
      width={64}
      height={64}
      loading="lazy"
    />
  );
}

function AuthorSection({author}: {author: AuthorWithPosts}): ReactNode {
  const headingId = `author-${author.key}`;
  return (
    <section className={styles.author} aria-labelledby={headingId}>
      <div className={styles.header}>
        {author.imageURL && <Avatar src={author.imageURL} name={author.name} />}
        <div>
          <Heading as="h2" id={headingId} className={styles.name}>
            {author.permalink ? (
              <Link to={author.permalink}>{author.name}</Link>
            ) : (
              author.name
            )}
          </Heading>
          {author.title && <p className={styles.role}>{author.title}</p>}
          <p className={styles.count}>
            {countRu(author.posts.length, ['запись', 'записи', 'записей'])}
          </p>
        </div>
      </div>
      {author.posts.length > 0 ? (
        <ul className={styles.posts}>
          {author.posts.map((post) => (
            <li key={post.permalink}>
              <Link to={post.permalink}>{post.title}</Link>
              <span className={styles.date}>
                <PostDate date={post.date} />
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p>У этого автора пока нет записей.</p>
      )}
    </section>
  );
}

/**
 * `/blog/authors/all-articles`: the alternative author list of the spec.
 * Unlike `/blog/authors`, it shows every author with all of their posts on
 * one page.
 */
export default function AuthorsAllArticlesPage({data}: Props): ReactNode {
  return (
    <Layout
      title={TITLE}
      description="Все авторы блога базы знаний и полный список записей каждого из них на одной странице">
      <main className="container margin-vert--lg">
        <Heading as="h1">{TITLE}</Heading>
        <p>
          Здесь все записи блога, сгруппированные по авторам.{' '}
          <Link to="/blog/authors">Краткий список авторов</Link> показывает
          только последние записи каждого.
        </p>
        {data.map((author) => (
          <AuthorSection key={author.key} author={author} />
        ))}
      </main>
    </Layout>
  );
}
