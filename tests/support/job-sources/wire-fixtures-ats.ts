// Company applicant-tracking boards, in their real wire format
// (../shared/reference/job-sources.md): Greenhouse's entity-escaped HTML, Lever's epoch
// milliseconds and "onsite" (global and EU), Ashby.

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
