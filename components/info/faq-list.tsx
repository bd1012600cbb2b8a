import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Question } from './use-content';

/**
 * Questions as native disclosure elements: they open with the keyboard and without JavaScript,
 * and the answers stay in the HTML for search engines and the FAQPage data.
 */
export function FaqList({ items }: { items: readonly Question[] }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5, maxWidth: 760 }}>
      {items.map((item) => (
        <Box
          component="details"
          key={item.question}
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 1.5,
            bgcolor: 'background.paper',
            '& > summary': {
              cursor: 'pointer',
              // A list item keeps the browser's open/closed marker; the padding makes it a 44 px target.
              px: 2,
              py: 1.5,
              typography: 'subtitle1',
              fontWeight: 600,
            },
            '& > summary:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          <summary>{item.question}</summary>
          <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
            {item.answer}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
