import { isCommonWord, isQuestionWord } from './common-words';
import { findPhones, wholePhoneKey } from './phone-numbers';

// The model never sees a name or a number that says who someone is (docs/assistant.md, "Personal
// data"): before each call the question and the function results have every payee's name, every
// phone or wallet number and every wallet's label replaced by a placeholder ("Payee 1",
// "Phone 1", "Wallet 1"), the same one for the same person however it is written, and after it
// the tool-call arguments and the reply have them put back. The map lives in this object, for
// one request, and nowhere else.

export type PlaceholderKind = 'Payee' | 'Phone' | 'Wallet';

/** A placeholder as the model may write it back: "Payee 3", "payee 3", "Payee #3", "Phone3". */
export const PLACEHOLDER = /(?<![\p{L}\p{N}])(payee|phone|wallet)[ \u00a0]?#?(\d{1,5})(?!\p{N})/giu;

export type PersonalData = {
  names: readonly string[]; // the payees' names, the user's own, any name the question gave
  wallets: readonly string[]; // the user's wallet labels
};

type Entity = { kind: PlaceholderKind; key: string; original: string };
type Span = { start: number; end: number; entity: Entity };

// Result fields that hold a payee's name or number, and the lists whose `label` is a wallet's.
const PAYEE_FIELDS = new Set([
  'payee',
  'counterparty',
  'recipient',
  'latestAccountName',
  'otherNames',
  'number',
  // The query frame's people: a person subject's name, a party's names and numbers.
  'names',
  'numbers',
]);
const WALLET_LISTS = new Set(['balances', 'wallets']);

const WORD = /[\p{L}\p{N}]+/gu;
// The words of one name may stand apart by a space or a little punctuation ("one4all.sp",
// "Kofi & Sons").
const JOIN = /^[^\p{L}\p{N}\n]{1,3}$/u;
// The most words a name is matched by.
const MAX_WORDS = 8;

// A name's words, lower case, digits without leading zeros: "PERSON 019", "Person  19" and
// "person-019" are one name.
const wordKey = (word: string) =>
  word
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, ''));
function nameKey(name: string): string {
  return [...name.matchAll(WORD)].map((m) => wordKey(m[0])).join(' ');
}

const words = (key: string) => key.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

// Up to three words after a word that names a payee ("sent to Kojo Antwi"), and capitalised words
// ("What did Efua send?").
const AFTER_PAYEE_WORD =
  /(?<![\p{L}\p{N}])(?:to|from|for|pay|paid|paying|send|sent|sending|give|gave|giving|transfer|transferred|momo'?d?|owe|owes|owed|with|by)\s+(?=(\p{L}[\p{L}'’.-]*(?:\s+\p{L}[\p{L}'’.-]*){0,2}))/giu;
const CAPITALISED = /(?<![\p{L}\p{N}])\p{Lu}[\p{L}'’-]*/gu;

// The leading words of a run that are not words the question needs ("Kojo Antwi in" → "Kojo
// Antwi"), as typed.
function nameAt(run: string): string {
  const kept: string[] = [];
  for (const word of run.split(/\s+/)) {
    const bare = word.replace(/(?:['’]s)?['’.-]*$/i, '');
    const parts = words(bare.toLowerCase());
    if (bare.length < 2 || parts.length === 0 || parts.every(isCommonWord)) break;
    kept.push(bare);
    if (bare !== word) break; // "Kojo." and "Kojo's" end the name
  }
  return kept.join(' ');
}

export class Pseudonyms {
  private readonly placeholders = new Map<string, string>(); // kind:key → placeholder
  // lower-case placeholder → the original as the user reads it, and as a function argument
  private readonly originals = new Map<string, { text: string; argument: string }>();
  private readonly counts: Record<PlaceholderKind, number> = { Payee: 0, Phone: 0, Wallet: 0 };
  private readonly known = new Map<string, Entity>(); // nameKey → the name as the data has it
  private readonly hidden = new Set<string>(); // the nameKeys hidden wherever they are written
  private readonly parts = new Set<string>(); // words of names hidden on their own too

  constructor(data: PersonalData) {
    const learn = (kind: PlaceholderKind, text: string) => {
      const name = text.normalize('NFKC').trim();
      // Numbers are found as numbers.
      if (name.length < 2 || (/\d{3}/.test(name) && wholePhoneKey(name) !== null)) return;
      const key = nameKey(name);
      const all = key.split(' ').filter(Boolean);
      if (all.length === 0 || all.length > MAX_WORDS) return;
      if (!this.known.has(key)) this.known.set(key, { kind, key, original: name });
      // A whole name is hidden wherever it is written, unless it is one word the question needs
      // ("Food"): a result still gives it as a placeholder.
      if (!(all.length === 1 && isQuestionWord(all[0]!))) this.hidden.add(key);
      // Any part of a name on its own ("Kwame" of "KWAME MENSAH"), unless a common word.
      for (const word of all) {
        if (word.length >= 3 && /\p{L}/u.test(word) && !isCommonWord(word)) this.parts.add(word);
      }
    };
    data.wallets.forEach((label) => learn('Wallet', label));
    data.names.forEach((name) => learn('Payee', name));
  }

  /** The text with every name, number and placeholder look-alike replaced by a placeholder. */
  hide(text: string): string {
    return this.replace(text, []);
  }

  /**
   * The question as the model may see it: as hide, and also names the user has never paid (or
   * not among the most used): the words after "to", "from", "pay"… and capitalised words inside
   * a sentence, unless they are words the question needs.
   */
  hideQuestion(question: string): string {
    const spans: Span[] = [];
    const push = (start: number, text: string) => {
      const key = nameKey(text);
      const entity = this.known.get(key) ?? { kind: 'Payee' as const, key, original: text };
      spans.push({ start, end: start + text.length, entity });
    };
    for (const m of question.matchAll(AFTER_PAYEE_WORD)) {
      const name = nameAt(m[1]!);
      if (name !== '') push(m.index + m[0].length, name);
    }
    // Capitalised words that are not words the question needs, side by side as one name; a
    // sentence's first word only as the first of such a run ("Kwame Mensah sent me…").
    const capitalised = [...question.matchAll(CAPITALISED)]
      .map((m) => ({ start: m.index, text: nameAt(m[0]) }))
      .filter((word) => word.text !== '');
    let run: { start: number; text: string; first: boolean } | null = null;
    const flush = () => {
      if (run !== null && !(run.first && !run.text.includes(' '))) push(run.start, run.text);
      run = null;
    };
    for (const word of capitalised) {
      const before = question.slice(0, word.start).trimEnd();
      const first = before === '' || /[.?!:;]$/.test(before);
      const joins =
        run !== null && /^\s+$/.test(question.slice(run.start + run.text.length, word.start));
      if (run !== null && joins && !first) {
        run.text = question.slice(run.start, word.start + word.text.length);
      } else {
        flush();
        run = { start: word.start, text: word.text, first };
      }
    }
    flush();
    return this.replace(question, spans);
  }

  private replace(text: string, extra: Span[]): string {
    const spans: Span[] = [...extra];
    // Text that already reads like a placeholder is itself replaced, so none can be confused.
    for (const m of text.matchAll(PLACEHOLDER)) {
      const kind = (m[1]![0]!.toUpperCase() + m[1]!.slice(1).toLowerCase()) as PlaceholderKind;
      const key = `as-written:${m[0].toLowerCase()}`;
      spans.push({
        start: m.index,
        end: m.index + m[0].length,
        entity: { kind, key, original: m[0] },
      });
    }
    for (const phone of findPhones(text)) {
      const original = text.slice(phone.start, phone.end).trim();
      spans.push({ ...phone, entity: { kind: 'Phone', key: phone.key, original } });
    }
    spans.push(...this.names(text));
    spans.sort((a, b) => a.start - b.start || b.end - a.end);
    let out = '';
    let at = 0;
    for (const span of spans) {
      if (span.start < at) continue; // inside a longer one
      out += text.slice(at, span.start) + this.placeholder(span.entity);
      at = span.end;
    }
    return out + text.slice(at);
  }

  /** A function result as the model may see it: payees, numbers and wallets as placeholders. */
  hideResult(value: unknown, field = '', list = ''): unknown {
    if (typeof value === 'string') {
      if (value.trim() === '') return value;
      if (PAYEE_FIELDS.has(field)) return this.placeholder(this.entity(value));
      if (field === 'label' && WALLET_LISTS.has(list)) {
        return this.placeholder(this.entity(value, 'Wallet'));
      }
      return this.hide(value);
    }
    if (Array.isArray(value)) return value.map((item) => this.hideResult(item, field, list));
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, this.hideResult(item, key, field)]),
    );
  }

  /** The model's text with the placeholders it was given put back, and those it made up. */
  reveal(text: string, as: 'text' | 'argument' = 'text'): { text: string; unknown: string[] } {
    const unknown: string[] = [];
    const revealed = text.replace(PLACEHOLDER, (match, word: string, index: string) => {
      const original = this.originals.get(`${word.toLowerCase()} ${Number(index)}`);
      if (original === undefined) unknown.push(match);
      return original?.[as] ?? match;
    });
    return { text: revealed, unknown };
  }

  /**
   * Tool-call arguments with the placeholders put back, as a copy (the model's own is kept): a
   * Ghana number in the local form the functions read (0244123456), however it was typed.
   */
  revealArgs(value: unknown): unknown {
    if (typeof value === 'string') return this.reveal(value, 'argument').text;
    if (Array.isArray(value)) return value.map((item) => this.revealArgs(item));
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, this.revealArgs(item)]),
    );
  }

  // The known names in a text, the longest at each word, else a part of one.
  private names(text: string): Span[] {
    const tokens = [...text.matchAll(WORD)].map((m) => ({
      key: wordKey(m[0]),
      start: m.index,
      end: m.index + m[0].length,
    }));
    const spans: Span[] = [];
    for (let i = 0; i < tokens.length; i += 1) {
      let n = 1;
      while (
        n < MAX_WORDS &&
        i + n < tokens.length &&
        JOIN.test(text.slice(tokens[i + n - 1]!.end, tokens[i + n]!.start))
      ) {
        n += 1;
      }
      for (; n >= 1; n -= 1) {
        const key = tokens
          .slice(i, i + n)
          .map((token) => token.key)
          .join(' ');
        if (!this.hidden.has(key) && !(n === 1 && this.parts.has(key))) continue;
        const start = tokens[i]!.start;
        const end = tokens[i + n - 1]!.end;
        const entity = this.known.get(key) ?? {
          kind: 'Payee',
          key,
          original: text.slice(start, end),
        };
        spans.push({ start, end, entity });
        i += n - 1;
        break;
      }
    }
    return spans;
  }

  // A whole field's value: one number, else one name (as the data has it when known).
  private entity(value: string, kind: PlaceholderKind = 'Payee'): Entity {
    const original = value.trim();
    const phone = wholePhoneKey(original);
    if (phone !== null && kind === 'Payee') return { kind: 'Phone', key: phone, original };
    const key = nameKey(original);
    const known = this.known.get(key);
    return known?.kind === kind ? known : { kind, key, original };
  }

  private placeholder(entity: Entity): string {
    const id = `${entity.kind}:${entity.key}`;
    const existing = this.placeholders.get(id);
    if (existing !== undefined) return existing;
    this.counts[entity.kind] += 1;
    const placeholder = `${entity.kind} ${this.counts[entity.kind]}`;
    this.placeholders.set(id, placeholder);
    const ghana = entity.kind === 'Phone' && /^233\d{9}$/.test(entity.key);
    this.originals.set(placeholder.toLowerCase(), {
      text: entity.original,
      argument: ghana ? `0${entity.key.slice(3)}` : entity.original,
    });
    return placeholder;
  }
}
