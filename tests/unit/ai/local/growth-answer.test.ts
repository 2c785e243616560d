import { writeInterviewQuestions } from "@/lib/ai/local";
import { localInput } from "./local-cases";

const RESUME = `Tanya Reeves
tanya@example.com

EXPERIENCE
Purchasing Agent — Erie Area School District (2022–Present)
- Issue 2,500+ purchase orders a year in Tyler Munis for supplies and services
- Manage vendor performance on 40+ term contracts
- Track spend by cooperative contract in Excel with pivot tables`;

const JOB = {
  title: "Buyer II",
  company: "Lakeshore Valve",
  description: `Requirements:
- Place and manage purchase orders for an assigned commodity group
- Manage vendor performance
- Excel
- Work MRP action messages daily in SAP S/4HANA`,
};

describe("where the person would grow", () => {
  const fit = writeInterviewQuestions(localInput(RESUME, JOB)).find((q) =>
    q.question.startsWith("Where does your experience fit"),
  )!;

  it("names only what no résumé line shows, never an ask the résumé shows in part", () => {
    expect(fit.answer).toMatch(/Where I would grow is [^.]*MRP/);
    expect(fit.answer).not.toMatch(/grow is [^.]*purchase orders/);
  });
});

describe("where a pharmacy technician would grow", () => {
  const resume = `Lena Ortiz
lena@example.com

EXPERIENCE
Inpatient Pharmacy Technician II — Sacred Valley Hospital (2021–Present)
- Fill and check first doses and STAT tubes; deliver to 14 nursing units
- Count the CII vault with the RPh each shift and reconcile CSOS orders`;
  const job = {
    title: "Pharmacy Technician",
    company: "Mercy Health",
    description: `Requirements:
- Fill first doses and deliver medications to nursing units
- Count controlled substances with a pharmacist
- Epic Willow`,
  };
  const answer = writeInterviewQuestions(localInput(resume, job)).find((q) =>
    q.question.startsWith("Where does your experience fit"),
  )!.answer;

  it("never names as growth an ask a line touches, only what nothing shows", () => {
    expect(answer).not.toMatch(/grow is [^.]*count/i);
    expect(answer).toMatch(/grow is [^.]*Epic Willow/);
  });
});
