import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { PaymentMethod } from '@/contracts/payments';
import { useTranslation } from 'react-i18next';

/** The payment methods of the chosen country. */
export function MethodPicker({
  methods,
  selected,
  onSelect,
}: {
  methods: PaymentMethod[];
  selected: PaymentMethod | null;
  onSelect: (method: PaymentMethod) => void;
}) {
  const { t } = useTranslation('wallet');
  if (methods.length === 0) return <Typography color="text.secondary">{t('getStar.noMethods')}</Typography>;
  return (
    <RadioGroup
      aria-labelledby="methods-title"
      value={selected?.id ?? ''}
      onChange={(event) => {
        const found = methods.find((method) => method.id === event.target.value);
        if (found) onSelect(found);
      }}
    >
      {methods.map((method) => (
        <FormControlLabel
          key={method.id}
          value={method.id}
          control={<Radio />}
          // Card and TVS are named by us in the reader's language; a gateway channel keeps its brand name.
          label={method.type === 'gateway' ? method.name : t(`methodTypes.${method.type}`)}
        />
      ))}
    </RadioGroup>
  );
}
