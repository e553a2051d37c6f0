import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/link/link';
import type { FaqGroup } from '../../server';
import { JsonLd } from './json-ld';
import styles from './press.module.scss';

/** The FAQ by topic: a topic index, then each topic's questions as <details> (FAQPage JSON-LD). */
export async function FaqList({ groups }: { groups: FaqGroup[] }) {
  const t = await getTranslations('content.faq');
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: groups.flatMap((g) =>
      g.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answerText },
      })),
    ),
  };
  return (
    <>
      <JsonLd data={jsonLd} />
      <nav aria-label={t('topicsLabel')} className={styles.topics}>
        <ul>
          {groups.map((g) => (
            <li key={g.topic}>
              <a href={`#${g.topic}`}>{t(`topics.${g.topic}`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((g) => (
        <section key={g.topic} id={g.topic} aria-labelledby={`${g.topic}-title`} className={styles.section}>
          <h2 id={`${g.topic}-title`}>{t(`topics.${g.topic}`)}</h2>
          <div className={styles.faq}>
            {g.items.map((item) => (
              <details key={item.slug} id={item.slug} className={styles.details}>
                <summary className={styles.summary}>{item.question}</summary>
                <div className={styles.prose} dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
              </details>
            ))}
          </div>
        </section>
      ))}
      <p className={styles.moreHelp}>
        {t('moreHelp')} <Link href="/dora">{t('moreHelpLink')}</Link>
      </p>
    </>
  );
}
