/** Interview transcripts written for the tests: several fields, labelled and not. */

export type TranscriptCase = {
  label: string;
  transcript: string;
  job?: { title: string; description: string };
  resume?: string;
  durationSeconds?: number;
  /** Interviewer questions and candidate answers the split must find. */
  questions: number;
  answers: number;
};

export const BACKEND_JOB = {
  title: "Senior Backend Engineer",
  description: `Requirements:
- Strong TypeScript and Node.js
- Experience with PostgreSQL
- Kubernetes in production
- Mentoring engineers
Nice to have: GraphQL`,
};

export const NURSE_JOB = {
  title: "Registered Nurse, Emergency Department",
  description: `What you bring:
- Triage experience in a busy emergency department
- Patient education
- Wound care
Preferred: bilingual in Spanish`,
};

export const SALES_JOB = {
  title: "Account Executive",
  description: `Requirements:
- Closing new business against a quota
- Salesforce
- Negotiation with procurement teams`,
};

export const CASES: TranscriptCase[] = [
  {
    label: "backend, labelled Interviewer/Candidate",
    job: BACKEND_JOB,
    durationSeconds: 600,
    transcript: `Interviewer: Thanks for joining. Tell me about a project you are proud of.
Candidate: At my last job we had a checkout that timed out under load. I rewrote the payment service in TypeScript and moved its data to PostgreSQL. As a result checkout latency dropped by 40%.
Interviewer: How do you help junior engineers grow?
Candidate: I mentored two junior engineers through weekly pairing sessions. Both of them now lead their own features.
Interviewer: Have you run services on Kubernetes?
Candidate: Um, not really, uh, we used virtual machines.`,
    questions: 3,
    answers: 3,
  },
  {
    label: "backend, timestamps and upper-case labels",
    job: BACKEND_JOB,
    transcript: `[00:00] INTERVIEWER: Walk me through how you debug a slow query.
[00:06] CANDIDATE: I start with the query plan. I found a missing index on the orders table last year and I added it, which cut the report from twelve seconds to one.
[01:06] INTERVIEWER: What would you do differently next time?
[01:10] CANDIDATE: I would add monitoring earlier so we see it before customers do.
[01:40] INTERVIEWER: Thanks, that's all from me.`,
    questions: 2,
    answers: 2,
  },
  {
    label: "nursing, Q/A labels",
    job: NURSE_JOB,
    durationSeconds: 420,
    transcript: `Q: Tell me about a time you handled a difficult patient.
A: In my last role on a busy ward there was a patient who refused his medication. I sat with him, listened and explained what each tablet did, in plain words. In the end he took it and thanked me the next day.
Q: How do you prioritise when several patients arrive at once?
A: So, like, I do triage first, you know, and I check airway, breathing and circulation.
Q: Do you speak any other languages?
A: Yes, I speak Spanish at home.`,
    questions: 3,
    answers: 3,
  },
  {
    label: "sales, named speakers",
    job: SALES_JOB,
    durationSeconds: 900,
    transcript: `Dana Whitfield: Welcome. What made you look at this role?
Sam Ortiz: I want to sell to larger companies. At my current company I closed 18 new accounts last year and I hit 120% of quota.
Dana Whitfield: How do you handle procurement pushing on price?
Sam Ortiz: We usually, um, sort of hold the line on price and, uh, trade on terms instead. We kept the discount under ten percent on most deals.
Dana Whitfield: Which CRM do you use?
Sam Ortiz: Salesforce, every day, for the pipeline and forecasts.`,
    questions: 3,
    answers: 3,
  },
  {
    label: "unlabelled lines, question marks",
    job: BACKEND_JOB,
    transcript: `Can you tell me about yourself?
I am a backend developer. I built APIs in Node.js for an online shop and I looked after its PostgreSQL database.
Why are you leaving your current job?
I want to work on larger systems and learn Kubernetes properly.
What is your biggest weakness?
I take on too much. I started writing down my commitments each week and I now say no earlier.`,
    questions: 3,
    answers: 3,
  },
  {
    label: "one block of text, no line breaks",
    transcript:
      "So tell me about a conflict with a colleague. " +
      "A colleague and I disagreed about releasing on Fridays and the team was split on it. " +
      "I set up a short meeting, we listed the risks together and I proposed a checklist. " +
      "As a result we now release on Thursdays and we have had no weekend incidents since then. " +
      "How did your manager react? " +
      "She asked me to present the checklist to the other teams and two of them adopted it. " +
      "It was a good outcome for everyone involved and I learned a lot from it about listening first. " +
      "Great, thank you for sharing that with me today, it was really helpful to hear.",
    questions: 2,
    answers: 2,
  },
  {
    label: "teacher, labels with continuation lines",
    transcript: `Interviewer: How do you manage a noisy classroom?
Me: I set three clear rules on the first day.
I also use a quiet signal, a raised hand, and I wait.
Interviewer: Give me an example of a lesson that went badly.
Me: A fractions lesson lost half the class. I rebuilt it around pizza slices the next week and the quiz scores went up from 55% to 80%.`,
    questions: 2,
    answers: 2,
  },
  {
    label: "data analyst, short answers",
    job: {
      title: "Data Analyst",
      description: "Requirements:\n- SQL\n- Tableau dashboards\n- Python for data cleaning",
    },
    durationSeconds: 300,
    transcript: `Interviewer: Which tools do you use?
Candidate: SQL and Excel.
Interviewer: Tell me about a dashboard you built.
Candidate: A sales one.
Interviewer: Anything else you want to add?
Candidate: No, I think that's it.`,
    questions: 3,
    answers: 3,
  },
  {
    label: "panel with two interviewers",
    transcript: `Priya: Hi, I'm Priya, I lead the platform team. Why this company?
Tom: And I'm Tom from design. What do you know about our product?
Alex: I used your app to plan a trip last year. I liked the offline maps and I read your engineering blog about them.
Priya: How would you improve it?
Alex: I would make the search work offline too. I prototyped a small version of that with SQLite on my phone.`,
    // Two interviewers in a row are one turn: its questions are asked together.
    questions: 2,
    answers: 2,
  },
  {
    label: "customer support, Windows line breaks and fillers",
    transcript:
      "Recruiter: Tell me about an angry customer you helped.\r\n" +
      "Candidate: Um, so, basically a customer was, like, really upset about a double charge. I refunded it the same day and I wrote to him myself. He stayed with us and later renewed his plan.\r\n" +
      "Recruiter: How many tickets did you handle a day?\r\n" +
      "Candidate: Around sixty tickets a day, you know, on a normal shift.",
    questions: 2,
    answers: 2,
  },
  {
    label: "product manager, verbose answer",
    durationSeconds: 240,
    transcript: `Interviewer: Tell me about a launch.
Candidate: ${"We had a long list of requests from customers and we spent weeks going through them with the team and talking about them in meetings. ".repeat(12)}
Interviewer: What was the result?
Candidate: I shipped the new onboarding flow and activation improved.`,
    questions: 2,
    answers: 2,
  },
];
