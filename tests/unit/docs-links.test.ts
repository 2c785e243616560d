/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";

// The README, CONTRIBUTING and docs/ link to each other and to code: every relative link must reach a
// file, and every #anchor a heading of the file it names (GitHub's slugs).
const ROOT = process.cwd();
const DOCS = path.join(ROOT, "docs");
const FILES = [
  path.join(ROOT, "README.md"),
  path.join(ROOT, "CONTRIBUTING.md"),
  ...fs
    .readdirSync(DOCS)
    .filter((name) => name.endsWith(".md"))
    .map((name) => path.join(DOCS, name)),
];

const read = (file: string) => fs.readFileSync(file, "utf8");
const withoutCode = (text: string) => text.replace(/^ *```[\s\S]*?^ *```/gm, "");

/** GitHub's anchor for a heading: lower case, punctuation but hyphens gone, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

function anchors(file: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const [, heading] of withoutCode(read(file)).matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const base = slug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count === 0 ? base : `${base}-${count}`);
  }
  return result;
}

function relativeLinks(file: string): string[] {
  const text = withoutCode(read(file)).replace(/`[^`\n]*`/g, "");
  return [...text.matchAll(/\]\(<?([^)\s>]+)>?(?: "[^"]*")?\)/g)]
    .map(([, target]) => target)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

describe("README.md, CONTRIBUTING.md and docs/*.md", () => {
  it("keeps the README to 200 lines", () => {
    expect(read(path.join(ROOT, "README.md")).trimEnd().split("\n").length).toBeLessThanOrEqual(
      200,
    );
  });

  it("slugs headings as GitHub does", () => {
    expect(slug("How `lib/match` reads a posting and a résumé")).toBe(
      "how-libmatch-reads-a-posting-and-a-résumé",
    );
    expect(slug("Two instances on one PostgreSQL")).toBe("two-instances-on-one-postgresql");
  });

  it.each(FILES.map((file) => [path.relative(ROOT, file), file]))(
    "%s: every relative link and anchor resolves",
    (_name, file) => {
      const broken = relativeLinks(file).filter((link) => {
        const [target, anchor] = link.split("#");
        const resolved = target ? path.resolve(path.dirname(file), decodeURI(target)) : file;
        if (!fs.existsSync(resolved)) return true;
        if (anchor === undefined) return false;
        return !resolved.endsWith(".md") || !anchors(resolved).has(decodeURIComponent(anchor));
      });
      expect(broken).toEqual([]);
    },
  );
});
