import { css } from 'styled-system/css';
import { SparkleIcon } from '@/shared/ui';

/** The budget overview's mark beside what it says. */
export function AssistantAvatar() {
  return (
    <span aria-hidden className={css({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flexShrink: '0', w: '8', h: '8', borderRadius: 'pill', bg: 'brand.subtle', color: 'brand.text' })}>
      <SparkleIcon size={18} />
    </span>
  );
}
