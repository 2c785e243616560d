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
  ],
  "OSHA compliance": ["OSHA 10", "OSHA 30"],
  "Classroom management": ["Behavior management"],
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
