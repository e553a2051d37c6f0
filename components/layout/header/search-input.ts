import type { InputHTMLAttributes } from 'react';
import styles from './route-finder.module.scss';

/**
 * The search field's attributes, the same in the stand-in field (route-finder.client.tsx) and in the dialog
 * (route-finder-panel.client.tsx): the results page's `q`, no autocorrection, and "go" on the on-screen keyboard.
 */
export const searchInputProps = {
  name: 'q',
  type: 'text',
  className: styles.input,
  autoComplete: 'off',
  autoCapitalize: 'off',
  spellCheck: false,
  enterKeyHint: 'go',
} as const satisfies InputHTMLAttributes<HTMLInputElement>;
