import { maskLabel } from '../config/copy';

/** " · •••• 1234" after an account's other details; nothing when the bank reports no mask. */
export function AccountMask({ mask }: { mask: string | null }) {
  if (!mask) return null;
  return (
    <>
      {' · '}
      <span aria-label={maskLabel(mask)}>•••• {mask}</span>
    </>
  );
}
