/** The README inside an account export: what each file is and how to read it. */
export function exportReadme(now: Date): string {
  return `Shortlist account export
Made ${now.toISOString()}.

This archive holds everything your Shortlist account keeps.

data.json
  Every row of your account, as JSON.
  "account" is your profile (email, names, dates). Your password is not included.
  "tables" holds one list per table, named as the database names it:
    Job                  your saved jobs, with their fit analysis, tailored résumé,
                         cover letter and status
    InterviewQuestion    each job's interview questions and answers
    MasterResume         your master résumé, its analysed keywords and target roles
    InterviewTranscript  interviews you saved from the simulator
    DocumentVersion      earlier versions of your tailored résumés and letters
    Account              sign-ins linked to your account (Google)
  Other tables (interview sessions, saved searches, search history) appear under their
  own names when you have used those features.

documents/
  Each job's tailored résumé and cover letter as a Word (.docx) file, named after you,
  the document and the job. Jobs with nothing written yet have no files here.
`;
}
