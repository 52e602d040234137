import { css } from 'styled-system/css';
import { LINK_PITCH } from '@/shared/config';
import { StartActions } from './StartActions';

export function CallToAction() {
  return (
    <section
      aria-labelledby="cta-title"
      className={css({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: '5',
        mb: 'section',
        px: '6',
        py: '14',
        textAlign: 'center',
        bg: 'bg.inverted',
        color: 'fg.inverted',
        borderRadius: '2xl',
      })}
    >
      <h2 id="cta-title" className={css({ fontSize: { base: '2xl', md: '4xl' }, fontWeight: 'bold', letterSpacing: 'tight' })}>
        {LINK_PITCH.join('. ')}.
      </h2>
      <p className={css({ fontSize: 'lg', opacity: '0.85', maxW: 'prose' })}>
        Sign in, choose your subscription and link your bank. Your first picture of where your money goes is a few
        clicks away.
      </p>
      <StartActions />
    </section>
  );
}
