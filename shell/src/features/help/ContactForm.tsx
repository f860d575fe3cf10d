import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Paperclip, Send } from 'lucide-react';
import {
  SUPPORT_TOPICS,
  errorMessage,
  useCreateSupportTicket,
  type SupportTicket,
  type SupportTopic,
} from '@sikalens/api-client';
import { useToast } from '@sikalens/shared-ui';

const MESSAGE_MIN = 10;
const MESSAGE_MAX = 4000;
const MAX_STATEMENT_BYTES = 10 * 1024 * 1024;

// What the page was opened with (an error's "contact support" link, supportHref).
export type ContactContext = {
  topic: SupportTopic | null;
  uploadId: string | null;
  uploadName: string | null;
  errorCode: string | null;
  about: string | null;
};

type Errors = Partial<Record<'topic' | 'message' | 'statement', string>>;

function validate(topic: string, message: string, share: boolean, file: File | null): Errors {
  const errors: Errors = {};
  if (!topic) errors.topic = 'Choose what your message is about.';
  const text = message.trim();
  if (!text) errors.message = 'Tell us what happened.';
  else if (text.length < MESSAGE_MIN || text.length > MESSAGE_MAX) {
    errors.message = `Your message must be ${MESSAGE_MIN} to ${MESSAGE_MAX} characters.`;
  }
  if (share) {
    // The upload screen's words for a file that is not a statement (spec section 5).
    if (!file) errors.statement = 'Choose the statement to share, or untick sharing it.';
    else if (file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name)) {
      errors.statement = `${file.name} is not a PDF file.`;
    } else if (file.size > MAX_STATEMENT_BYTES) {
      errors.statement = `${file.name} is larger than 10MB.`;
    }
  }
  return errors;
}

// The contact form: topic, message, and the statement that failed only when the user ticks to
// share it. Each message becomes a support request (a ticket) e-mailed to support.
export function ContactForm({ context }: { context: ContactContext }) {
  const { toast } = useToast();
  const create = useCreateSupportTicket();
  const [topic, setTopic] = useState<SupportTopic | ''>(context.topic ?? '');
  const [message, setMessage] = useState(context.about ? `${context.about}\n\n` : '');
  const [share, setShare] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [tried, setTried] = useState(false);
  const [sent, setSent] = useState<SupportTicket | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The upload and error the page was opened about: the user may take them off (an upload deleted
  // since would be refused), and they go with the first message only.
  const [about, setAbout] = useState({ uploadId: context.uploadId, errorCode: context.errorCode });
  const fileInput = useRef<HTMLInputElement>(null);

  const recheck = (next: {
    topic?: string;
    message?: string;
    share?: boolean;
    file?: File | null;
  }) => {
    if (!tried) return;
    setErrors(
      validate(
        next.topic ?? topic,
        next.message ?? message,
        next.share ?? share,
        next.file === undefined ? file : next.file,
      ),
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    setTried(true);
    const found = validate(topic, message, share, file);
    setErrors(found);
    if (Object.keys(found).length > 0 || !topic) return;
    setFailure(null);
    create.mutate(
      {
        topic,
        message: message.trim(),
        ...(about.uploadId ? { uploadId: about.uploadId } : {}),
        ...(about.errorCode ? { errorCode: about.errorCode } : {}),
        ...(share && file ? { statement: file } : {}),
      },
      {
        onSuccess: (ticket) => {
          setSent(ticket);
          setMessage('');
          setShare(false);
          setFile(null);
          setTried(false);
          setAbout({ uploadId: null, errorCode: null });
          toast({
            title: 'Message sent',
            description: `Your request #${ticket.number} is with support.`,
            variant: 'success',
          });
        },
        onError: (error) => {
          setFailure(errorMessage(error));
          toast({
            title: 'Failed to send your message',
            description: errorMessage(error),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label="Contact support"
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2 }}
    >
      {sent ? (
        <Alert severity="success" onClose={() => setSent(null)}>
          Thanks, we have your message: request #{sent.number}
          {sent.priority ? ' (priority, as a Pro subscriber)' : ''}. We reply by e-mail, and you can
          follow it below.
        </Alert>
      ) : null}
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      {about.uploadId || about.errorCode ? (
        <Alert
          severity="info"
          icon={false}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => setAbout({ uploadId: null, errorCode: null })}
              sx={{ minHeight: 44 }}
            >
              Remove
            </Button>
          }
        >
          About{' '}
          {about.uploadId
            ? `the statement ${context.uploadName ? `“${context.uploadName}”` : 'you uploaded'}`
            : 'the error you saw'}
          {about.errorCode ? ` (error ${about.errorCode})` : ''}: support will see which one.
        </Alert>
      ) : null}
      <TextField
        select
        label="Topic"
        value={topic}
        onChange={(event) => {
          const next = event.target.value as SupportTopic;
          setTopic(next);
          recheck({ topic: next });
        }}
        error={!!errors.topic}
        helperText={errors.topic}
        required
        fullWidth
      >
        {SUPPORT_TOPICS.map(({ value, label }) => (
          <MenuItem key={value} value={value} sx={{ minHeight: 44 }}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Message"
        placeholder="What happened, and what did you expect?"
        value={message}
        onChange={(event) => {
          setMessage(event.target.value);
          recheck({ message: event.target.value });
        }}
        error={!!errors.message}
        helperText={errors.message ?? `${message.trim().length} / ${MESSAGE_MAX}`}
        required
        multiline
        minRows={4}
        fullWidth
        slotProps={{ htmlInput: { maxLength: MESSAGE_MAX + 200 } }}
      />
      <Box>
        <FormControlLabel
          control={
            <Checkbox
              checked={share}
              onChange={(_event, checked) => {
                setShare(checked);
                recheck({ share: checked });
              }}
            />
          }
          label="Share the statement that failed with support"
          sx={{ minHeight: 44 }}
        />
        <Typography variant="body2" color="text.secondary">
          Only when ticked: support then sees its transactions, to fix the problem. It is deleted
          once it has reached us.
        </Typography>
        {share ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mt: 1 }}>
            <input
              ref={fileInput}
              type="file"
              accept="application/pdf,.pdf"
              hidden
              aria-label="Statement to share"
              onChange={(event: ChangeEvent<HTMLInputElement>) => {
                const chosen = event.target.files?.[0] ?? null;
                setFile(chosen);
                recheck({ file: chosen });
              }}
            />
            <Button
              variant="outlined"
              startIcon={<Paperclip size={18} />}
              onClick={() => fileInput.current?.click()}
              sx={{ minHeight: 44 }}
            >
              {file ? 'Choose another statement' : 'Choose the statement (PDF)'}
            </Button>
            {file ? (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {file.name}
              </Typography>
            ) : null}
          </Box>
        ) : null}
        {errors.statement ? <FormHelperText error>{errors.statement}</FormHelperText> : null}
      </Box>
      <Box>
        <Button
          type="submit"
          variant="contained"
          startIcon={<Send size={18} />}
          loading={create.isPending}
          sx={{ minHeight: 44 }}
        >
          Send message
        </Button>
      </Box>
    </Box>
  );
}
