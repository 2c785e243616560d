// Answers in each source's real wire format (../shared/reference/job-sources.md), with
// the quirks it lists: RemoteOK's legal notice first, Greenhouse's entity-escaped HTML,
// Lever's epoch milliseconds and "onsite", Adzuna's string-or-number fields and
// "__CLASS__" tags, USAJOBS's string salaries, Jooble's int64 ids, zone-less dates and
// missing optional fields. A few postings appear on two sources, or in two cities, so
// merging has something to do.

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

const PIPELINES =
  "&lt;p&gt;Own pipelines in Python and SQL, from ingestion to the warehouse. You will design batch and streaming jobs, " +
  "keep data quality high with tests and monitoring, and work with analysts on the models they need. " +
  "Requirements: 4+ years of data engineering, Airflow or Dagster, dbt, and PostgreSQL.&lt;/p&gt;";

export const greenhouseAnswer = {
  jobs: [
    {
      id: 4012345,
      internal_job_id: 3011111,
      title: "Data Engineer",
      updated_at: "2026-02-20T11:02:03-05:00",
      requisition_id: "REQ-88",
      location: { name: "Remote - US" },
      absolute_url: "https://boards.greenhouse.io/acmeco/jobs/4012345",
      language: "en",
      metadata: null,
      company_name: "AcmeCo",
      first_published: "2026-02-01T09:00:00-05:00",
      content: PIPELINES,
      departments: [{ id: 101, name: "Engineering", parent_id: null, child_ids: [] }],
      offices: [
        {
          id: 201,
          name: "New York",
          location: "New York, NY, United States",
          parent_id: null,
          child_ids: [],
        },
      ],
    },
    {
      id: 4012346,
      internal_job_id: 3011112,
      title: "Account Executive",
      updated_at: "2026-02-18T08:30:00-05:00",
      requisition_id: "REQ-91",
      location: { name: "Berlin, Germany" },
      absolute_url: "https://boards.greenhouse.io/acmeco/jobs/4012346",
      metadata: [
        { id: 55, name: "Employment Type", value: "Full-time", value_type: "single_select" },
      ],
      content: "&lt;p&gt;Sell.&lt;/p&gt;",
      departments: [],
      offices: [],
    },
    {
      // The Data Engineer posting again in another city: folded into one result.
      id: 4012347,
      internal_job_id: 3011111,
      title: "Data Engineer",
      updated_at: "2026-02-20T11:02:03-05:00",
      location: { name: "Toronto, ON" },
      absolute_url: "https://boards.greenhouse.io/acmeco/jobs/4012347",
      metadata: null,
      company_name: "AcmeCo",
      content: PIPELINES,
    },
  ],
  meta: { total: 3 },
};

export const leverAnswer = [
  {
    id: "3f1c-0001",
    text: "Site Reliability Engineer",
    categories: {
      location: "Toronto, ON",
      commitment: "Full-time",
      team: "Platform",
      department: "Engineering",
      allLocations: ["Toronto, ON", "Remote - Canada"],
    },
    country: "CA",
    workplaceType: "hybrid",
    createdAt: 1767225600000,
    description: "<div>Keep things up.</div>",
    descriptionPlain: "Keep things up.\n",
    lists: [{ text: "Requirements", content: "<li>Kubernetes</li>" }],
    additional: "",
    additionalPlain: "",
    hostedUrl: "https://jobs.lever.co/acmeco/3f1c-0001",
    applyUrl: "https://jobs.lever.co/acmeco/3f1c-0001/apply",
    salaryRange: { currency: "CAD", interval: "per-year-salary", min: 120000, max: 150000 },
  },
  {
    id: "3f1c-0002",
    text: "Support Specialist",
    categories: {
      location: "Remote",
      commitment: "Part-time",
      team: "Support",
      allLocations: ["Remote"],
    },
    country: null,
    workplaceType: "remote",
    createdAt: 1767312000000,
    descriptionPlain: "Help customers.\n",
    hostedUrl: "https://jobs.lever.co/acmeco/3f1c-0002",
    applyUrl: "https://jobs.lever.co/acmeco/3f1c-0002/apply",
    salaryRange: { currency: "USD", interval: "per-hour-wage", min: 25, max: 30 },
  },
];

export const leverEuAnswer = [
  {
    id: "9e9e-0001",
    text: "Field Engineer",
    categories: { location: "Dublin", commitment: "Full-time", allLocations: ["Dublin"] },
    country: "IE",
    workplaceType: "onsite",
    createdAt: 1767398400000,
    description: "<div>Install and service equipment.</div>",
    hostedUrl: "https://jobs.eu.lever.co/eurocorp/9e9e-0001",
  },
];

export const ashbyAnswer = {
  apiVersion: "1",
  jobs: [
    {
      id: "b000-0001",
      title: "Product Designer",
      location: "Remote - US",
      secondaryLocations: [
        { location: "New York", address: { addressLocality: "New York", addressCountry: "USA" } },
      ],
      department: "Design",
      team: "Core",
      isListed: true,
      isRemote: true,
      workplaceType: "Remote",
      descriptionHtml: "<p>Design.</p>",
      descriptionPlain: "Design.",
      publishedAt: "2026-02-10T15:30:00.000+00:00",
      employmentType: "FullTime",
      jobUrl: "https://jobs.ashbyhq.com/acmeco/b000-0001",
      applyUrl: "https://jobs.ashbyhq.com/acmeco/b000-0001/application",
      shouldDisplayCompensationOnJobPostings: true,
      compensation: {
        compensationTierSummary: "$120K – $150K",
        scrapeableCompensationSalarySummary: "$120K - $150K",
        compensationTiers: [],
        summaryComponents: [
          {
            id: "c1",
            summary: "$120K – $150K",
            compensationType: "Salary",
            interval: "1 YEAR",
            currencyCode: "USD",
            minValue: 120000,
            maxValue: 150000,
          },
        ],
      },
    },
    {
      id: "b000-0002",
      title: "Office Manager",
      location: "Austin, TX",
      secondaryLocations: [],
      department: "Operations",
      team: null,
      isListed: true,
      isRemote: false,
      workplaceType: "OnSite",
      descriptionHtml: "<p>Run it.</p>",
      descriptionPlain: "Run it.",
      publishedAt: "2026-02-11T08:00:00.000+00:00",
      employmentType: "PartTime",
      address: {
        postalAddress: { addressLocality: "Austin", addressRegion: "Texas", addressCountry: "USA" },
      },
      jobUrl: "https://jobs.ashbyhq.com/acmeco/b000-0002",
      applyUrl: "https://jobs.ashbyhq.com/acmeco/b000-0002/application",
      shouldDisplayCompensationOnJobPostings: false,
    },
    {
      id: "b000-0003",
      title: "Hidden Role",
      location: "Remote",
      isListed: false,
      isRemote: null,
      descriptionPlain: "Not listed.",
      jobUrl: "https://jobs.ashbyhq.com/acmeco/b000-0003",
    },
  ],
};

export const adzunaAnswer = {
  __CLASS__: "Adzuna::API::Response::JobSearchResults",
  count: 2,
  mean: 51000.0,
  results: [
    {
      __CLASS__: "Adzuna::API::Response::Job",
      id: "4100000001",
      title: "Backend Engineer",
      description: "Build APIs in Go…",
      created: "2026-03-02T09:15:00Z",
      redirect_url: "https://www.adzuna.co.uk/jobs/land/ad/4100000001?utm_medium=api",
      adref: "eyJ.x.y",
      latitude: 51.5072,
      longitude: -0.1276,
      location: {
        __CLASS__: "Adzuna::API::Response::Location",
        display_name: "London, UK",
        area: ["UK", "London"],
      },
      category: { tag: "it-jobs", label: "IT Jobs" },
      company: { display_name: "Fernway Ltd" },
      salary_min: 55000,
      salary_max: 65000,
      salary_is_predicted: "0",
      contract_time: "full_time",
      contract_type: "permanent",
    },
    {
      __CLASS__: "Adzuna::API::Response::Job",
      id: "4100000002",
      title: "QA Tester",
      description: "Manual testing…",
      created: "2026-03-01T17:40:12Z",
      redirect_url: "https://www.adzuna.co.uk/jobs/land/ad/4100000002",
      location: { display_name: "Leeds, West Yorkshire", area: ["UK", "West Yorkshire", "Leeds"] },
      category: { tag: "it-jobs", label: "IT Jobs" },
      company: { display_name: "Brightmoor" },
      salary_min: "38000",
      salary_max: 38000,
      salary_is_predicted: 1,
      contract_type: "contract",
    },
  ],
};

export const usajobsAnswer = {
  LanguageCode: "EN",
  SearchParameters: {},
  SearchResult: {
    SearchResultCount: 2,
    SearchResultCountAll: 2,
    SearchResultItems: [
      {
        MatchedObjectId: "812300001",
        RelevanceRank: 0,
        MatchedObjectDescriptor: {
          PositionID: "VA-26-0001",
          PositionTitle: "IT Specialist (SYSADMIN)",
          PositionURI: "https://www.usajobs.gov/job/812300001",
          ApplyURI: ["https://www.usajobs.gov/job/812300001/apply"],
          PositionLocationDisplay: "Anywhere in the U.S. (remote job)",
          PositionLocation: [
            {
              LocationName: "Anywhere in the U.S. (remote job)",
              CountryCode: "United States",
              Longitude: -98.5,
              Latitude: 39.8,
            },
          ],
          OrganizationName: "Veterans Health Administration",
          DepartmentName: "Department of Veterans Affairs",
          JobCategory: [{ Name: "Information Technology Management", Code: "2210" }],
          PositionSchedule: [{ Name: "Full-time", Code: "1" }],
          PositionRemuneration: [
            {
              MinimumRange: "98500",
              MaximumRange: "128000",
              RateIntervalCode: "PA",
              Description: "Per Year",
            },
          ],
          PublicationStartDate: "2026-02-01T00:00:00.0000",
          ApplicationCloseDate: "2026-02-20T23:59:59.9970",
          UserArea: {
            Details: {
              JobSummary: "Manage servers.",
              LowGrade: "12",
              HighGrade: "12",
              TeleworkEligible: true,
              RemoteIndicator: true,
            },
            IsRadialSearch: false,
          },
        },
      },
      {
        MatchedObjectId: "812300002",
        RelevanceRank: 0,
        MatchedObjectDescriptor: {
          PositionID: "ARMY-26-77",
          PositionTitle: "Engineering Technician",
          PositionURI: "https://www.usajobs.gov/job/812300002",
          ApplyURI: ["https://www.usajobs.gov/job/812300002/apply"],
          PositionLocationDisplay: "Austin, Texas",
          PositionLocation: [{ LocationName: "Austin, Texas" }],
          OrganizationName: "Army Futures Command",
          PositionSchedule: [{ Name: "Part-time", Code: "2" }],
          PositionRemuneration: [
            {
              MinimumRange: "21.50",
              MaximumRange: "30.25",
              RateIntervalCode: "PH",
              Description: "Per Hour",
            },
          ],
          PublicationStartDate: "2026-01-28T00:00:00.0000",
          ApplicationCloseDate: "2026-02-11T23:59:59.9970",
          UserArea: { Details: { RemoteIndicator: false } },
        },
      },
    ],
    UserArea: { NumberOfPages: "1", IsRadialSearch: false },
  },
};

// Jooble's ids are int64: the first loses digits as a JSON number, so it is written raw.
export const joobleAnswerText =
  '{"totalCount":2,"jobs":[' +
  '{"title":"Java Developer","location":"Warsaw","snippet":"...Spring Boot, <b>Java</b> 17...","salary":"15 000 - 20 000 PLN","source":"pracuj.pl","type":"Full-time",' +
  '"link":"https://jooble.org/desc/-1234567890123456789","company":"Vistula Soft","updated":"2026-02-10T00:00:00.0000000","id":-1234567890123456789},' +
  '{"title":"Data Analyst","location":"Kraków","snippet":"SQL and Excel...","salary":"","source":"company.example","type":"",' +
  '"link":"https://jooble.org/desc/987654321012345","company":"Wawel Data","updated":"2026-02-09T00:00:00.0000000","id":987654321012345}]}';
