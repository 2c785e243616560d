import { gunzipSync } from "node:zlib";
import { gzippedList, listMemoSize, rememberedList, rememberList } from "@/lib/jobs/list-memo";

describe("the remembered job lists", () => {
  it("hold at most 4,000,000 characters, the least recently used leaving first", () => {
    const big = "x".repeat(1_500_000);
    rememberList("u1", "1:a", big);
    rememberList("u2", "1:b", big);
    expect(rememberedList("u1")?.version).toBe("1:a"); // u1 is now the most recent
    rememberList("u3", "1:c", big);
    expect(rememberedList("u2")).toBeNull();
    expect(rememberedList("u1")?.json).toBe(big);
    expect(listMemoSize()).toEqual({ users: 2, chars: 3_000_000 });
  });

  it("never keeps one list larger than the whole budget, and replaces a user's older one", () => {
    rememberList("u4", "2:a", "x".repeat(4_000_001));
    expect(rememberedList("u4")).toBeNull();
    rememberList("u1", "3:a", "[]");
    expect(rememberedList("u1")).toEqual({ version: "3:a", json: "[]" });
    expect(listMemoSize().chars).toBe(1_500_002);
  });

  it("keep a list's gzip bytes beside it, counted in the budget, only for the list remembered", () => {
    const json = JSON.stringify(Array.from({ length: 50 }, (_, i) => ({ id: `j${i}` })));
    rememberList("u5", "4:a", json);
    const before = listMemoSize().chars;
    const gzip = gzippedList("u5", json)!;
    expect(gunzipSync(gzip).toString("utf8")).toBe(json);
    expect(listMemoSize().chars).toBe(before + gzip.length);
    expect(gzippedList("u5", json)).toBe(gzip);
    // Not the remembered text (another version, another user): nothing to reuse.
    expect(gzippedList("u5", "[]")).toBeNull();
    expect(gzippedList("nobody", json)).toBeNull();
    rememberList("u5", "4:b", "[]");
    expect(listMemoSize().chars).toBe(before - json.length + 2);
  });
});
