import { analyzeResumeKeywords } from "@/lib/resume/analyze-keywords";
import { matchSkills, getSkill } from "@/lib/match";
const R = `Maya Thompson
Senior Customer Success Manager
maya.thompson@example.com | (555) 201-3344 | Denver, CO

SUMMARY
Customer success leader with 8 years in B2B SaaS.

EXPERIENCE
Senior Customer Success Manager, Brightwave Analytics (Mar 2021 - Present)
- Grew net revenue retention to 118% across 40 mid-market accounts using Gainsight health scores.
- Ran quarterly business reviews and renewal negotiations with C-level sponsors.
Customer Success Manager, Northwind Software (2018 - 2021)
- Onboarded 60 customers; cut time to first value from 45 to 21 days.
Customer Support Associate, Litware (2016 - 2018)
- Resolved 50 tickets a day in Zendesk.

SKILLS
Salesforce, Gainsight, Zendesk, HubSpot, Jira, SQL, Tableau, Excel, Customer Onboarding, Renewals, Churn Analysis, Account Management, Upselling, Stakeholder Management`;
it("k", () => {
  console.log(JSON.stringify(analyzeResumeKeywords(R)));
  console.log(JSON.stringify(matchSkills(R).map(m => getSkill(m.skillId)).map(s => `${s.name}/${s.category}`)));
});
