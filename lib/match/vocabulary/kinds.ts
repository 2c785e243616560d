// Skills that name a kind of tool, and the tools that are that kind: a posting asking for
// "a CRM" or "an ATS (Greenhouse, Lever or Ashby)" is answered by a résumé naming
// Salesforce or iCIMS. Names are the vocabulary's canonical names.
export const KIND_MEMBERS: Record<string, string[]> = {
  CRM: [
    "Salesforce",
    "HubSpot CRM",
    "HubSpot",
    "Salesforce Sales Cloud",
    "Microsoft Dynamics 365",
    "Zoho CRM",
    "Pipedrive",
  ],
  "Applicant tracking systems": [
    "Greenhouse",
    "Lever ATS",
    "Ashby",
    "iCIMS",
    "Taleo",
    "Workday Recruiting",
    "SmartRecruiters",
    "Jobvite",
    "BambooHR",
  ],
  "Electronic health records": [
    "Epic Systems",
    "Cerner",
    "Meditech",
    "athenahealth",
    "eClinicalWorks",
    "NextGen Healthcare",
    "Allscripts",
    "PointClickCare",
    "MatrixCare",
    "WebPT",
  ],
  "OSHA compliance": ["OSHA 10", "OSHA 30"],
  // Framing is rough carpentry: a framer has done carpentry.
  Carpentry: ["Framing", "Finish carpentry", "Cabinetry"],
  Cybersecurity: [
    "Application security",
    "Network security",
    "Penetration testing",
    "Vulnerability management",
    "Incident response",
    "SIEM",
    "Identity and access management",
    "Zero trust",
    "EDR",
    "Threat hunting",
  ],
  "Classroom management": ["Behavior management"],
  "Differentiated instruction": ["Sheltered instruction"],
  "Paid social": ["Meta Ads", "TikTok Ads", "LinkedIn Ads", "Twitter Ads"],
  "Paid search": ["Google Ads", "Microsoft Advertising"],
  "E-commerce": ["Shopify", "WooCommerce", "BigCommerce", "Amazon Marketplace"],
  Accounting: ["Bookkeeping"],
  ERP: [
    "SAP",
    "SAP S/4HANA",
    "NetSuite",
    "Oracle Financials",
    "Oracle Fusion",
    "Microsoft Dynamics 365",
    "Microsoft Dynamics NAV",
    "Microsoft Dynamics GP",
    "Epicor",
    "Sage Intacct",
  ],
};

// Skills a more specific one shows, without the two being interchangeable: a CDL is a
// driver's license, Word is Microsoft Office; neither is the other's "or equivalent".
export const PARTS_OF: Record<string, string[]> = {
  "Driver's license": ["Commercial driver's license", "CDL Class B"],
  "Microsoft Office": [
    "Microsoft Word",
    "Microsoft Excel",
    "Microsoft PowerPoint",
    "Microsoft Outlook",
  ],
};

// Tools a recruiter treats as interchangeable when a posting names some and adds "or
// similar": "Kafka, Kinesis or similar" is met by Pub/Sub. Every kind above is one too.
export const SIMILAR_TOOLS: string[][] = [
  [
    "Kafka",
    "Amazon Kinesis",
    "RabbitMQ",
    "ActiveMQ",
    "NATS",
    "Google Cloud Pub/Sub",
    "Apache Pulsar",
    "Azure Event Hubs",
    "Amazon SQS",
  ],
  [
    "SPIN Selling",
    "Challenger Sale",
    "MEDDIC",
    "BANT",
    "Sandler selling",
    "Miller Heiman",
    "Command of the Message",
    "Target Account Selling",
  ],
  ["Tableau", "Power BI", "Looker", "Qlik", "Looker Studio"],
  ["AWS", "Google Cloud Platform", "Microsoft Azure"],
  ["React", "Vue.js", "Angular", "Svelte"],
  ["Klaviyo", "Mailchimp", "Braze", "Iterable"],
  ["Jira", "Asana", "Trello", "Monday.com"],
  ["QuickBooks", "Xero", "Sage Intacct", "Sage 50"],
  ["Snowflake", "Google BigQuery", "Amazon Redshift", "Databricks"],
  ["Gong", "Outreach.io", "Salesloft"],
  ["Zendesk", "Intercom", "Freshdesk"],
  ["Gainsight", "ChurnZero", "Totango", "Vitally"],
  ["Relativity", "Everlaw"],
  ["Samsara", "Motive"],
  ["PostgreSQL", "MySQL"],
  ...Object.values(KIND_MEMBERS),
];
