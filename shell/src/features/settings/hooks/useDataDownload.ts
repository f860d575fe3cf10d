import { useState } from 'react';
import { errorMessage, useDownloadMyData } from '@sikalens/api-client';
import { downloadFile, useToast } from '@sikalens/shared-ui';

// What the ZIP holds, in the order of its sikalens-data.json (api/src/modules/account-data/
// account-export.service.ts, SECTION_KEYS), in the words of the screens: the JSON's account,
// notification settings, wallets, categories (with their budgets), rules, budget alerts, uploads
// (without their files), reviews, chat messages, notifications, payments, support tickets and
// transactions, and transactions.csv.
const DOWNLOAD_CONTENTS =
  'your profile and notification settings, wallets, categories with their budgets and alerts, ' +
  'categorizing rules, statements (not the PDF files), every transaction (also as a CSV for a ' +
  'spreadsheet), reviewed payments, AI chat, notifications, payments and support requests';

export const downloadStartedText = (fileName: string) =>
  `Your download has started: ${fileName}, with ${DOWNLOAD_CONTENTS}.`;

// "Download my data": the file handed to the browser, and said on screen (issue 30) that it has
// started and what it holds; a failure is a toast, as before.
export function useDataDownload() {
  const { toast } = useToast();
  const download = useDownloadMyData();
  const [started, setStarted] = useState<string | null>(null);

  const start = () => {
    setStarted(null);
    download.mutate(undefined, {
      onSuccess: ({ blob, fileName }) => {
        downloadFile(blob, fileName);
        setStarted(fileName);
      },
      onError: (error) =>
        toast({ title: 'Export Failed', description: errorMessage(error), variant: 'destructive' }),
    });
  };

  return { start, downloading: download.isPending, started };
}
