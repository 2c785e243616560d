// Answers in each source's real wire format (../shared/reference/job-sources.md), with
// the quirks it lists: RemoteOK's legal notice first, Greenhouse's entity-escaped HTML,
// Lever's epoch milliseconds and "onsite", Adzuna's string-or-number fields and
// "__CLASS__" tags, USAJOBS's string salaries, Jooble's int64 ids, zone-less dates and
// missing optional fields. A few postings appear on two sources, or in two cities, so
// merging has something to do.
// Remote job boards: Remotive, RemoteOK, Arbeitnow, The Muse.

const FRONTEND_TEXT =
  "<p>We are hiring a Frontend Engineer to build our customer dashboard in React and TypeScript. " +
  "You will work with designers on an accessible component library, improve page performance, " +
  "write tests with Jest and Playwright, and review code with a small friendly team. " +
  "Requirements: 3+ years of experience with React, TypeScript, CSS and REST APIs. " +
  "Experience with Next.js and GraphQL is a plus.</p>";

export const remotiveAnswer = {
  "0-legal-notice": "Remotive API Legal Notice",
  "00-warning": "Please do not call more than 4 times a day.",
  "job-count": 3,
  "total-job-count": 3,
  jobs: [
    {
      id: 1900001,
      url: "https://remotive.com/remote-jobs/software-dev/x-1900001",
      title: "Senior Python Developer",
      company_name: "Northwind",
      company_logo: "",
      category: "Software Development",
      tags: ["python", "django"],
      job_type: "full_time",
      publication_date: "2026-02-15T10:23:26",
      candidate_required_location: "Europe",
      salary: "$90,000 - $110,000",
      description: "<p>Build services in Python and Django.</p>",
    },
    {
      id: 1900002,
      url: "https://remotive.com/remote-jobs/design/x-1900002",
      title: "UI Designer",
      company_name: "Contoso",
      company_logo: "",
      category: "Design",
      tags: [],
      job_type: "",
      publication_date: "2026-02-14T08:00:00",
      candidate_required_location: "Worldwide",
      salary: "",
      description: "<p>Design screens.</p>",
    },
    {
      id: 1900003,
      url: "https://remotive.com/remote-jobs/software-dev/x-1900003",
      title: "Frontend Engineer",
      company_name: "Acme Inc.",
      category: "Software Development",
      job_type: "full_time",
      publication_date: "2026-02-16T09:00:00",
      candidate_required_location: "Worldwide",
      description: FRONTEND_TEXT,
    },
  ],
};

export const remoteokAnswer = [
  {
    last_updated: 1767225600,
    legal:
      "API Terms of Service: Please link back (with follow, and without nofollow!) to the URL on Remote OK and mention Remote OK as a source, so we get traffic back from your site.",
  },
  {
    slug: "x-1140001",
    id: "1140001",
    epoch: 1767200000,
    date: "2025-12-31T16:53:20+00:00",
    company: "Acme",
    company_logo: "",
    position: "Senior React Developer",
    tags: ["react", "javascript"],
    logo: "",
    description: "<p>Build UIs.</p>",
    location: "Worldwide",
    salary_min: 80000,
    salary_max: 120000,
    apply_url: "https://remoteok.com/remote-jobs/x-1140001",
    url: "https://remoteok.com/remote-jobs/x-1140001",
  },
  {
    slug: "x-1140002",
    id: "1140002",
    epoch: 1767100000,
    date: "2025-12-30T13:06:40+00:00",
    company: "Contoso",
    company_logo: "",
    position: "DevOps Engineer",
    tags: ["devops"],
    logo: "",
    description: "<p>Run infra.</p>",
    location: "Europe",
    salary_min: 0,
    salary_max: 0,
    apply_url: "https://remoteok.com/remote-jobs/x-1140002",
    url: "https://remoteok.com/remote-jobs/x-1140002",
  },
  {
    // The same posting as Remotive's 1900003: one result, "Also on".
    slug: "x-1140003",
    id: "1140003",
    epoch: 1771232400,
    company: "ACME",
    position: "Frontend Engineer",
    tags: ["react", "full time"],
    description: FRONTEND_TEXT,
    location: "Worldwide",
    url: "https://remoteok.com/remote-jobs/x-1140003",
    original: true,
    verified: true,
  },
];

export function arbeitnowAnswer(page: number, base: string) {
  const first = [
    {
      slug: "be-dev-301001",
      company_name: "Acme GmbH",
      title: "Backend Developer (m/w/d)",
      description: "<p>PHP &amp; Go.</p>",
      remote: true,
      url: "https://www.arbeitnow.com/jobs/companies/acme/backend-developer-301001",
      tags: ["Software Development"],
      job_types: ["full time"],
      location: "Berlin",
      created_at: 1767225600,
    },
    {
      slug: "ws-mkt-301002",
      company_name: "Beta AG",
      title: "Werkstudent Marketing",
      description: "<p>Kampagnen.</p>",
      remote: false,
      url: "https://www.arbeitnow.com/jobs/companies/beta/werkstudent-marketing-301002",
      tags: ["Marketing"],
      job_types: ["Working student"],
      location: "Hamburg",
      created_at: 1767139200,
    },
  ];
  // Enough engineering postings for two pages of "Search More".
  const generated = Array.from({ length: 12 }, (_, index) => {
    const n = (page - 1) * 12 + index + 1;
    return {
      slug: `fe-${n}`,
      company_name: `Studio ${n} GmbH`,
      title: `Frontend Engineer ${n}`,
      description: `<p>Studio ${n} builds web apps with React and TypeScript for client number ${n}.</p>`,
      remote: n % 2 === 0,
      url: `https://www.arbeitnow.com/jobs/companies/studio-${n}/frontend-engineer-${n}`,
      tags: ["Software Development"],
      job_types: [n % 3 === 0 ? "contract" : "full time"],
      location: n % 2 === 0 ? "Remote" : "Munich",
      created_at: 1767000000 - n * 3600,
    };
  });
  const data = page === 1 ? [...first, ...generated] : page === 2 ? generated : [];
  return {
    data,
    links: {
      first: `${base}/api/job-board-api?page=1`,
      last: null,
      prev: page > 1 ? `${base}/api/job-board-api?page=${page - 1}` : null,
      next: page < 2 ? `${base}/api/job-board-api?page=${page + 1}` : null,
    },
    meta: {
      current_page: page,
      from: 1,
      path: `${base}/api/job-board-api`,
      per_page: 100,
      to: data.length,
      terms: "This is a free public API for jobs, please do not abuse. …",
      info: "Jobs are updated every hour and order by the `created_at` timestamp. Use `?page=` to paginate. …",
    },
  };
}

export const themuseAnswer = {
  page: 0,
  page_count: 1,
  items_per_page: 20,
  took: 12,
  timed_out: false,
  total: 2,
  results: [
    {
      id: 14000001,
      name: "Software Engineer II",
      contents: "<p>Ship features.</p>",
      type: "external",
      publication_date: "2026-02-01T12:00:00Z",
      short_name: "se-ii-a1b2",
      model_type: "jobs",
      locations: [{ name: "Flexible / Remote" }],
      categories: [{ name: "Software Engineering" }],
      levels: [{ name: "Mid Level", short_name: "mid" }],
      tags: [],
      refs: { landing_page: "https://www.themuse.com/jobs/acmeco/se-ii-a1b2" },
      company: { id: 9001, short_name: "acmeco", name: "AcmeCo" },
    },
    {
      id: 14000002,
      name: "Marketing Intern",
      contents: "<p>Help.</p>",
      type: "external",
      publication_date: "2026-01-28T09:30:00Z",
      short_name: "mi-d4e5",
      model_type: "jobs",
      locations: [{ name: "Chicago, IL" }],
      categories: [{ name: "Marketing" }],
      levels: [{ name: "Internship", short_name: "internship" }],
      tags: [{ name: "Fortune 1000", short_name: "fortune-1000-companies" }],
      refs: { landing_page: "https://www.themuse.com/jobs/contoso/mi-d4e5" },
      company: { id: 9002, short_name: "contoso", name: "Contoso" },
    },
  ],
};
