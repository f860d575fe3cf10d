import { parseDate, toE164 } from './fields';

export type Metadata = {
  name?: string;
  walletNumber?: string;
  account?: string;
  from?: string;
  to?: string;
};

const DATE = /\d{1,2}[-\s][A-Za-z]{3,9}[-\s]\d{4}/g;

/** Reads the statement's top block ("Account holder: …", "Wallet number: …", "Period: … to …"). */
export function readMetadata(lines: readonly string[]): Metadata {
  const meta: Metadata = {};
  for (const line of lines) {
    const name =
      /(?:account holder|account name|customer name|subscriber name|name)\s*:\s*(.+)$/i.exec(line);
    if (name && !meta.name) meta.name = name[1]!.trim();
    const number =
      /(?:wallet|mobile|phone|msisdn)\s*(?:number|no\.?)?\s*:\s*(\+?[\d\s]{9,20})/i.exec(line);
    if (number && !meta.walletNumber) meta.walletNumber = toE164(number[1]!) ?? number[1]!.trim();
    const account = /account\s*(?:number|no\.?)\s*:\s*(\d{5,12})\b/i.exec(line);
    if (account && !meta.account) meta.account = account[1]!;
    const dates = line.match(DATE);
    if (/period|from/i.test(line) && dates && dates.length >= 2 && !meta.from) {
      meta.from = parseDate(dates[0]) ?? undefined;
      meta.to = parseDate(dates[1]!) ?? undefined;
    }
  }
  return meta;
}
