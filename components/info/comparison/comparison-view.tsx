import { AppLink } from '@/components/ui/app-link';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '../card-grid';
import { CtaBand } from '../cta-band';
import { InfoHero } from '../info-hero';
import { InfoSection } from '../info-section';
import { contentList, type TitledText } from '../use-content';
import { ComparisonTable } from './comparison-table';

/**
 * A sentence whose `<contact>…</contact>` part links to the contact page: the one tag this page
 * has, split here instead of with react-i18next's Trans, whose parser no other page loads.
 */
function LinkedSentence({ text }: { text: string }) {
  const [before, link, after] = text.split(/<contact>|<\/contact>/);
  return (
    <>
      {before}
      {link !== undefined && (
        <Box component={AppLink} href="/contact-us" sx={{ color: 'primary.main' }}>
          {link}
        </Box>
      )}
      {after}
    </>
  );
}

/** /comparison: Starlit next to other creator platforms, then why creators choose it. */
export function ComparisonView() {
  const { t } = useTranslation('comparison');
  return (
    <>
      <InfoHero title={t('heading')} lead={t('lead')} />
      {/* Interactive: the table scrolls sideways in its own region, and a hydration on arrival
          would replace the nodes under a reader's scroll (and focus). */}
      <InfoSection id="features" title={t('table.title')} intro={t('table.intro')} width="lg" interactive>
        <ComparisonTable />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2, maxWidth: 720 }}>
          {/* One sentence, so each language places the link where its grammar wants it. A plain
              anchor: MUI's Link would add its own module to the page's first load. */}
          <LinkedSentence text={t('table.footnote')} />
        </Typography>
      </InfoSection>
      <InfoSection id="why-starlit" title={t('why.title')} width="lg">
        <CardGrid items={contentList<TitledText>(t, 'why.items')} columns={4} />
      </InfoSection>
      <CtaBand />
    </>
  );
}
