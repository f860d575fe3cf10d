import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from '@sikalens/router';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ChevronDown } from 'lucide-react';
import { Link as RouterLink } from '@sikalens/router';
import { SUPPORT_TOPICS, useUploads, type SupportTopic } from '@sikalens/api-client';
import { PageHeader, useAuth } from '@sikalens/shared-ui';
import { ContactForm, type ContactContext } from './ContactForm';
import { HELP_QUESTIONS } from './help-content';
import { TicketList } from './TicketList';

const TOPICS = new Set<string>(SUPPORT_TOPICS.map(({ value }) => value));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ERROR_CODE = /^[A-Z][A-Z0-9_]{1,63}$/;

function Section({
  id,
  title,
  children,
}: {
  id?: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <Card id={id} sx={{ scrollMarginTop: 80 }}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h4" component="h2">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

// Help & Support (issue 29, item 7): common questions, the contact form (with the context an
// error's link carries: ?topic, ?upload, ?code, ?about) and the user's requests with their status.
export function HelpPage() {
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const { user } = useAuth();
  const uploadParam = params.get('upload');
  const uploadId = uploadParam && UUID.test(uploadParam) ? uploadParam : null;
  // The upload's name, when it is among the recent ones (the form says which one it is about).
  const uploads = useUploads();
  const upload = uploadId ? uploads.data?.find((item) => item.id === uploadId) : undefined;
  const topic = params.get('topic');
  const code = params.get('code');
  const context: ContactContext = {
    topic: topic && TOPICS.has(topic) ? (topic as SupportTopic) : null,
    uploadId,
    uploadName: upload?.fileName ?? null,
    errorCode: code && ERROR_CODE.test(code) ? code : null,
    about: params.get('about')?.slice(0, 200) ?? null,
  };
  const contact = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (hash === '#contact') contact.current?.scrollIntoView?.({ block: 'start' });
  }, [hash]);

  return (
    <>
      <PageHeader
        title="Help & Support"
        subtitle={
          user?.isPro
            ? 'Answers to common questions, and a message to us when something goes wrong. As a Pro subscriber, your requests are answered first.'
            : 'Answers to common questions, and a message to us when something goes wrong.'
        }
      />
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Section title="Common questions">
          <Box>
            {HELP_QUESTIONS.map((item, index) => (
              <Accordion
                key={item.question}
                disableGutters
                variant="outlined"
                sx={{
                  borderRadius: 2,
                  mb: 1,
                  '&::before': { display: 'none' },
                  overflow: 'hidden',
                }}
              >
                <AccordionSummary
                  expandIcon={<ChevronDown size={20} />}
                  id={`help-${index}-summary`}
                  aria-controls={`help-${index}-answer`}
                  sx={{ minHeight: 48 }}
                >
                  <Typography component="h3" sx={{ fontWeight: 600 }}>
                    {item.question}
                  </Typography>
                </AccordionSummary>
                <AccordionDetails id={`help-${index}-answer`} sx={{ display: 'grid', gap: 1 }}>
                  <Typography color="text.secondary">{item.answer}</Typography>
                  {item.link ? (
                    <Link component={RouterLink} to={item.link.to} sx={{ width: 'fit-content' }}>
                      {item.link.label}
                    </Link>
                  ) : null}
                </AccordionDetails>
              </Accordion>
            ))}
          </Box>
        </Section>
        <div ref={contact}>
          <Section id="contact" title="Contact support">
            <ContactForm
              key={`${context.topic}-${uploadId}-${context.errorCode}`}
              context={context}
            />
          </Section>
        </div>
        <Section title="Your support requests">
          <TicketList />
        </Section>
      </Box>
    </>
  );
}
