import { readNotes } from "@/lib/client/insight-notes";

describe("readNotes: the two forms of spec 2 §3", () => {
  it("takes the summary from a 'summary:' label and keeps the other paragraphs as additional notes", () => {
    const notes = readNotes(
      "You were calm throughout.\n\nSummary: A strong first round.\n\nAsk about the team next time.",
    );
    expect(notes.summary).toBe("A strong first round.");
    expect(notes.additionalNotes).toBe(
      "You were calm throughout.\n\nAsk about the team next time.",
    );
  });

  it("takes the first paragraph as the summary when there is no label", () => {
    const notes = readNotes("Good structure overall.\n  \nSlow down on the numbers.");
    expect(notes.summary).toBe("Good structure overall.");
    expect(notes.additionalNotes).toBe("Slow down on the numbers.");
    expect(notes.strengths).toEqual([]);
  });

  it("reads lists given as arrays of notes with quotes, or as newline text with bullet marks", () => {
    const notes = readNotes({
      summary: " Solid. ",
      strengths: [
        { text: "Quantified the result", quote: "cut costs by 30%" },
        "  - Clear opening",
      ],
      gaps: "- No mention of testing\n* Vague about the team size\n\n",
      improvements: "1. Lead with the result\n2) Shorter answers",
      followUpQuestions: ["• How did you measure it?", ""],
      additionalNotes: "Good energy.",
    });
    expect(notes.summary).toBe("Solid.");
    expect(notes.strengths).toEqual([
      { text: "Quantified the result", quote: "cut costs by 30%" },
      { text: "Clear opening", quote: null },
    ]);
    expect(notes.gaps.map((note) => note.text)).toEqual([
      "No mention of testing",
      "Vague about the team size",
    ]);
    expect(notes.improvements.map((note) => note.text)).toEqual([
      "Lead with the result",
      "Shorter answers",
    ]);
    expect(notes.followUpQuestions).toEqual(["How did you measure it?"]);
    expect(notes.additionalNotes).toBe("Good energy.");
    expect(notes.delivery).toBeNull();
    expect(notes.coverage).toBeNull();
  });

  it("keeps the delivery figures and coverage, dropping malformed entries", () => {
    const notes = readNotes({
      summary: "ok",
      delivery: {
        words: 420,
        candidateShare: 0.7,
        wordsPerMinute: 140,
        fillerCount: 3,
        answers: [],
      },
      coverage: {
        demonstrated: [{ requirement: "SQL", quote: "I wrote the SQL" }, { requirement: 4 }],
        untouched: ["Kubernetes"],
      },
      questions: ["Tell me about yourself?"],
    });
    expect(notes.delivery).toEqual({
      words: 420,
      candidateShare: 0.7,
      wordsPerMinute: 140,
      fillersPerMinute: null,
      fillerCount: 3,
      longestAnswerWords: 0,
      answers: [],
    });
    expect(notes.coverage).toEqual({
      demonstrated: [{ requirement: "SQL", quote: "I wrote the SQL" }],
      untouched: ["Kubernetes"],
    });
    expect(notes.questions).toEqual(["Tell me about yourself?"]);
  });

  it.each([null, undefined, 42, ["a"]])("reads %p as empty notes", (value) => {
    const notes = readNotes(value);
    expect(notes.summary).toBe("");
    expect(notes.strengths).toEqual([]);
  });
});
