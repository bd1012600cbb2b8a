import { AppLink } from '@/components/ui/app-link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export interface Step {
  id: string;
  title: string;
  body: string;
  /** Where the step is done in the product, when it has a page of its own. */
  action?: { href: string; label: string };
}

/**
 * Steps in order, as an ordered list (a screen reader says "1 of 5"); the drawn number is for the
 * eye only. A step's action leads to the screen where it is done.
 */
export function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, maxWidth: 720 }}>
      {steps.map((step, index) => (
        <Box component="li" key={step.id} sx={{ display: 'grid', gridTemplateColumns: '44px minmax(0, 1fr)', columnGap: 2 }}>
          <Box
            aria-hidden
            sx={{
              width: 44,
              height: 44,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              fontWeight: 700,
              color: 'primary.contrastText',
              bgcolor: 'primary.main',
            }}
          >
            {index + 1}
          </Box>
          <div>
            <Typography
              variant="h6"
              component="h3"
              sx={{ fontSize: '1.15rem', minHeight: 44, display: 'flex', alignItems: 'center', overflowWrap: 'anywhere' }}
            >
              {step.title}
            </Typography>
            <Typography color="text.secondary">{step.body}</Typography>
            {step.action && (
              <Button component={AppLink} href={step.action.href} variant="text" sx={{ mt: 1, ml: -1 }}>
                {step.action.label}
              </Button>
            )}
          </div>
        </Box>
      ))}
    </Box>
  );
}
