import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/components/ui/app-link';

export interface ReceiptContent {
  title: string;
  status: { label: string; color: ChipProps['color'] };
  /** The reference line under the title (order or payout id). */
  reference: string;
  /** Label and value pairs, in order. */
  rows: [string, string][];
}

interface ReceiptFrameProps {
  /** Undefined while loading, null when there is no such receipt. */
  content: ReceiptContent | null | undefined;
  labels: { back: string; print: string; loading: string; notFound: string };
  backHref: string;
  /** What follows the rows: a status history, a returned payout's reason. */
  children?: ReactNode;
}

/** A printable receipt (a top-up's, a payout's): back and print, the title with its state, its rows. */
export function ReceiptFrame({ content, labels, backHref, children }: ReceiptFrameProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Stack direction="row" sx={{ mb: 2, gap: 1, flexWrap: 'wrap', displayPrint: 'none' }}>
        <Button component={AppLink} href={backHref}>
          {labels.back}
        </Button>
        {content && (
          <Button variant="outlined" onClick={() => window.print()}>
            {labels.print}
          </Button>
        )}
      </Stack>
      {content === undefined && <CircularProgress aria-label={labels.loading} />}
      {content === null && <Alert severity="error">{labels.notFound}</Alert>}
      {content && (
        <Paper variant="outlined" component="article" aria-labelledby="receipt-title" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography id="receipt-title" variant="h5" component="h1">
              {content.title}
            </Typography>
            <Chip color={content.status.color} label={content.status.label} />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {content.reference}
          </Typography>
          {/* Side by side from 600 px; on a phone each label over its value, which then has the whole width. */}
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, columnGap: 2, rowGap: { xs: 0, sm: 1 } }}
          >
            {content.rows.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 }, '&:first-of-type': { mt: 0 } }}>
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, textAlign: { xs: 'start', sm: 'end' }, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
          {children}
        </Paper>
      )}
    </Container>
  );
}
