import { css } from 'styled-system/css';

/** The groups in one column, two on a wide screen, in reading order down each column. */
export const groupColumns = css({ columns: { base: '1', xl: '2' }, columnGap: '6' });
