// Writes lib/auth/common-passwords.json from the password list of the npm package
// @zxcvbn-ts/language-common (MIT; the frequency-ranked list of the original zxcvbn).
// Only passwords long enough to pass the length rule are kept; the others are refused
// anyway. Run it with the package unpacked somewhere, e.g.:
//   cd /tmp && npm pack @zxcvbn-ts/language-common@4.1.3 && tar xzf zxcvbn-ts-language-common-4.1.3.tgz
//   npx tsx scripts/generate-common-passwords.ts /tmp/package
import fs from "node:fs";
import path from "node:path";
import { MIN_PASSWORD_LENGTH } from "../lib/auth/password";

const packageDir = process.argv[2];
if (!packageDir) {
  console.error(
    "Usage: tsx scripts/generate-common-passwords.ts <unpacked @zxcvbn-ts/language-common>",
  );
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, "package.json"), "utf8"));
const ranked: string[] = JSON.parse(
  fs.readFileSync(path.join(packageDir, "src", "passwords.json"), "utf8"),
);
const passwords = [...new Set(ranked.map((word) => word.toLowerCase()))].filter(
  (word) => word.length >= MIN_PASSWORD_LENGTH,
);
const out = path.join("lib", "auth", "common-passwords.json");
const data = {
  source: `${manifest.name}@${manifest.version} (src/passwords.json), most common first`,
  license:
    "MIT. Copyright (c) 2012-2016 Dan Wheeler and Dropbox, Inc.; Copyright (c) 2021 @zxcvbn-ts",
  passwords,
};
fs.writeFileSync(out, `${JSON.stringify(data, null, 0)}\n`);
console.log(`${out}: ${passwords.length} passwords`);
