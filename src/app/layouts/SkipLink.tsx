import { css } from 'styled-system/css';

export const MAIN_CONTENT_ID = 'main-content';

/** The first tab stop of every layout: jumps past the header to the page. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className={css({
        position: 'absolute',
        top: '2',
        left: '2',
        zIndex: 'skipLink',
        px: '4',
        py: '2',
        bg: 'bg.surface',
        color: 'brand.text',
        fontWeight: 'semibold',
        borderRadius: 'control',
        boxShadow: 'overlay',
        transform: 'translateY(-200%)',
        _focusVisible: { transform: 'none' },
      })}
    >
      Skip to content
    </a>
  );
}
