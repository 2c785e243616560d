/** Ids an attacker puts in a URL: none has the shape of a row id. */
export const hostileIds: [string, string][] = [
  ["NUL", "\u0000"],
  ["percent-encoded NUL", "%00"],
  ["broken UTF-8 as decoded", "\ufffd\ufffe"],
  ["lone surrogate", "\ud800"],
  ["path traversal", "../../etc/passwd"],
  ["prototype key", "__proto__"],
  ["SQL", "' OR '1'='1"],
  ["too long", `c${"a".repeat(5000)}`],
  ["empty", ""],
];

/** Query strings with NUL, broken encodings, prototype keys and odd values. */
export const hostileQueries: [string, string][] = [
  ["NUL", "document=resume%00&format=pdf%00"],
  ["broken encoding", "document=%ff%fe&format=%E0%A4%A"],
  ["prototype keys", "__proto__[admin]=1&constructor[prototype][x]=1&document=__proto__"],
  ["repeated keys", "document=resume&document=nonsense&format=exe"],
  ["very long", `document=${"x".repeat(20_000)}`],
  ["path traversal", "document=../../etc/passwd&format=../x"],
];

const FIELDS = [
  "text",
  "title",
  "company",
  "description",
  "url",
  "status",
  "resumeText",
  "targetRoles",
  "content",
  "email",
  "password",
  "firstName",
];

const everyField = (value: unknown) =>
  JSON.stringify(Object.fromEntries(FIELDS.map((name) => [name, value])));

type HostileBody = [
  label: string,
  body: BodyInit,
  type: string | undefined,
  headers?: Record<string, string>,
];

/** Bodies with their content type (undefined: none): broken, huge, hostile or mistyped. */
export function hostileBodies(): HostileBody[] {
  const json = "application/json";
  return [
    ["broken JSON", '{"text": "unterminated', json],
    ["truncated object", '{"title":', json],
    ["trailing garbage", '{"text":"a"} trailing', json],
    ["empty", "", json],
    ["array", "[1,2,3]", json],
    ["null", "null", json],
    ["string", '"just a string"', json],
    ["number", "12345", json],
    ["prototype key", '{"__proto__":{"isAdmin":true},"text":5}', json],
    ["constructor key", '{"constructor":{"prototype":{"polluted":true}}}', json],
    ["NUL in every field", everyField("a\u0000b"), json],
    ["escaped NUL", '{"text":"a\\u0000b","description":"\\u0000","targetRoles":["\\u0000"]}', json],
    ["lone surrogates", everyField("a\ud800b"), json],
    ["escaped lone surrogate", '{"text":"\\udc00","description":"x\\ud800"}', json],
    [
      "invalid UTF-8 bytes",
      new Uint8Array([0x7b, 0x22, 0x74, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
      json,
    ],
    ["wrong types", everyField({ nested: [1, { deeper: true }] }), json],
    ["numbers everywhere", everyField(1e308), json],
    ["deeply nested arrays", `${"[".repeat(100_000)}${"]".repeat(100_000)}`, json],
    ["deeply nested object", `${'{"a":'.repeat(20_000)}1${"}".repeat(20_000)}`, json],
    ["2 MB of text", JSON.stringify({ text: "x".repeat(2 * 1024 * 1024) }), json],
    ["50 MB announced", "{}", json, { "content-length": String(50 * 1024 * 1024) }],
    ["text/plain", '{"text":"hello"}', "text/plain"],
    ["form-urlencoded", "text=hello&title=x", "application/x-www-form-urlencoded"],
    [
      "broken multipart",
      '--x\r\nContent-Disposition: form-data; name="resume"\r\n\r\nnot a file',
      "multipart/form-data; boundary=x",
    ],
    ["multipart without boundary", "garbage", "multipart/form-data"],
    ["no content type", '{"text":"hello"}', undefined],
    ["JSON with odd charset", '{"text":5}', "application/json; charset=utf-7"],
  ];
}
