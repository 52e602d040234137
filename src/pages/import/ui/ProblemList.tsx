import { useId } from 'react';
import { css } from 'styled-system/css';
import type { ImportProblem } from '@/shared/api';
import { lineLabel } from '../config/copy';

/** Problems found in the file, each at its line and column. */
export function ProblemList({ title, note, problems }: { title: string; note?: string; problems: readonly ImportProblem[] }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={css({ display: 'flex', flexDirection: 'column', gap: '2', p: '4', borderRadius: 'md', borderWidth: '1px', borderColor: 'warning.border', bg: 'warning.subtle' })}>
      <h3 id={titleId} className={css({ fontSize: 'md', fontWeight: 'semibold', color: 'warning.text' })}>
        {title}
      </h3>
      {note && <p className={css({ fontSize: 'sm' })}>{note}</p>}
      <ul className={css({ display: 'grid', gap: '1', fontSize: 'sm' })}>
        {problems.map((problem, index) => (
          <li key={`${problem.line}-${problem.column}-${index}`}>
            <span className={css({ fontWeight: 'semibold' })}>{lineLabel(problem.line, problem.column)}:</span> {problem.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
