/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";

// docs/configuration.md's table lists exactly the settings of .env.example (`# NAME=value`).
const read = (file: string) => fs.readFileSync(path.join(process.cwd(), file), "utf8");
const names = (text: string, line: RegExp) =>
  [...new Set([...text.matchAll(line)].map(([, name]) => name))].sort();

it("docs/configuration.md's table has every setting of .env.example and no other", () => {
  const example = names(read(".env.example"), /^# ?([A-Z][A-Z0-9_]*)=/gm);
  const documented = names(read("docs/configuration.md"), /^\| *`([A-Z][A-Z0-9_]*)` *\|/gm);
  expect(example.length).toBeGreaterThan(40);
  expect(documented).toEqual(example);
});
