// Spec section 3, /ai-chat: the five suggested questions, in these words (the assistant answers
// each of them from the user's own transactions).
export const SUGGESTED_QUESTIONS = [
  'How much did I spend on food this month?',
  'What is my biggest spending category?',
  'Show me my transport expenses',
  'How can I save more money?',
  'Compare this month vs last month',
] as const;

// The API refuses longer questions (1–1000 characters once trimmed).
export const MAX_QUESTION_LENGTH = 1000;
