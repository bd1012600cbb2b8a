import { type ChangeEvent, type FormEvent, useCallback, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, CONTACT_TOPICS } from '@/contracts/contact-limits';
import { useTranslation } from 'react-i18next';
import type { SendOutcome, SolvedChallenge } from './send-contact';
import { validateContact, type ContactErrors, type ContactField, type ContactValues } from './contact-validation';

const ContactChallenge = dynamic(() => import('./contact-challenge'), { ssr: false });

const EMPTY: ContactValues = { name: '', email: '', topic: 'general', message: '', website: '' };
const FIELDS: readonly ContactField[] = ['name', 'email', 'message'];
const FAILURES: Record<Extract<SendOutcome, { kind: 'failed' }>['reason'], string> = {
  invalid: 'errors.invalid',
  'rate-limited': 'errors.rateLimited',
  network: 'errors.network',
  other: 'errors.failed',
};

/**
 * Name, email, topic and message, checked here with the API's rules and sent on submit. Everything
 * typed is shown back only as text (React escapes it); nothing is ever inserted as HTML.
 */
export function ContactForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation('contact');
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [siteKey, setSiteKey] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const challengeId = useRef<string | null>(null);
  const form = useRef<HTMLFormElement | null>(null);

  const change = (field: keyof ContactValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    // A corrected field loses its message as soon as it passes.
    if (field in errors)
      setErrors((current) => ({ ...current, [field]: validateContact({ ...values, [field]: event.target.value })[field as ContactField] }));
  };

  const send = useCallback(
    async (solved?: SolvedChallenge) => {
      setSending(true);
      setFailure(null);
      const { sendContact } = await import('./send-contact');
      const outcome = await sendContact(values, solved);
      setSending(false);
      if (outcome.kind === 'sent') {
        onSent();
      } else if (outcome.kind === 'challenge') {
        challengeId.current = outcome.challenge.challenge_id;
        setSiteKey(outcome.challenge.site_key);
      } else {
        setSiteKey(null);
        setFailure(t(FAILURES[outcome.reason]));
      }
    },
    [values, onSent, t],
  );

  const solved = useCallback(
    (token: string) => {
      const id = challengeId.current;
      setSiteKey(null);
      if (id) void send({ token, challengeId: id });
    },
    [send],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = validateContact(values);
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    void send();
  };

  const message = (field: ContactField) => {
    const error = errors[field];
    return error ? t(error.key, error.values) : undefined;
  };

  return (
    <Box component="form" ref={form} noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
      <TextField
        name="name"
        label={t('name')}
        value={values.name}
        onChange={change('name')}
        error={Boolean(errors.name)}
        helperText={message('name')}
        autoComplete="name"
        required
        slotProps={{ htmlInput: { maxLength: CONTACT_NAME_MAX + 20 } }}
      />
      <TextField
        name="email"
        type="email"
        label={t('email')}
        value={values.email}
        onChange={change('email')}
        error={Boolean(errors.email)}
        helperText={message('email')}
        autoComplete="email"
        required
      />
      <TextField select name="topic" label={t('topic')} value={values.topic} onChange={change('topic')}>
        {CONTACT_TOPICS.map((topic) => (
          <MenuItem key={topic} value={topic}>
            {t(`topics.${topic}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        name="message"
        label={t('message')}
        value={values.message}
        onChange={change('message')}
        error={Boolean(errors.message)}
        helperText={message('message') ?? t('messageCount', { length: values.message.trim().length, max: CONTACT_MESSAGE_MAX })}
        multiline
        minRows={5}
        required
      />
      {/* The honeypot: clipped to nothing (not pushed off screen, which would widen the page) and
          out of the accessibility tree and the tab order. */}
      <Box
        aria-hidden="true"
        sx={{
          position: 'absolute',
          top: 0,
          left: 0,
          width: '1px',
          height: '1px',
          overflow: 'hidden',
          clipPath: 'inset(50%)',
          whiteSpace: 'nowrap',
        }}
      >
        <label>
          Website
          <input name="website" tabIndex={-1} autoComplete="off" value={values.website} onChange={change('website')} />
        </label>
      </Box>
      {siteKey && <ContactChallenge siteKey={siteKey} onSolved={solved} />}
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" size="large" loading={sending} disabled={Boolean(siteKey)}>
          {t('send')}
        </Button>
      </Box>
    </Box>
  );
}
