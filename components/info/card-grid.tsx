import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { TitledText } from './use-content';
import { gridListSx } from '@/components/ui/grid-list-sx';

interface CardGridProps {
  items: readonly TitledText[];
  /** An icon per card, by position; cards without one show their number when `numbered`. */
  icons?: readonly ComponentType<SvgIconProps>[];
  /** Steps: each card shows its position. */
  numbered?: boolean;
  /** The largest number of columns (wide screens). */
  columns?: 2 | 3 | 4;
}

const badgeSx = {
  width: 44,
  height: 44,
  borderRadius: 1,
  display: 'grid',
  placeItems: 'center',
  color: 'primary.main',
  fontWeight: 700,
  bgcolor: 'rgba(80, 27, 192, 0.08)',
} as const;

/** Cards of a title and a text, as a list: one column on phones, up to `columns` on wide screens. */
export function CardGrid({ items, icons, numbered = false, columns = 3 }: CardGridProps) {
  const ListTag = numbered ? 'ol' : 'ul';
  return (
    <Box component={ListTag} sx={gridListSx(columns)}>
      {items.map((item, index) => {
        const Icon = icons?.[index];
        return (
          <Paper component="li" key={item.title} variant="outlined" sx={{ p: 3, borderRadius: 1.5 }}>
            {(Icon || numbered) && (
              <Box
                aria-hidden
                sx={(theme) => ({ ...badgeSx, mb: 2, ...theme.applyStyles('dark', { bgcolor: 'rgba(169, 139, 255, 0.14)' }) })}
              >
                {Icon ? <Icon /> : index + 1}
              </Box>
            )}
            <Typography variant="h6" component="h3" sx={{ fontSize: '1.1rem' }}>
              {item.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
              {item.body}
            </Typography>
          </Paper>
        );
      })}
    </Box>
  );
}
