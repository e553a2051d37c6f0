import { ArrowRightIcon } from '@/components/icons/icons';
import { getLocale, getTranslations } from 'next-intl/server';
import { StaticLink } from '@/components/link/link';
import { staticMarkup } from '@/components/static-markup/static-markup';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import type { RenderBlock } from '../../render-blocks';
import { Illustration } from '../illustration';
import { promoteRichTextHeadings } from '../../sanitize';
import styles from './content-blocks.module.scss';

type Block<T extends RenderBlock['type']> = Extract<RenderBlock, { type: T }>;

/** Rich text already sanitised on save and localised for this render (render-blocks.ts). */
function Html({ html, className }: { html: string; className?: string }) {
  return <div className={`${styles.prose} ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

function SmartHref({
  href,
  locale,
  className,
  children,
}: {
  href: string;
  locale: Locale;
  className?: string;
  children: React.ReactNode;
}) {
  return href.startsWith('/') ? (
    <StaticLink href={href} locale={locale} className={className}>
      {children}
    </StaticLink>
  ) : (
    <a href={href} className={className} rel={href.startsWith('https:') ? 'noopener noreferrer' : undefined}>
      {children}
    </a>
  );
}

function Callout({ block }: { block: Block<'callout'> }) {
  return (
    <aside className={styles.callout} data-tone={block.tone} aria-label={block.title}>
      {block.title ? <p className={styles.calloutTitle}>{block.title}</p> : null}
      <Html html={block.html} />
    </aside>
  );
}

function Accordion({ block, index }: { block: Block<'accordion'>; index: number }) {
  const headingId = `block-${index}-title`;
  return (
    <section className={styles.block} aria-labelledby={block.title ? headingId : undefined}>
      {block.title ? <h2 id={headingId}>{block.title}</h2> : null}
      <div className={styles.accordion}>
        {block.items.map((item) => (
          <details key={item.question} className={styles.details}>
            <summary className={styles.summary}>{item.question}</summary>
            <Html html={item.answerHtml} className={styles.answer} />
          </details>
        ))}
      </div>
    </section>
  );
}

function Cards({
  block,
  index,
  moreLabel,
  locale,
}: {
  block: Block<'cards'>;
  index: number;
  moreLabel: string;
  locale: Locale;
}) {
  const headingId = `block-${index}-title`;
  // Item headings sit under the block's title, or stand as the page's sections when it has none.
  const ItemHeading = block.title ? 'h3' : 'h2';
  return (
    <section className={styles.block} aria-labelledby={block.title ? headingId : undefined}>
      {block.title ? <h2 id={headingId}>{block.title}</h2> : null}
      <ul className={styles.cards}>
        {block.items.map((item) => (
          <li key={item.href + item.title} className={styles.card}>
            <ItemHeading className={styles.cardTitle}>
              <SmartHref href={item.href} locale={locale} className={styles.cardLink}>
                {item.title}
              </SmartHref>
            </ItemHeading>
            <p>{item.text}</p>
            <span className={styles.cardMore} aria-hidden="true">
              {item.linkLabel ?? moreLabel} <ArrowRightIcon size={14} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Table({ block }: { block: Block<'table'> }) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={block.caption} tabIndex={0}>
      <table className={styles.table}>
        <caption>{block.caption}</caption>
        <thead>
          <tr>
            {block.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) =>
                c === 0 ? (
                  <th key={c} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={c}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Steps({ block, index }: { block: Block<'steps'>; index: number }) {
  const headingId = `block-${index}-title`;
  const ItemHeading = block.title ? 'h3' : 'h2';
  return (
    <section className={styles.block} aria-labelledby={block.title ? headingId : undefined}>
      {block.title ? <h2 id={headingId}>{block.title}</h2> : null}
      <ol className={styles.steps}>
        {block.items.map((item) => (
          <li key={item.title} className={styles.step}>
            <ItemHeading className={styles.stepTitle}>{item.title}</ItemHeading>
            <p>{item.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

type ContactLabels = Record<'title' | 'phone' | 'whatsapp' | 'email' | 'address' | 'hours' | 'website', string>;

function Contact({ block, labels, locale }: { block: Block<'contact'>; labels: ContactLabels; locale: Locale }) {
  const whatsappDigits = block.whatsapp?.replace(/\D/g, '');
  const rows: { key: keyof ContactLabels; value: React.ReactNode }[] = [];
  if (block.phone)
    rows.push({ key: 'phone', value: <a href={`tel:${block.phone.replace(/[^\d+]/g, '')}`}>{block.phone}</a> });
  if (block.whatsapp && whatsappDigits)
    rows.push({
      key: 'whatsapp',
      value: (
        <a href={`https://wa.me/${whatsappDigits}`} rel="noopener noreferrer">
          {block.whatsapp}
        </a>
      ),
    });
  if (block.email) rows.push({ key: 'email', value: <a href={`mailto:${block.email}`}>{block.email}</a> });
  if (block.address) rows.push({ key: 'address', value: block.address });
  if (block.hours) rows.push({ key: 'hours', value: block.hours });
  if (block.url)
    rows.push({
      key: 'website',
      value: (
        <SmartHref href={block.url} locale={locale}>
          {block.url.replace(/^https:\/\//, '')}
        </SmartHref>
      ),
    });
  return (
    <section className={styles.contact} aria-label={block.title ?? labels.title}>
      <h2 className={styles.contactTitle}>{block.title ?? labels.title}</h2>
      <dl className={styles.contactList}>
        {rows.map((row) => (
          <div key={row.key} className={styles.contactRow}>
            <dt>{labels[row.key]}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Downloads({
  block,
  index,
  labels,
  locale,
}: {
  block: Block<'downloads'>;
  index: number;
  labels: { title: string; pdf: string };
  locale: Locale;
}) {
  const headingId = `block-${index}-title`;
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <h2 id={headingId}>{block.title ?? labels.title}</h2>
      <ul className={styles.downloads}>
        {block.items.map((item) => (
          <li key={item.href}>
            <StaticLink href={item.href} locale={locale} className={styles.download}>
              <span className={styles.pdfBadge} aria-hidden="true">
                PDF
              </span>
              <span>
                {item.label}
                <span className="visually-hidden"> ({labels.pdf})</span>
              </span>
            </StaticLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Figure({ block }: { block: Block<'image'> }) {
  return (
    <figure className={styles.figure}>
      <Illustration id={block.illustration} title={block.alt} className={styles.illustration} />
      {block.caption ? <figcaption>{block.caption}</figcaption> : null}
    </figure>
  );
}

/**
 * The body of a content page: each typed block rendered as accessible HTML. Nothing in it changes in the browser
 * (its links are the site's, its accordions native `<details>`), so it is sent as one string of markup
 * (components/static-markup): React hydrates none of it, and the payload carries markup, not an element tree.
 */
export async function ContentBlocks({ blocks }: { blocks: RenderBlock[] }) {
  const [t, requested] = await Promise.all([getTranslations('content.blocks'), getLocale()]);
  const locale = isLocale(requested) ? requested : defaultLocale;
  const contactLabels: ContactLabels = {
    title: t('contact.title'),
    phone: t('contact.phone'),
    whatsapp: t('contact.whatsapp'),
    email: t('contact.email'),
    address: t('contact.address'),
    hours: t('contact.hours'),
    website: t('contact.website'),
  };
  const rendered = blocks.map((block, index) => {
    switch (block.type) {
      case 'richText':
        return <Html key={index} html={promoteRichTextHeadings(block.html)} className={styles.block} />;
      case 'callout':
        return <Callout key={index} block={block} />;
      case 'accordion':
        return <Accordion key={index} block={block} index={index} />;
      case 'cards':
        return <Cards key={index} block={block} index={index} moreLabel={t('more')} locale={locale} />;
      case 'table':
        return <Table key={index} block={block} />;
      case 'steps':
        return <Steps key={index} block={block} index={index} />;
      case 'contact':
        return <Contact key={index} block={block} labels={contactLabels} locale={locale} />;
      case 'downloads':
        return (
          <Downloads
            key={index}
            block={block}
            index={index}
            labels={{ title: t('downloads'), pdf: t('pdf') }}
            locale={locale}
          />
        );
      case 'image':
        return <Figure key={index} block={block} />;
    }
  });
  return <div className={styles.blocks} dangerouslySetInnerHTML={{ __html: staticMarkup(rendered) }} />;
}
