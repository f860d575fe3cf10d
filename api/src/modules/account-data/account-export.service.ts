import type { Readable } from 'node:stream';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG } from '../../common/config/config';
import type { AppConfig } from '../../common/config/config.types';
import { unauthorized } from '../../common/errors/common.errors';
import type { AuthContext } from '../../common/guards/auth-context';
import { displayPhone } from '../../common/phone/ghana-phone';
import type { UserDataSection } from '../../common/user-data/user-data';
import { csvStream } from '../transactions';
import { isProNow } from '../users';
import { AccountExportRepository, type AccountExport, type Row } from './account-export.repository';
import { UserDataParts } from './user-data-parts';
import { zipStream } from './zip-stream';

// Ghana keeps UTC all year, so the UTC date is the user's date.
export const dataFileName = (now = new Date()) =>
  `sikalens-data-${now.toISOString().slice(0, 10)}.zip`;

// The sections of sikalens-data.json after the account, in this order. Each is a module's part of
// the user's data (common/user-data) or, for those no part provides, this module's repository's.
// Fields a user would recognise, never a stored file, a password or another user's data.
const SECTION_KEYS = [
  'wallets',
  'categories',
  'rules',
  'budgetAlerts',
  'uploads',
  'reviews',
  'chatMessages',
  'notifications',
  'payments',
  'supportTickets',
  'transactions',
] as const;

// The section whose rows transactions.csv holds too.
const CSV_SECTION = 'transactions';

// Text gathered before it is handed to the ZIP.
const CHUNK_CHARS = 64 * 1024;

const camelCase = (key: string) =>
  key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

// "Download my data": one ZIP with sikalens-data.json (everything) and transactions.csv (the
// spec's CSV columns), streamed from cursors on one connection that sees one moment.
@Injectable()
export class AccountExportService implements OnModuleInit {
  private ordered: UserDataSection[] | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly exports: AccountExportRepository,
    private readonly parts: UserDataParts,
  ) {}

  // A section missing, or one no place is kept for, fails the start.
  onModuleInit(): void {
    this.sections();
  }

  async export(auth: AuthContext): Promise<Readable> {
    const sections = this.sections();
    const csv = sections.find((section) => section.key === CSV_SECTION);
    if (!csv) throw new Error(`the download has no ${CSV_SECTION} section`);
    const exported = await this.exports.open(auth.userId, this.config.exports);
    try {
      const user = await exported.account();
      if (!user) throw unauthorized();
      const head = {
        exportedAt: new Date().toISOString(),
        account: {
          firstName: user.first_name,
          lastName: user.last_name,
          phone: user.phone === null ? null : displayPhone(user.phone),
          email: user.email,
          plan: isProNow({ isPro: user.is_pro, proUntil: user.pro_until }) ? 'pro' : 'free',
          proUntil: user.pro_until?.toISOString() ?? null,
          registeredAt: user.registered_at.toISOString(),
        },
        // Present once the preferences exist (issue 12's notification settings); null: defaults.
        ...(await notificationPreferences(exported)),
      };
      const zip = zipStream([
        { name: 'sikalens-data.json', content: dataJson(exported, sections, head) },
        { name: 'transactions.csv', content: transactionsCsv(exported, csv) },
      ]);
      // However the download ends (finished, failed, abandoned), the connection goes back; a
      // stalled or overlong one is cut (the client sees a failed download).
      zip.on('close', () => void exported.close());
      exported.signal.addEventListener(
        'abort',
        () => zip.destroy(exported.signal.reason as Error),
        {
          once: true,
        },
      );
      return zip;
    } catch (error) {
      await exported.close();
      throw error;
    }
  }

  // Every section in the document's order, from the parts or this module's repository.
  private sections(): UserDataSection[] {
    if (this.ordered) return this.ordered;
    const available = new Map(this.parts.sections);
    for (const section of this.exports.sections) {
      if (available.has(section.key)) {
        throw new Error(`the download's section ${section.key} is provided twice`);
      }
      available.set(section.key, section);
    }
    const known = new Set<string>(SECTION_KEYS);
    const unplaced = [...available.keys()].filter((key) => !known.has(key));
    if (unplaced.length > 0) {
      throw new Error(`the download has no place for the section(s) ${unplaced.join(', ')}`);
    }
    this.ordered = SECTION_KEYS.map((key) => {
      const section = available.get(key);
      if (!section) throw new Error(`no part of the user's data provides the section ${key}`);
      return section;
    });
    return this.ordered;
  }
}

async function notificationPreferences(
  exported: AccountExport,
): Promise<{ notificationPreferences?: Row | null }> {
  const preferences = await exported.notificationPreferences();
  if (preferences === undefined) return {};
  if (preferences === null) return { notificationPreferences: null };
  return {
    notificationPreferences: Object.fromEntries(
      Object.entries(preferences).map(([key, value]) => [camelCase(key), value]),
    ),
  };
}

// The JSON document, one row per line, each section read through its own cursor in turn.
async function* dataJson(
  exported: AccountExport,
  sections: readonly UserDataSection[],
  head: Row,
): AsyncGenerator<string> {
  const fields = Object.entries(head).map(
    ([key, value]) =>
      `  ${JSON.stringify(key)}: ${JSON.stringify(value, null, 2).replace(/\n/g, '\n  ')}`,
  );
  yield `{\n${fields.join(',\n')}`;
  for (const section of sections) {
    let text = `,\n  ${JSON.stringify(section.key)}: [`;
    let first = true;
    const rows = exported.rows(section) as AsyncIterable<unknown>;
    for await (const row of rows) {
      text += `${first ? '' : ','}\n    ${JSON.stringify(section.toJson(row))}`;
      first = false;
      if (text.length < CHUNK_CHARS) continue;
      yield text;
      text = '';
    }
    yield `${text}${first ? '' : '\n  '}]`;
  }
  yield '\n}\n';
}

// The spec's CSV of every transaction (the /transactions export's columns and formatting).
async function* transactionsCsv(
  exported: AccountExport,
  section: UserDataSection,
): AsyncGenerator<string | Uint8Array> {
  yield* csvStream(exported.rows(section)) as AsyncIterable<string | Uint8Array>;
}
