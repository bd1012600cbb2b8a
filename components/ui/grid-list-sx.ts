import type { SxProps, Theme } from '@mui/material/styles';

const repeat = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

/**
 * A list (`ul`/`ol`) laid out as a grid of cards without bullets: one column on phones, two from
 * `sm`, `columns` from `md`, and `wideColumns` from `lg` when given. `minmax(0, 1fr)` lets a long
 * word wrap inside its card instead of widening the column.
 */
export function gridListSx(columns = 3, wideColumns?: number): SxProps<Theme> {
  return {
    listStyle: 'none',
    p: 0,
    m: 0,
    display: 'grid',
    gap: 2,
    gridTemplateColumns: { xs: '1fr', sm: repeat(2), md: repeat(columns), ...(wideColumns ? { lg: repeat(wideColumns) } : {}) },
  };
}
