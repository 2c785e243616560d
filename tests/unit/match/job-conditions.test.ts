import { extractAsks } from "@/lib/match";
import { tokenize } from "@/lib/match/tokenize";

const read = (line: string) => extractAsks(`Requirements:\n- ${line}`);

// What the job's conditions are (where and in what the work is done) is listed for the
// person to confirm, never counted as an ask a résumé lacks.
describe("a condition of the job", () => {
  it.each([
    "Work outdoors in heat, cold and wind, and in tight spaces in the hub and nacelle",
    "Work at heights, inside fuel tanks and outdoors on the ramp",
    "Hybrid after 90 days: in the office Tuesdays and Thursdays, home the rest of the week",
    "Mandatory overtime",
    "4x10 schedule with rotating weekend on-call; overtime during outage campaigns",
    "Lift, turn and reposition patients; push equipment up to 50 lbs",
  ])("is no ask: %s", (line) => {
    const { asks, conditions } = read(line);
    expect(asks).toEqual([]);
    expect(conditions.length).toBeGreaterThan(0);
  });

  it("leaves a duty that names overtime as an ask: 'Manage overtime budgets'", () => {
    expect(read("Manage overtime budgets for 40 staff").asks.length).toBeGreaterThan(0);
  });

  it.each([
    "This is a hybrid role (3 days onsite)",
    "Onsite 5 days a week in Dallas",
    "Must be able to work on-site",
  ])("says where the work is: %s", (line) => {
    expect(read(line)).toMatchObject({ asks: [] });
    expect(read(line).conditions.length).toBeGreaterThan(0);
  });

  it.each([
    "Write run-of-show documents and BEOs, and manage everything onsite",
    "Experience producing hybrid or virtual events (ON24, Zoom Webinars)",
    "Service hybrid vehicles and follow high-voltage safety procedures",
  ])("is not read into a duty done onsite or a hybrid thing: %s", (line) => {
    expect(read(line).conditions).toEqual([]);
    expect(read(line).asks.length).toBeGreaterThan(0);
  });

  it("leaves a safety programme's topics as asks: 'confined space'", () => {
    const { asks } = read(
      "Run the lockout/tagout, confined space and powered industrial truck programs",
    );
    expect(asks.length).toBeGreaterThan(0);
  });
});

describe("a code's letters", () => {
  it("keep a standard's point: 'ASME Y14.5' is one code", () => {
    expect(tokenize("per ASME Y14.5").map((t) => t.text)).toEqual(["per", "ASME", "Y14.5"]);
  });
});

describe("a country's letters", () => {
  it("are one word, and no ask of their own: 'U.S. import procedures'", () => {
    expect(tokenize("U.S. import procedures").map((t) => t.text)).toEqual([
      "U.S.",
      "import",
      "procedures",
    ]);
    const words = read("Working knowledge of U.S. import procedures")
      .asks.flatMap((a) => a.concepts ?? [])
      .flat()
      .map((c) => c.word);
    expect(words).toEqual(expect.arrayContaining(["import", "procedures"]));
    expect(words.join(" ")).not.toMatch(/\bU|\.S/);
  });
});
