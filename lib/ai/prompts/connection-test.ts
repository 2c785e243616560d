// The connection test sends nothing of the person's: a fixed line any model can answer in
// a word, so the time measured is the server's, not a long answer's.
export const CONNECTION_TEST_PROMPT = "Reply with the single word OK.";
