import { css } from 'styled-system/css';
import { askAssistant, exampleAsks, WELCOME_ADVICE, WELCOME_TITLE } from '@/entities/assistant';
import { todayPlainDate } from '@/shared/lib';
import { Button, SparkleIcon } from '@/shared/ui';

/** An empty chat: how to ask, and three asks to send with a click. */
export function WelcomePanel() {
  return (
    <section aria-labelledby="assistant-welcome-title" className={css({ display: 'flex', flexDirection: 'column', gap: '3', p: '4', m: 'auto 0' })}>
      <SparkleIcon size={28} className={css({ color: 'brand.text' })} />
      <h3 id="assistant-welcome-title" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        {WELCOME_TITLE}
      </h3>
      <p className={css({ fontSize: 'sm', color: 'fg.muted', lineHeight: 'relaxed' })}>{WELCOME_ADVICE}</p>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        {exampleAsks(todayPlainDate()).map((ask) => (
          <li key={ask}>
            <Button
              variant="outline"
              tone="neutral"
              size="sm"
              fullWidth
              onClick={() => void askAssistant(ask)}
              className={css({ justifyContent: 'flex-start', textAlign: 'left', whiteSpace: 'normal', h: 'auto', minH: '8', py: '1.5' })}
            >
              {ask}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
