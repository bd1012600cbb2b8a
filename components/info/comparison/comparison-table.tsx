import CancelRounded from '@mui/icons-material/CancelRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RemoveCircleRounded from '@mui/icons-material/RemoveCircleRounded';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { type Cell, type Level, PLATFORMS, ROWS } from './comparison-rows';

const LEVEL_ICONS = { yes: CheckCircleRounded, partial: RemoveCircleRounded, no: CancelRounded } as const;
const LEVEL_COLORS: Record<Level, string> = { yes: 'success.main', partial: 'warning.main', no: 'text.disabled' };

const cellSx = { px: 1.5, py: 1.25, borderBottom: 1, borderColor: 'divider', textAlign: 'left', verticalAlign: 'top' } as const;

/**
 * The first column stays in place while the platforms scroll under it, so every cell keeps its
 * feature in view on a phone; the page itself never scrolls sideways.
 */
const stickySx = {
  ...cellSx,
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.default',
  minWidth: '8.5rem',
  maxWidth: '11rem',
  fontWeight: 600,
  overflowWrap: 'break-word',
  hyphens: 'auto',
  boxShadow: (theme: { palette: { divider: string } }) => `inset -1px 0 0 ${theme.palette.divider}`,
} as const;

function LevelCell({ cell, starlit }: { cell: Cell; starlit: boolean }) {
  const { t } = useTranslation('comparison');
  const Icon = LEVEL_ICONS[cell.level];
  return (
    <Box component="td" sx={{ ...cellSx, minWidth: '7.5rem', ...(starlit ? { bgcolor: 'action.hover' } : {}) }}>
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 600 }}>
        <Icon aria-hidden fontSize="small" sx={{ color: LEVEL_COLORS[cell.level] }} />
        {t(`levels.${cell.level}`)}
      </Box>
      {cell.note && (
        <>
          {' '}
          <Box component="span" sx={{ display: 'block', color: 'text.secondary', typography: 'body2' }}>
            {t(`notes.${cell.note}`)}
          </Box>
        </>
      )}
    </Box>
  );
}

/**
 * The comparison as a real table (caption, column and row headers) inside a focusable, labelled
 * region that scrolls sideways on narrow screens, so a keyboard user can scroll it too.
 */
export function ComparisonTable() {
  const { t } = useTranslation('comparison');
  return (
    <Box
      role="region"
      aria-label={t('table.region')}
      tabIndex={0}
      // A wide data table is the reflow rule's exception; the layout audit is told it scrolls on purpose.
      data-scrolls-sideways
      sx={{
        overflowX: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1.5,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box component="table" sx={{ borderCollapse: 'separate', borderSpacing: 0, width: '100%', minWidth: '44rem' }}>
        <Box component="caption" sx={{ captionSide: 'top', textAlign: 'left', p: 1.5, typography: 'subtitle1', fontWeight: 700 }}>
          {/* The caption is as wide as the table; its text stays within the phone's screen. */}
          <Box component="span" sx={{ display: 'block', maxWidth: 'calc(100vw - 5rem)' }}>
            {t('table.caption')}
          </Box>
        </Box>
        <thead>
          <tr>
            <Box component="th" scope="col" sx={stickySx}>
              {t('table.feature')}
            </Box>
            {PLATFORMS.map((platform) => (
              <Box component="th" scope="col" key={platform.id} sx={{ ...cellSx, fontWeight: 700 }}>
                {platform.name}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.id}>
              <Box component="th" scope="row" sx={stickySx}>
                {t(`rows.${row.id}`)}
              </Box>
              {PLATFORMS.map((platform) => (
                <LevelCell key={platform.id} cell={row.cells[platform.id]} starlit={platform.id === 'starlit'} />
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
