import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Deferred } from '@/components/ui/deferred';

interface InfoSectionProps {
  /** The section's anchor (`/safety#reporting`) and the id its heading labels it by. */
  id: string;
  title: string;
  /** A paragraph under the heading. */
  intro?: string;
  children?: ReactNode;
  /** `lg` for tables and card grids, `md` (a comfortable line length) for text. */
  width?: 'md' | 'lg';
  /**
   * The section holds what must work from the first moment (copy buttons, what is known only in
   * the browser, such as the visitor's device): hydrated with the page, not when scrolled to.
   */
  interactive?: boolean;
}

/**
 * One `h2` section of an informational page. Sections hold text, links and native disclosures,
 * nothing that needs React until it is used: they stay the server's HTML (components/ui/deferred.tsx),
 * unless `interactive`.
 */
export function InfoSection(props: InfoSectionProps) {
  if (props.interactive) return <SectionContent {...props} />;
  return (
    <Deferred>
      <SectionContent {...props} />
    </Deferred>
  );
}

function SectionContent({ id, title, intro, children, width = 'md' }: InfoSectionProps) {
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-title`} sx={{ py: { xs: 4, md: 6 }, scrollMarginTop: 64 }}>
      <Container maxWidth={width}>
        <Typography id={`${id}-title`} variant="h4" component="h2" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, mb: 2 }}>
          {title}
        </Typography>
        {intro && (
          <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
            {intro}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}

/** Paragraphs of running text. */
export function Paragraphs({ items }: { items: readonly string[] }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 720 }}>
      {items.map((text) => (
        <Typography key={text}>{text}</Typography>
      ))}
    </Box>
  );
}

/** A plain bulleted list. */
export function BulletList({ items }: { items: readonly string[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 1, maxWidth: 720 }}>
      {items.map((text) => (
        <Typography component="li" key={text}>
          {text}
        </Typography>
      ))}
    </Box>
  );
}
