import {
  analyzeAnswers,
  analyzeTranscript,
  countFillers,
  splitTurns,
  structureOf,
} from "@/lib/interview";
import { CASES } from "./transcripts";

describe("splitting a transcript into questions and answers", () => {
  it.each(CASES.map((c) => [c.label, c] as const))("%s", (_label, c) => {
    const analysis = analyzeTranscript(c.transcript, {
      job: c.job,
      durationSeconds: c.durationSeconds,
    });
    expect(analysis.questions).toHaveLength(c.questions);
    expect(analysis.exchanges).toHaveLength(c.answers);
    const speakers = splitTurns(c.transcript).map((turn) => turn.speaker);
    // Turns alternate: consecutive turns of one speaker are joined.
    speakers.forEach((speaker, index) => expect(speaker).not.toBe(speakers[index + 1]));
  });

  it("reads Interviewer/Candidate labels and keeps each answer whole", () => {
    const turns = splitTurns(CASES[0].transcript);
    expect(turns[0]).toMatchObject({
      speaker: "interviewer",
      text: "Thanks for joining. Tell me about a project you are proud of.",
    });
    expect(turns[5]).toEqual({
      speaker: "candidate",
      text: "Um, not really, uh, we used virtual machines.",
      startSeconds: null,
    });
  });

  it("takes the speaker who asks fewer questions as the candidate when labels are names", () => {
    const turns = splitTurns(CASES[3].transcript);
    expect(turns[1]).toMatchObject({ speaker: "candidate" });
    expect(turns[1].text).toMatch(/^I want to sell/);
    expect(turns.filter((turn) => turn.speaker === "interviewer")).toHaveLength(3);
  });

  it("reads timestamps and joins unlabelled lines to the turn before", () => {
    const timed = splitTurns(CASES[1].transcript);
    expect(timed.map((turn) => turn.startSeconds)).toEqual([0, 6, 66, 70, 100]);
    const teacher = splitTurns(CASES[6].transcript);
    expect(teacher[1].text).toBe(
      "I set three clear rules on the first day. I also use a quiet signal, a raised hand, and I wait.",
    );
  });

  it("does not take a sentence with a colon for a speaker", () => {
    const turns = splitTurns(
      "Interviewer: What happened next?\nCandidate: I fixed the build.\nThe result was: a green pipeline.\nInterviewer: Good.",
    );
    expect(turns).toHaveLength(3);
    expect(turns[1].text).toBe("I fixed the build. The result was: a green pipeline.");
  });

  it("splits one unbroken block at its questions", () => {
    const turns = splitTurns(CASES[5].transcript);
    expect(turns.map((turn) => turn.speaker)).toEqual([
      "interviewer",
      "candidate",
      "interviewer",
      "candidate",
    ]);
    expect(turns[2].text).toBe("How did your manager react?");
  });

  it("lists the interviewer's asking sentences, without small talk", () => {
    const { questions } = analyzeTranscript(CASES[0].transcript);
    expect(questions[0]).toBe("Tell me about a project you are proud of.");
  });
});

describe("filler words", () => {
  it.each([
    ["Um, I think, uh, it worked.", 2],
    ["I like Python and I would like to learn Go.", 0],
    ["It was, like, really slow, like, every day.", 2],
    ["You know the system well. It was hard, you know.", 1],
    ["What kind of team is it? It was sort of a mess.", 1],
    ["I mean, basically we shipped it.", 2],
    ["I mean it when I say it.", 0],
    ["Umm... hmm. Erm, yes.", 3],
  ])("%s has %i", (text, count) => {
    expect(countFillers(text)).toBe(count);
  });
});

describe("delivery figures", () => {
  it("times each answer from the timestamps of the next turn", () => {
    const { delivery } = analyzeTranscript(CASES[1].transcript);
    expect(delivery.answers.map((answer) => answer.words)).toEqual([30, 12]);
    // 30 words in 60 s, 12 words in 30 s; overall 42 words in 90 s.
    expect(delivery.answers.map((answer) => answer.wordsPerMinute)).toEqual([30, 24]);
    expect(delivery.wordsPerMinute).toBe(28);
    expect(delivery.fillersPerMinute).toBe(0);
  });

  it("with only the session's length, gives the candidate their share of it", () => {
    const { delivery } = analyzeTranscript(CASES[0].transcript, { durationSeconds: 36 });
    expect(delivery.words).toBe(59);
    expect(delivery.candidateShare).toBe(0.7);
    // 59 of 84 words spoken: 59 / (36 s × 59/84) × 60 = 140 words a minute.
    expect(delivery.wordsPerMinute).toBe(140);
    expect(delivery.fillerCount).toBe(2);
    expect(delivery.fillersPerMinute).toBe(4.7);
    expect(delivery.longestAnswerWords).toBe(34);
  });

  it("leaves the per-minute figures empty without a length", () => {
    const { delivery } = analyzeTranscript(CASES[4].transcript);
    expect(delivery.wordsPerMinute).toBeNull();
    expect(delivery.fillersPerMinute).toBeNull();
    expect(delivery.answers.every((answer) => answer.wordsPerMinute === null)).toBe(true);
  });

  it("counts fillers per answer", () => {
    const { delivery } = analyzeTranscript(CASES[9].transcript);
    expect(delivery.answers.map((answer) => answer.fillerCount)).toEqual([3, 1]);
    expect(delivery.fillerCount).toBe(4);
  });

  it("analyses turns the simulator already has, with their times", () => {
    const analysis = analyzeAnswers(
      [
        { speaker: "interviewer", text: "Why do you want this job?", startSeconds: 0 },
        { speaker: "candidate", text: "I want to build tools for nurses.", startSeconds: 4 },
        { speaker: "interviewer", text: "Thanks.", startSeconds: 7 },
      ],
      { durationSeconds: 10 },
    );
    expect(analysis.delivery.answers[0]).toMatchObject({
      question: "Why do you want this job?",
      words: 7,
      wordsPerMinute: 140,
    });
  });
});

describe("STAR structure", () => {
  it.each([
    [
      "At my last job we had a slow checkout. I rewrote the payment service. As a result latency dropped by 40%.",
      { situation: true, action: true, result: true, measurableResult: true },
    ],
    [
      "There was a patient who refused his medication. I sat with him and explained each tablet. In the end he took it.",
      { situation: true, action: true, result: true, measurableResult: false },
    ],
    [
      "We usually hold the line on price and trade on terms instead.",
      { situation: false, action: false, result: false, measurableResult: false },
    ],
    [
      "I rebuilt it around pizza slices and the quiz scores went up from 55% to 80%.",
      { situation: false, action: true, result: true, measurableResult: true },
    ],
    [
      "I started writing down my commitments each week.",
      { situation: false, action: true, result: false, measurableResult: false },
    ],
  ])("%s", (answer, structure) => {
    expect(structureOf(answer)).toEqual(structure);
  });

  it("is computed for every answer", () => {
    const { delivery } = analyzeTranscript(CASES[0].transcript);
    expect(delivery.answers.map((answer) => answer.structure.measurableResult)).toEqual([
      true,
      false,
      false,
    ]);
    expect(delivery.answers[0].question).toBe(
      "Thanks for joining. Tell me about a project you are proud of.",
    );
  });
});
