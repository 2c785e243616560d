import { scorecardOf, turnsOfSimulatorLog } from "@/lib/simulator/scorecard";

const LOG = `Position: Payroll Specialist
Company: Acme
Date: 2026-11-26
Start time: 10:00:00
Duration: 3:00
Mode: Voice

[0:00] INTERVIEWER: Tell me about a time you fixed a payroll error.
[0:10] CANDIDATE: Last spring our overtime was calculated wrong for 40 drivers.
I rebuilt the overtime rules in ADP and reconciled every check, which cut corrections by 90%.
[1:10] INTERVIEWER: How do you handle employee questions?
[1:20] CANDIDATE: Um, I answer them, like, quickly.`;

const JOB = {
  title: "Payroll Specialist",
  description:
    "Requirements:\n- ADP Workforce Now\n- Reconcile payroll to the general ledger\n- FLSA knowledge",
};

describe("the simulator's scorecard", () => {
  it("reads the saved log's turns, joining continued lines, and skips the header", () => {
    const turns = turnsOfSimulatorLog(LOG);
    expect(turns.map((turn) => [turn.speaker, turn.startSeconds])).toEqual([
      ["interviewer", 0],
      ["candidate", 10],
      ["interviewer", 70],
      ["candidate", 80],
    ]);
    expect(turns[1].text).toContain("\nI rebuilt the overtime rules");
  });

  it("scores each answer: length, pace in voice, fillers, action, measurable result, requirement with quote", () => {
    const card = scorecardOf(turnsOfSimulatorLog(LOG), {
      job: JOB,
      mode: "voice",
      durationSeconds: 180,
    });
    expect(card.answers).toHaveLength(2);
    const [first, second] = card.answers;
    expect(first).toMatchObject({
      question: "Tell me about a time you fixed a payroll error.",
      action: true,
      measurableResult: true,
      fillerCount: 0,
    });
    expect(first.words).toBeGreaterThan(20);
    expect(first.wordsPerMinute).toBeGreaterThan(0);
    expect(first.requirements.map((shown) => shown.requirement)).toContain("ADP");
    expect(first.requirements.every((shown) => LOG.includes(shown.quote))).toBe(true);
    expect(second).toMatchObject({ measurableResult: false, requirements: [] });
    expect(second.fillerCount).toBeGreaterThanOrEqual(2);
    expect(card.untouched).toContain("FLSA knowledge");
  });

  it("gives no pace for a typed interview", () => {
    const card = scorecardOf(turnsOfSimulatorLog(LOG), {
      job: JOB,
      mode: "text",
      durationSeconds: 180,
    });
    expect(card.answers.every((answer) => answer.wordsPerMinute === null)).toBe(true);
  });
});
