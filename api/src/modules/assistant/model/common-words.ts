import { CATEGORY_WORDS, SPELLING } from '../understand/lexicon';
import { NOT_A_PAYEE, STOP } from '../understand/understand';

// Which words of a name or a question say who someone is (pseudonyms.ts): every word of a payee's
// name is hidden on its own too, except these.

const words = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

// Words in payees' names that say what a business is, not who ("TIGO PUSH OVA", "Paystack Ghana
// Limited"): not hidden on their own, so a question keeps its sense.
const BUSINESS_WORDS = new Set(
  `account accounts holder ltd limited company co enterprise enterprises ventures services service
  shop store stores mart supermarket pharmacy ghana gh accra kumasi mobile momo mtn telecel
  vodafone airteltigo tigo airtel glo bank banks merchant vendor system systems network networks
  online interest international global group trading general push pull ova pos`.split(/\s+/),
);
// The words of questions beyond the rules' own lists (understand.ts, lexicon.ts), with the default
// categories' names.
const QUESTION_WORDS = `january february march april may june july august september october
  november december monday tuesday wednesday thursday friday saturday sunday weekend weekday
  money wallet wallets payment payments pay debit credit transfer transfers cash out in cashin
  cashout deposit withdrawal airtime data bundle bundles internet adjustment fee fees levy e-levy
  tax charge charges bill bills school church market food sikalens pro christmas easter ramadan
  eid holiday summary summarise summarize overview breakdown category categories recipient
  recipients payee payees contacts biggest largest highest expensive top big major huge often
  frequent frequently regularly purchase purchases receive received receiving income earned
  earnings deposits inflows salary incoming credited credits numbers number types type kinds kind
  balance left forecast prediction projected projection track end expected likely going expect
  recurring subscriptions subscription regular repeating repeated standing orders mandates direct
  every fixed daily weekly monthly budget budgets overspent overspend save saving savings reduce
  advice tips tip manage average usual usually unusual previous before day days years hello hi
  hey help menu good morning afternoon evening thanks thank mum mom dad mother father sister
  brother wife husband friend family landlord rent transportation utilities healthcare
  entertainment education shopping withdrawal business investment investments gift gifts`;

// The words a question needs to keep its sense. Not the user's own category names: a word of one
// that is also part of a name is hidden ("Kwame's upkeep"), and comes back in the arguments.
const VOCABULARY = (() => {
  const vocabulary = new Set<string>([...STOP, ...NOT_A_PAYEE]);
  const add = (text: string) => words(text.toLowerCase()).forEach((word) => vocabulary.add(word));
  Object.values(CATEGORY_WORDS).flat().forEach(add);
  Object.entries(SPELLING).forEach(([from, to]) => {
    add(from);
    add(to);
  });
  add(QUESTION_WORDS);
  return vocabulary;
})();

/** A word (lower case) the question needs to keep its sense: never hidden on its own. */
export function isQuestionWord(word: string): boolean {
  return VOCABULARY.has(word);
}

/** A word (lower case) hidden only as part of a whole name: a question's, or a business's. */
export function isCommonWord(word: string): boolean {
  return VOCABULARY.has(word) || BUSINESS_WORDS.has(word);
}
