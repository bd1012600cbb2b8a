import { useState } from 'react';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ContactForm } from '@/components/contact/contact-form';
import { ContactSuccess } from '@/components/contact/contact-success';
import type { NextPageWithLayout } from '@/components/layout/page-types';
import { Seo } from '@/components/seo/seo';
import { staticTranslations } from '@/services/i18n/page-translations';

const ContactUsPage: NextPageWithLayout = () => {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  return (
    <>
      <Seo url="/contact-us" schemaType="ContactPage" title={t('contact.title')} description={t('contact.description')} />
      <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('contact.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('contact.intro')}
        </Typography>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          {sent ? <ContactSuccess onAgain={() => setSent(false)} /> : <ContactForm onSent={() => setSent(true)} />}
        </Paper>
      </Container>
    </>
  );
};

export const getStaticProps = staticTranslations();

export default ContactUsPage;
