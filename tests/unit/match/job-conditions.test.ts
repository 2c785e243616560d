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
  ])("is no ask: %s", (line) => {
    const { asks, conditions } = read(line);
    expect(asks).toEqual([]);
    expect(conditions.length).toBeGreaterThan(0);
  });

  it("leaves a duty that names overtime as an ask: 'Manage overtime budgets'", () => {
    expect(read("Manage overtime budgets for 40 staff").asks.length).toBeGreaterThan(0);
  });

  it("leaves a safety programme's topics as asks: 'confined space'", () => {
    const { asks } = read(
      "Run the lockout/tagout, confined space and powered industrial truck programs",
    );
    expect(asks.length).toBeGreaterThan(0);
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
