import type { LegalArticle } from '@/i18n/legal.ja';
import styles from './legal-page.module.css';

function Items({ items }: { items: readonly string[] }) {
  return (
    <ol className={styles.items}>
      {items.map((item, i) => (
        <li key={item}>
          <span className={styles.itemMark}>（{i + 1}）</span>
          {item}
        </li>
      ))}
    </ol>
  );
}

/** Articles with numbered clauses (1., 2. ...) when there are several, items as (1), (2) ... */
export function ArticleList({ articles }: { articles: readonly LegalArticle[] }) {
  return (
    <div className={styles.articles}>
      {articles.map((article) => (
        <section key={article.title} className={styles.article}>
          <h2 className={styles.articleTitle}>{article.title}</h2>
          {article.clauses.length === 1 ? (
            <div className={styles.clause}>
              <p>{article.clauses[0]?.text}</p>
              {article.clauses[0]?.items && <Items items={article.clauses[0].items} />}
            </div>
          ) : (
            <ol className={styles.clauses}>
              {article.clauses.map((clause) => (
                <li key={clause.text} className={styles.clause}>
                  <p>{clause.text}</p>
                  {clause.items && <Items items={clause.items} />}
                </li>
              ))}
            </ol>
          )}
        </section>
      ))}
    </div>
  );
}
