// Sample pages written for these tests, shaped like what each platform serves.

const page = (head: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

const ld = (value: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(value, null, 2)}</script>`;

/** Greenhouse job boards: one JobPosting whose description is escaped HTML. */
export const greenhousePage = page(
  `<title>Job Application for Senior Backend Engineer at Acme</title>` +
    ld({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Senior Backend Engineer",
      datePosted: "2026-01-10",
      description:
        "&lt;p&gt;Acme builds payment tools.&lt;/p&gt;&lt;h3&gt;What you&#39;ll do&lt;/h3&gt;" +
        "&lt;ul&gt;&lt;li&gt;Design APIs&lt;/li&gt;&lt;li&gt;Own PostgreSQL schemas&lt;/li&gt;&lt;/ul&gt;",
      hiringOrganization: { "@type": "Organization", name: "Acme", logo: "https://x/logo.png" },
      jobLocation: {
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          addressLocality: "San Francisco",
          addressRegion: "CA",
          addressCountry: "US",
        },
      },
    }),
  `<div id="app_body"><h1 class="app-title">Senior Backend Engineer</h1></div>`,
);

/** Lever: an array of blocks, salary as a MonetaryAmount with a plain value range. */
export const leverPage = page(
  `<title>Globex - Product Designer</title>` +
    ld([
      { "@context": "https://schema.org", "@type": "WebSite", name: "Globex Careers" },
      {
        "@context": "https://schema.org",
        "@type": "JobPosting",
        title: "Product Designer",
        description:
          "<div><b>About Globex</b></div><div>We make design tools.</div>" +
          "<div><br></div><div><b>Requirements</b></div><ul><li>4+ years designing products</li>" +
          "<li>Figma &amp; prototyping</li></ul>",
        employmentType: "Full-time",
        hiringOrganization: { "@type": "Organization", name: "Globex" },
        jobLocation: [
          { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: "London" } },
          { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: "Berlin" } },
        ],
        baseSalary: {
          "@type": "MonetaryAmount",
          currency: "GBP",
          minValue: 60000,
          maxValue: 75000,
          unitText: "YEAR",
        },
      },
    ]),
  `<div class="posting-headline"><h2>Product Designer</h2></div>`,
);

/** Workday: plain-text description with line breaks, salary as strings, a country object. */
export const workdayPage = page(
  `<title>Data Analyst</title><meta property="og:title" content="Data Analyst">` +
    ld({
      "@context": "http://schema.org",
      "@type": "JobPosting",
      title: "Data Analyst",
      description:
        "Initech is looking for a Data Analyst.\n\nResponsibilities:\nBuild dashboards\nWork with SQL",
      identifier: { "@type": "PropertyValue", name: "Initech", value: "R-1234" },
      hiringOrganization: { "@type": "Organization", name: "Initech Corporation" },
      employmentType: "FULL_TIME",
      jobLocation: {
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          addressLocality: "Austin",
          addressRegion: "Texas",
          addressCountry: { "@type": "Country", name: "United States of America" },
        },
      },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "USD",
        value: { "@type": "QuantitativeValue", value: "45.50", unitText: "HOUR" },
      },
    }),
  `<div data-automation-id="jobPostingPage"></div>`,
);

/** Ashby: remote (TELECOMMUTE), a QuantitativeValue range, applicant location. */
export const ashbyPage = page(
  `<title>Staff Engineer @ Umbrella</title>` +
    ld({
      "@context": "https://schema.org/",
      "@type": "JobPosting",
      title: "Staff Engineer",
      description:
        "<p>Lead our platform team.</p><p><strong>You have</strong></p><ul><li><p>Go</p></li></ul>",
      hiringOrganization: {
        "@type": "Organization",
        name: "Umbrella",
        sameAs: "https://u.example",
      },
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "United States" },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "USD",
        value: {
          "@type": "QuantitativeValue",
          minValue: 120000,
          maxValue: 150000,
          unitText: "YEAR",
        },
      },
    }),
  `<div id="root"></div>`,
);

/** A WordPress-style @graph with the posting nested as a page's main entity. */
export const graphPage = page(
  ld({
    "@context": "https://schema.org",
    "@graph": [
      { "@type": "Organization", "@id": "#org", name: "Hooli" },
      {
        "@type": "WebPage",
        mainEntity: {
          "@type": ["JobPosting"],
          title: "Site Reliability Engineer",
          description: "Keep Hooli running. On-call one week in six.",
          hiringOrganization: "Hooli",
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: "EUR",
            value: {
              "@type": "QuantitativeValue",
              minValue: 5000,
              maxValue: 6000,
              unitText: "MONTH",
            },
          },
        },
      },
    ],
  }),
  `<p>Careers at Hooli</p>`,
);

/** No structured data: OpenGraph tags and a readable body that reads like a posting. */
export const openGraphPage = page(
  `<title>Careers | Vandelay</title>
   <meta property="og:title" content="Warehouse Supervisor | Vandelay Industries">
   <meta property="og:site_name" content="Vandelay Industries">
   <meta name="description" content="Lead the night shift at our Newark warehouse.">
   <style>.hidden{display:none}</style><script>window.tracking = "should not appear";</script>`,
  `<nav><a href="/">Home</a> <a href="/jobs">Jobs</a></nav>
   <main><article>
     <h1>Warehouse Supervisor</h1>
     <p>Vandelay Industries is hiring a Warehouse Supervisor to lead the night shift of our
     Newark warehouse, keeping shipments of latex goods accurate and on time.</p>
     <h2>Responsibilities</h2>
     <ul><li>Lead a team of twelve associates</li><li>Plan shifts and inventory counts</li></ul>
     <h2>Qualifications</h2>
     <ul><li>3+ years of experience in warehouse operations</li><li>Forklift certification</li></ul>
     <p>Pay: $28 - $34 an hour. Full-time, with benefits. Apply by sending your résumé.</p>
   </article></main>
   <footer>© Vandelay Industries</footer>`,
);

/** A page about something else entirely. */
export const blogPage = page(
  `<title>Ten tips for a better sourdough | Crumb Blog</title>
   <meta property="og:title" content="Ten tips for a better sourdough">
   <meta property="og:site_name" content="Crumb Blog">`,
  `<main><article><h1>Ten tips for a better sourdough</h1>
   <p>Sourdough rewards patience. Feed your starter twice a day and keep it somewhere warm,
   then watch how it rises before you mix the dough for the weekend loaf.</p>
   <p>Use a kitchen scale: flour by volume varies a lot, and hydration is everything. Our
   favourite loaf uses seventy-five percent water and a long cold proof in the fridge.</p>
   <ul><li>Score the loaf deeply</li><li>Bake in a preheated Dutch oven</li></ul>
   <p>Happy baking, and share your crumb shots with us in the comments below.</p>
   </article></main>`,
);
