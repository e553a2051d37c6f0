import type { CSSProperties, ReactNode } from 'react';
import styles from './page-header.module.scss';

export interface PageHeaderProps {
  title: string;
  description?: string;
  /** Background image for wide screens; a layered gradient is drawn when absent. */
  backgroundImage?: string;
  /** Background image below 768 px; falls back to backgroundImage. */
  mobileImage?: string;
  /** CSS background-position of the image, e.g. 'center top'. */
  imagePosition?: string;
  contentPosition?: 'start' | 'center' | 'end';
  /** Darkens the image so white text keeps 4.5:1 contrast. */
  shadow?: boolean;
  /** CSS height; SPEC default 25rem. */
  height?: string;
  /** Rendered above the title (breadcrumb). */
  eyebrow?: ReactNode;
  /** Below 768 px the description is left out (a task page: its tool, not the header, fills the first screen). */
  descriptionOnPhones?: boolean;
  children?: ReactNode;
}

export function PageHeader({
  title,
  description,
  backgroundImage,
  mobileImage,
  imagePosition = 'center',
  contentPosition = 'start',
  shadow = true,
  height = '25rem',
  eyebrow,
  descriptionOnPhones = true,
  children,
}: PageHeaderProps) {
  const style = {
    '--page-header-height': height,
    '--page-header-image': backgroundImage ? `url("${backgroundImage}")` : undefined,
    '--page-header-image-mobile':
      mobileImage || backgroundImage ? `url("${mobileImage ?? backgroundImage}")` : undefined,
    '--page-header-position': imagePosition,
  } as CSSProperties;

  return (
    <header
      className={styles.header}
      style={style}
      data-shadow={shadow}
      data-content={contentPosition}
      data-has-image={Boolean(backgroundImage)}
    >
      <div className={styles.art} aria-hidden="true">
        <svg viewBox="0 0 1440 400" preserveAspectRatio="xMidYMax slice" focusable="false">
          <path
            d="M0 300 L180 210 L320 260 L520 140 L700 240 L880 170 L1080 250 L1260 160 L1440 230 V400 H0Z"
            fill="#1d1d20"
          />
          <path d="M0 340 L240 280 L430 320 L640 250 L860 310 L1100 260 L1440 320 V400 H0Z" fill="#26262a" />
          <circle cx="1200" cy="110" r="46" fill="none" stroke="#c9a227" strokeWidth="3" opacity="0.7" />
          <circle cx="1200" cy="110" r="30" fill="none" stroke="#c9a227" strokeWidth="2" opacity="0.5" />
        </svg>
      </div>
      <div className={styles.inner}>
        {eyebrow}
        <h1 className={styles.title}>{title}</h1>
        {description ? (
          <p className={styles.description} data-phone={descriptionOnPhones ? undefined : 'hidden'}>
            {description}
          </p>
        ) : null}
        {children}
      </div>
    </header>
  );
}
