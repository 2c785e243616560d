/**
 * @jest-environment node
 */
import { chunkText, CHUNK_CHARS, MAX_CHUNKS } from "@/lib/assist/chunk-text";
import { cleanText } from "@/lib/files/clean-text";

const MB = 1024 * 1024;

// The shapes the attack review used: one letter, brackets, "\n \n", nested tags.
const SHAPES: Record<string, (chars: number) => string> = {
  "one letter": (chars) => "a".repeat(chars),
  brackets: (chars) => "[".repeat(chars / 2) + "]".repeat(chars / 2),
  '"\\n \\n"': (chars) => "\n \n".repeat(chars / 3),
  "nested tags": (chars) => "<div>".repeat(chars / 5),
  "words in one line": (chars) => "lorem ".repeat(chars / 6),
};

function msFor(text: string) {
  const started = performance.now();
  chunkText(cleanText(text));
  return performance.now() - started;
}

describe("cleanText", () => {
  it("unifies line ends, drops NULs and line-end spaces, and keeps at most one blank line", () => {
    expect(cleanText("a \t\n \n\n\n b\r\n\r\nc\u0000d\rx  ")).toBe("a\n\n b\n\ncd\rx");
    expect(cleanText("old\rmac\rlines")).toBe("old\nmac\nlines");
  });

  it("stops past maxChars and cuts there", () => {
    const text = cleanText("Managed payroll for 400 staff. ".repeat(10_000), 200_000);
    expect(text).toHaveLength(200_001);
  });
});

describe("chunkText", () => {
  it("cuts a long paragraph at sentence ends, then spaces, then hard at the passage size", () => {
    const sentences = chunkText(`${"Word ".repeat(60)}ends here. ${"More ".repeat(200)}`);
    expect(sentences[0].endsWith("ends here.")).toBe(true);
    const unbroken = chunkText("x".repeat(CHUNK_CHARS * 3));
    expect(unbroken.map((chunk) => chunk.length)).toEqual([600, 600, 600]);
  });

  it(`keeps at most ${MAX_CHUNKS.toLocaleString("en-US")} passages`, () => {
    expect(chunkText("a".repeat(12 * MB))).toHaveLength(MAX_CHUNKS);
  });
});

describe("cleaning and cutting 12 MB of hostile text", () => {
  // Linear work grows tenfold from 1.2 MB to 12 MB (the bound leaves room for a loaded
  // machine); the old chunker's one-character steps grew a hundredfold. Each size is timed
  // at its best of three to leave out pauses.
  it.each(Object.keys(SHAPES))("is linear for %s", (shape) => {
    const best = (chars: number) => Math.min(...[0, 1, 2].map(() => msFor(SHAPES[shape](chars))));
    const small = best(1.2 * MB);
    const large = best(12 * MB);
    expect(large).toBeLessThan(Math.max(small, 20) * 50);
  });
});
