import type { Speaker } from "./types";
import { countWords, sentencesOf } from "./words";

/** A turn as read from the transcript, with its start time when the line carried one. */
export type TimedTurn = { speaker: Speaker; text: string; startSeconds: number | null };

/*
 * How a transcript becomes interviewer and candidate turns:
 * - Labelled ("Interviewer: ...", "Q: ...", "Jane Smith: ...", with or without a leading
 *   "[00:12]" time): known labels say the role; among unknown labels the one whose turns
 *   ask fewest questions is the candidate (ties: the one who says more), every other
 *   speaker is an interviewer (a panel). A line without a label continues the turn before.
 * - Unlabelled: each line (each sentence when the whole text is one or two long lines) is
 *   an interviewer's question when it is short and its last sentence asks ("?") or prompts
 *   ("Tell me about...", "Walk me through..."); everything else is the candidate's.
 */

const MAX_LABEL_WORDS = 4;
const TIME_RE = /^\s*[[(]?((?:\d{1,2}:)?\d{1,2}:\d{2})(?:[.,]\d+)?[\])]?\s*(?:[-–—]\s*)?/;
const LABEL_RE = /^([\p{L}][\p{L}\p{N} .'’-]{0,39}?)\s*(?:\(\s*[^)]{0,30}\))?\s*[:：]\s*(.*)$/u;
const INTERVIEWER_LABEL =
  /^(?:interviewer|interviewers|q|question|recruiter|hiring manager|manager|panel|panelist|host|speaker 1|speaker a|int)$/i;
const CANDIDATE_LABEL =
  /^(?:candidate|a|answer|me|i|myself|interviewee|applicant|speaker 2|speaker b|you|cand)$/i;
const PROMPT_RE =
  /^(?:(?:so|okay|ok|great|thanks|right|and|now|next)[,.!]?\s+)*(?:tell (?:me|us)|walk (?:me|us)|talk (?:me|us)|describe|give (?:me|us)|share|explain|take (?:me|us))\b/i;
const MAX_QUESTION_WORDS = 60;
const ONE_BLOCK_WORDS = 60;
// A name as a speaker label: every word capitalised ("Dana Whitfield", "Tom").
const NAME_RE = /^\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*){0,2}$/u;

function secondsOf(time: string): number {
  return time.split(":").reduce((total, part) => total * 60 + Number(part), 0);
}

type RawLine = { label: string | null; text: string; startSeconds: number | null };

function readLine(line: string): RawLine {
  let rest = line;
  let startSeconds: number | null = null;
  const time = TIME_RE.exec(rest);
  if (time) {
    startSeconds = secondsOf(time[1]);
    rest = rest.slice(time[0].length);
  }
  const labelled = LABEL_RE.exec(rest);
  if (labelled && countWords(labelled[1]) <= MAX_LABEL_WORDS) {
    return { label: labelled[1].trim(), text: labelled[2].trim(), startSeconds };
  }
  return { label: null, text: rest.trim(), startSeconds };
}

export function isQuestionLike(text: string): boolean {
  if (countWords(text) > MAX_QUESTION_WORDS) return false;
  const sentences = sentencesOf(text);
  const last = sentences[sentences.length - 1] ?? "";
  return last.endsWith("?") || sentences.some((sentence) => PROMPT_RE.test(sentence));
}

function rolesOf(lines: RawLine[]): Map<string, Speaker> {
  const stats = new Map<string, { turns: number; questions: number; words: number }>();
  for (const line of lines) {
    if (!line.label) continue;
    const key = line.label.toLowerCase();
    const entry = stats.get(key) ?? { turns: 0, questions: 0, words: 0 };
    entry.turns += 1;
    entry.words += countWords(line.text);
    if (line.text.trim().endsWith("?")) entry.questions += 1;
    stats.set(key, entry);
  }
  const roles = new Map<string, Speaker>();
  const unknown: string[] = [];
  for (const key of stats.keys()) {
    if (INTERVIEWER_LABEL.test(key)) roles.set(key, "interviewer");
    else if (CANDIDATE_LABEL.test(key)) roles.set(key, "candidate");
    else unknown.push(key);
  }
  const hasCandidate = [...roles.values()].includes("candidate");
  const ratio = (key: string) => stats.get(key)!.questions / stats.get(key)!.turns;
  const candidate = hasCandidate
    ? null
    : unknown.reduce<string | null>((best, key) => {
        if (best === null) return key;
        const diff = ratio(key) - ratio(best);
        if (diff !== 0) return diff < 0 ? key : best;
        return stats.get(key)!.words > stats.get(best)!.words ? key : best;
      }, null);
  for (const key of unknown) roles.set(key, key === candidate ? "candidate" : "interviewer");
  return roles;
}

function merged(turns: TimedTurn[]): TimedTurn[] {
  const result: TimedTurn[] = [];
  for (const turn of turns) {
    const last = result[result.length - 1];
    if (last && last.speaker === turn.speaker) last.text = `${last.text} ${turn.text}`.trim();
    else if (turn.text) result.push({ ...turn });
  }
  return result;
}

function labelledTurns(lines: RawLine[]): TimedTurn[] {
  const roles = rolesOf(lines);
  const turns: TimedTurn[] = [];
  for (const line of lines) {
    const last = turns[turns.length - 1];
    if (line.label === null) {
      if (last) last.text = `${last.text} ${line.text}`.trim();
      else turns.push({ speaker: "candidate", text: line.text, startSeconds: line.startSeconds });
      continue;
    }
    const speaker = roles.get(line.label.toLowerCase())!;
    turns.push({ speaker, text: line.text, startSeconds: line.startSeconds });
  }
  return merged(turns);
}

function unlabelledTurns(lines: RawLine[]): TimedTurn[] {
  const isOneBlock =
    lines.length <= 2 && lines.some((line) => countWords(line.text) > ONE_BLOCK_WORDS);
  const pieces = isOneBlock
    ? lines.flatMap((line) =>
        sentencesOf(line.text).map((text) => ({ text, startSeconds: line.startSeconds })),
      )
    : lines;
  return merged(
    pieces.map((piece) => ({
      speaker: isQuestionLike(piece.text) ? "interviewer" : "candidate",
      text: piece.text,
      startSeconds: piece.startSeconds,
    })),
  );
}

/** The transcript's turns in order, consecutive turns of one speaker joined. */
export function splitTurns(transcript: string): TimedTurn[] {
  const read = transcript
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map(readLine)
    .filter((line) => line.text || line.label);
  // "The result was: a 30% cut" is a sentence, not a speaker: an unknown label must recur
  // or read as a name.
  const uses = new Map<string, number>();
  for (const line of read)
    if (line.label)
      uses.set(line.label.toLowerCase(), (uses.get(line.label.toLowerCase()) ?? 0) + 1);
  const lines = read.map((line) => {
    if (!line.label) return line;
    const key = line.label.toLowerCase();
    const isKnown = INTERVIEWER_LABEL.test(key) || CANDIDATE_LABEL.test(key);
    const isSpeaker = isKnown || uses.get(key)! > 1 || NAME_RE.test(line.label);
    return isSpeaker ? line : { ...line, label: null, text: joinLabel(line) };
  });
  const labelled = lines.filter((line) => line.label !== null).length;
  // Two labelled lines or more, and at least a third of the lines: otherwise "Note: ..."
  // in an unlabelled transcript would be taken for a speaker.
  const isLabelled = labelled >= 2 && labelled * 3 >= lines.length;
  if (!isLabelled)
    return unlabelledTurns(lines.map((line) => ({ ...line, label: null, text: joinLabel(line) })));
  return labelledTurns(lines);
}

function joinLabel(line: RawLine): string {
  return line.label ? `${line.label}: ${line.text}`.trim() : line.text;
}

/** The asking part of an interviewer's turn ("Thanks. Tell me about X." gives "Tell me about X."), or "". */
export function askedIn(text: string): string {
  return sentencesOf(text)
    .filter((sentence) => sentence.endsWith("?") || PROMPT_RE.test(sentence))
    .join(" ");
}
