// Search aggregators and the US government, in their real wire format
// (../shared/reference/job-sources.md): Adzuna's string-or-number fields and "__CLASS__" tags,
// USAJOBS's string salaries, Jooble's int64 ids.

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
