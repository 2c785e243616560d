import {
  MIN_WORDS_TO_COMPARE,
  mergeResults,
  NEAR_COPY_MAX_DISTANCE,
  normaliseCompany,
  normaliseTitle,
} from "@/lib/discover/merge";
import { hammingDistance, simhash, textWords } from "@/lib/discover/simhash";
import type { SourceJob } from "@/lib/discover/types";

const POSTING =
  "We are hiring a platform engineer to run our Kubernetes clusters on AWS. You will automate " +
  "deployments with Terraform, build CI pipelines, keep services observable with Prometheus and " +
  "Grafana, and join the on-call rotation. Requirements: 4+ years of infrastructure work, Go or " +
  "Python, and a calm head during incidents. We offer a remote-first team and a learning budget.";

const job = (overrides: Partial<SourceJob>): SourceJob => ({
  id: `src-${Math.random().toString(36).slice(2)}`,
  title: "Platform Engineer",
  company: "Acme",
  location: "Berlin",
  date: "2026-02-01T00:00:00.000Z",
  salary: "",
  description: POSTING,
  url: "https://example.com/job",
  contract_type: "",
  contract_time: "",
  source: "remotive",
  ...overrides,
});

test("the same posting on two sources is one result naming the other source", () => {
  const merged = mergeResults([
    job({ id: "remotive-1", source: "remotive", company: "Acme Inc." }),
    job({ id: "remoteok-1", source: "remoteok", company: "ACME", title: "Platform engineer" }),
  ]);
  expect(merged).toHaveLength(1);
  expect(merged[0]).toMatchObject({
    id: "remotive-1",
    alsoOn: ["remoteok"],
    locations: ["Berlin"],
    score: null,
  });
});

test("the employer's own board is the copy kept; the aggregators become Also on", () => {
  const merged = mergeResults([
    job({ id: "remotive-1", source: "remotive", description: POSTING + " Apply today." }),
    job({ id: "greenhouse-1", source: "greenhouse" }),
    job({ id: "remoteok-1", source: "remoteok" }),
  ]);
  expect(merged).toHaveLength(1);
  expect(merged[0].id).toBe("greenhouse-1");
  expect(merged[0].alsoOn).toEqual(["remotive", "remoteok"]);
});

test("multi-city copies fold into one result that lists every place", () => {
  const merged = mergeResults([
    job({ id: "greenhouse-1", source: "greenhouse", location: "Berlin, Germany" }),
    job({ id: "greenhouse-2", source: "greenhouse", location: "Munich, Germany" }),
    job({ id: "greenhouse-3", source: "greenhouse", location: "Remote - EU" }),
  ]);
  expect(merged).toHaveLength(1);
  expect(merged[0].locations).toEqual(["Berlin, Germany", "Munich, Germany", "Remote - EU"]);
  expect(merged[0].alsoOn).toEqual([]);
});

test("the same title at the same company with a different job behind it stays separate", () => {
  const other =
    "Our data platform team needs an engineer for Spark and Kafka streaming jobs, schema design in " +
    "Snowflake, and cost reviews of the warehouse. You will pair with analysts, own data contracts, " +
    "write dbt models and document lineage. Requirements: 5+ years of data engineering and Scala.";
  const merged = mergeResults([
    job({ id: "a", location: "Berlin" }),
    job({ id: "b", location: "Munich", description: other }),
  ]);
  expect(merged.map((result) => result.id).sort()).toEqual(["a", "b"]);
});

test("an agency's repost of the same text under its own name is caught by description similarity", () => {
  const merged = mergeResults([
    job({ id: "lever-1", source: "lever", company: "Acme" }),
    job({
      id: "jooble-9",
      source: "jooble",
      company: "TopTalent Recruiting",
      title: "Senior Platform Engineer (Remote)",
      location: "Anywhere",
      description: POSTING.replace("a learning budget", "a generous learning budget"),
    }),
  ]);
  expect(merged).toHaveLength(1);
  expect(merged[0]).toMatchObject({ id: "lever-1", alsoOn: ["jooble"] });
});

test("short descriptions are never matched on text alone (too little to tell)", () => {
  const short = "Build APIs in Go.";
  expect(textWords(short).length).toBeLessThan(MIN_WORDS_TO_COMPARE);
  const merged = mergeResults([
    job({ id: "a", title: "Backend Engineer", company: "One", description: short }),
    job({ id: "b", title: "Backend Engineer", company: "Two", description: short }),
  ]);
  expect(merged).toHaveLength(2);
});

test("results come out newest first, keeping the newest date of a merged posting", () => {
  const merged = mergeResults([
    job({ id: "old", title: "Old Role", description: "x", date: "2026-01-01T00:00:00.000Z" }),
    job({
      id: "new-a",
      title: "New Role",
      description: "y",
      date: "2026-02-01T00:00:00.000Z",
      source: "remotive",
    }),
    job({
      id: "new-b",
      title: "New Role",
      description: "y",
      date: "2026-02-03T00:00:00.000Z",
      source: "remoteok",
    }),
  ]);
  expect(merged.map((result) => [result.id, result.date])).toEqual([
    ["new-a", "2026-02-03T00:00:00.000Z"],
    ["old", "2026-01-01T00:00:00.000Z"],
  ]);
});

test("the salary of any copy fills a kept copy that has none", () => {
  const merged = mergeResults([
    job({ id: "greenhouse-1", source: "greenhouse", salary: "" }),
    job({ id: "remoteok-1", source: "remoteok", salary: "$100,000 - $120,000 a year" }),
  ]);
  expect(merged[0]).toMatchObject({ id: "greenhouse-1", salary: "$100,000 - $120,000 a year" });
});

test("normalising: gender markers and company suffixes do not make two postings different", () => {
  expect(normaliseTitle("Backend Developer (m/w/d)")).toBe("backend developer");
  expect(normaliseTitle("Backend Developer (f/m/x)")).toBe("backend developer");
  expect(normaliseCompany("Acme GmbH")).toBe("acme");
  expect(normaliseCompany("Acme, Inc.")).toBe("acme");
  expect(normaliseCompany("Co")).toBe("co");
});

test("SimHash: near-identical texts are within the near-copy distance, different ones far beyond it", () => {
  const a = simhash(textWords(POSTING));
  const b = simhash(textWords(POSTING.replace("calm head", "cool head")));
  const c = simhash(
    textWords(
      "Sell software to hospitals across the Midwest and grow a book of business in medical devices.",
    ),
  );
  expect(hammingDistance(a, b)).toBeLessThanOrEqual(NEAR_COPY_MAX_DISTANCE);
  expect(hammingDistance(a, c)).toBeGreaterThan(2 * NEAR_COPY_MAX_DISTANCE);
});
