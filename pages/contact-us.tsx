import { useState } from 'react';
import dynamic from 'next/dynamic';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ContactSuccess } from '@/components/contact/contact-success';
import type { NextPageWithLayout } from '@/components/layout/page-types';
import { Seo } from '@/components/seo/seo';
import { staticTranslations } from '@/services/i18n/page-translations';
import { useTranslation } from 'react-i18next';

// The form (MUI's text fields and select, validation, the bot challenge) loads after the page:
// in the first load it alone would put the page 30 kB over the budget. Its room is kept.
const FORM_HEIGHT = 520;
const ContactForm = dynamic(() => import('@/components/contact/contact-form').then((module) => module.ContactForm), {
  ssr: false,
  loading: () => null,
});

const ContactUsPage: NextPageWithLayout = () => {
  const { t } = useTranslation('contact');
  const [sent, setSent] = useState(false);
  return (
    <>
      <Seo url="/contact-us" schemaType="ContactPage" title={t('title')} description={t('description')} />
      <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('intro')}
        </Typography>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minHeight: FORM_HEIGHT }}>
          {sent ? <ContactSuccess onAgain={() => setSent(false)} /> : <ContactForm onSent={() => setSent(true)} />}
        </Paper>
      </Container>
    </>
  );
};

export const getStaticProps = staticTranslations(['contact']);

export default ContactUsPage;
