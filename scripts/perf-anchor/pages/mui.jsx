import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const theme = createTheme({ colorSchemes: { light: true, dark: true }, cssVariables: true });
const cards = ['Sign in', 'Buy stars', 'Send a gift'];

/** A plain MUI page (theme, AppBar, three cards): the anchor the product's pages are compared with. */
export default function Mui() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AppBar position="static">
        <Toolbar>
          <Typography variant="h6" component="span" sx={{ flexGrow: 1 }}>
            Anchor
          </Typography>
          <Button color="inherit">Sign in</Button>
        </Toolbar>
      </AppBar>
      <Container component="main" sx={{ py: 4 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          A plain MUI page
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
          {cards.map((title) => (
            <Card key={title}>
              <CardContent>
                <Typography variant="h6" component="h2">
                  {title}
                </Typography>
                <Typography color="text.secondary">A card of the anchor page, with a title and a line of text.</Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Container>
    </ThemeProvider>
  );
}
