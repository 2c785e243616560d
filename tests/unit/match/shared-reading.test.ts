import { extractAsks } from "@/lib/match";

// lib/match keeps what it has read (a clause's asks) for the next posting: what one
// posting makes of a shared reading must not change what the next one gets.
describe("readings shared between postings", () => {
  it("a clause asked more strongly in one posting keeps its own kind in the next", () => {
    const both = extractAsks("Nice to have:\n- Experience with Kafka\nRequirements:\n- Kafka");
    expect(both.asks.map((a) => [a.keyword, a.kind])).toEqual([["Kafka", "required"]]);
    const preferred = extractAsks("Nice to have:\n- Experience with Kafka");
    expect(preferred.asks.map((a) => [a.keyword, a.kind, a.asked])).toEqual([
      ["Kafka", "preferred", "Kafka"],
    ]);
  });
});
