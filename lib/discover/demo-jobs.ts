import { matchesFilters } from "./sources/filters";
import type { DiscoveredJob, DiscoverFilters } from "./types";

// Shown only when no source is configured or none answered (spec 2 §3: "demo-" ids,
// contract_type "demo"); they can never be added to the workbench. Fictional companies,
// example.com links, so nothing here points at a real employer.
const DEMO: Omit<DiscoveredJob, "alsoOn" | "locations" | "score" | "source" | "contract_type">[] = [
  {
    id: "demo-frontend-engineer",
    title: "Frontend Engineer",
    company: "Example Labs (demo)",
    location: "Remote",
    date: "2026-11-20",
    salary: "$110,000 - $140,000 a year",
    description:
      "A demo listing. Build accessible interfaces in React and TypeScript, work with designers on a component library, and improve page performance.",
    url: "https://example.com/demo/frontend-engineer",
    contract_time: "full_time",
    remote: true,
  },
  {
    id: "demo-machine-learning-engineer",
    title: "Machine Learning Engineer",
    company: "Sample Analytics (demo)",
    location: "New York, NY",
    date: "2026-11-18",
    salary: "$150,000 - $185,000 a year",
    description:
      "A demo listing. Train and ship models in Python, build evaluation pipelines, and work with product teams on applied AI features.",
    url: "https://example.com/demo/machine-learning-engineer",
    contract_time: "full_time",
  },
  {
    id: "demo-product-manager",
    title: "Senior Product Manager",
    company: "Placeholder Co (demo)",
    location: "Austin, TX",
    date: "2026-11-15",
    salary: "$140,000 - $170,000 a year",
    description:
      "A demo listing. Own a product area end to end, run discovery with customers, write clear requirements and lead a cross-functional team.",
    url: "https://example.com/demo/product-manager",
    contract_time: "full_time",
  },
  {
    id: "demo-data-analyst",
    title: "Data Analyst",
    company: "Demo Retail (demo)",
    location: "Remote",
    date: "2026-11-12",
    salary: "$70,000 - $90,000 a year",
    description:
      "A demo listing. Build dashboards with SQL, analyse customer behaviour and present findings to stakeholders. A good step for career switchers.",
    url: "https://example.com/demo/data-analyst",
    contract_time: "part_time",
    remote: true,
  },
  {
    id: "demo-customer-success-manager",
    title: "Customer Success Manager",
    company: "Illustrative SaaS (demo)",
    location: "Chicago, IL",
    date: "2026-11-10",
    salary: "",
    description:
      "A demo listing. Onboard new customers, run quarterly reviews, reduce churn and work with sales on renewals.",
    url: "https://example.com/demo/customer-success-manager",
    contract_time: "full_time",
  },
];

/**
 * Demo results for a search: those matching its words (all of them when none match, so
 * the screen always shows what a result looks like).
 */
export function demoJobs(filters: DiscoverFilters): DiscoveredJob[] {
  const all = DEMO.map((job): DiscoveredJob => ({
    ...job,
    source: "demo",
    contract_type: "demo",
    alsoOn: [],
    locations: [job.location],
    score: null,
  }));
  const textOnly: DiscoverFilters = {
    ...filters,
    location: "",
    salary: "",
    jobType: "any",
    workArrangement: "any",
  };
  const matching = all.filter((job) => matchesFilters(job, textOnly));
  return matching.length ? matching : all;
}
