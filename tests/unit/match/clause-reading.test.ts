import { analyzeFit, extractAsks } from "@/lib/match";

/** The keywords of the asks read from one requirements bullet. */
const keywords = (text: string) =>
  extractAsks(`Requirements:\n- ${text}`).asks.map((a) => a.keyword);

describe("a requirement line read the way a recruiter reads it", () => {
  it.each([
    [
      "Present findings to non-technical stakeholders",
      "Present findings to non-technical stakeholders",
    ],
    [
      "Carry a requisition load of 15-20 open roles",
      "Carry a requisition load of 15-20 open roles",
    ],
    [
      "You'll run full-cycle sales from first call to signature, mostly with IT directors and CISOs",
      "run full-cycle sales from first call to signature",
    ],
    [
      "Take and process soil samples (cores, grabs and composites) as directed by the lead scientist",
      "Take and process soil samples",
    ],
  ])("names '%s' in whole words, ending where the ask does", (item, keyword) => {
    expect(extractAsks(`Requirements:\n- ${item}`).asks[0].keyword).toBe(keyword);
  });

  it.each([
    [
      "Explain care plans to patients, families and caregivers at discharge",
      ["Explain care plans to patients, families and caregivers at discharge"],
    ],
    [
      "Provide reference and readers' advisory to children, teens, parents and teachers at the desk",
      ["Provide reference and readers' advisory to children, teens"],
    ],
  ])("reads the people a duty serves, listed, as part of it: '%s'", (item, expected) => {
    expect(keywords(item)).toEqual(expected);
  });

  it("reads partnerships as partnerships, not as partner sales", () => {
    expect(keywords("Build partnerships with schools and daycares")).toContain("Partnerships");
    expect(keywords("Experience in partner sales or channel sales")).toEqual([
      "Partner sales or Channel sales",
    ]);
  });

  it("keeps stages after 'through' out of an ask's list of whom it serves", () => {
    const read = keywords("Lead projects for schools through design, construction and move-in");
    expect(read.length).toBeGreaterThan(0);
    expect(read.filter((keyword) => keyword.includes("construction"))).toEqual([]);
  });

  it("does not make a quality word ('accurate', 'friendly') a part the résumé must show", () => {
    const requirements = (item: string, line: string) =>
      analyzeFit({
        resumeText: `Jo Doe\nExperience\nDriver, Acme (2019 - Present)\n- ${line}`,
        jobTitle: "Driver",
        jobDescription: `Requirements:\n- ${item}`,
      }).requirements;
    expect(
      requirements("Keep accurate logs", "ELD logs with zero HOS violations")[0].evidence,
    ).toBe("- ELD logs with zero HOS violations");
    expect(
      requirements("Write clear, friendly emails", "Draft client correspondence")[0].evidence,
    ).toBe("- Draft client correspondence");
  });

  it.each([
    ["Authorization to work in the United States (we cannot sponsor visas for this role)"],
    ["Nights, weekends and holidays required"],
    ["This is a hybrid role, in our Minneapolis studio Tuesday to Thursday."],
  ])("lists '%s' as a condition to confirm, never an ask", (sentence) => {
    const { asks, conditions } = extractAsks(
      `Tent Buyer\nAcme\n\nAbout us\nAcme makes tents. ${sentence}\n\nRequirements:\n- Retail buying`,
    );
    expect(asks.map((a) => a.keyword)).toEqual(["Retail buying"]);
    expect(conditions.map((c) => c.asked)).toEqual([sentence.replace(/\.$/, "")]);
  });

  it("reads no ask from the company's part of a sentence, and none from its lead-in", () => {
    expect(
      keywords("Our SDRs set meetings for you, but we expect you to self-source pipeline"),
    ).toEqual(["self-source pipeline"]);
    expect(keywords("We need journeymen to run small crews on commercial jobs")).toEqual([
      "run small crews on commercial jobs",
    ]);
    expect(keywords("Manage offers and close candidates")).toContain("Manage offers");
  });

  it("reads nothing from a clause that says who uses the work ('... our leaders act on')", () => {
    expect(
      keywords("Turn lending data into analyses our product and marketing leaders act on"),
    ).toEqual(["Turn lending data into analyses"]);
  });

  it("reads 'the restaurant's P&L' as the P&L, once, quoted as the requirements list states it", () => {
    const posting = "You'll own the restaurant's P&L.\n\nRequirements:\n- P&L accountability";
    expect(extractAsks(posting).asks.map((a) => [a.keyword, a.asked])).toEqual([
      ["P&L", "P&L accountability"],
    ]);
  });

  it("gives no shared head to a skill written as a name: 'Incoterms and international shipping'", () => {
    expect(keywords("Working knowledge of Incoterms and international shipping")).toEqual([
      "Incoterms",
      "international shipping",
    ]);
    expect(keywords("Working knowledge of Incoterms 2020 and U.S. import procedures")).toEqual([
      "Incoterms",
      "U.S. import procedures",
    ]);
  });

  it("keeps a shared head after a preposition, and reads nothing from 'success in a similar seat'", () => {
    expect(keywords("Run quarterly business reviews with plant and corporate leadership")).toEqual([
      "Run quarterly business reviews with plant and corporate leadership",
    ]);
    expect(
      keywords("Proven success in a similar seat, with a track record of hitting renewal targets"),
    ).toEqual(["hitting renewal targets"]);
  });

  it("gives one-word items of a list the head of its last: 'renewal, expansion and advocacy targets'", () => {
    expect(keywords("Own renewal, expansion and advocacy targets")).toEqual([
      "renewal targets",
      "expansion targets",
      "advocacy targets",
    ]);
    // Plural nouns name things of their own: never "contactors boards".
    expect(keywords("Checking capacitors, contactors and control boards")).toEqual([
      "Checking capacitors, contactors",
      "control boards",
    ]);
    expect(keywords("Install valves, pumps and backflow preventers")).toEqual([
      "Install valves, pumps",
      "backflow preventers",
    ]);
    // Items with words of their own stay themselves.
    expect(keywords("Post journal entries, accruals and prepaid schedules")).toEqual([
      "Post journal entries",
      "Accruals",
      "prepaid schedules",
    ]);
    // A buyer's and a librarian's verbs open a duty too: never "order and weed materials".
    expect(keywords("Select, order and weed materials")).toEqual([
      "Select, order and weed materials",
    ]);
    // Verbs that share an object share its head too: never "Install and repair tank".
    expect(keywords("Install and repair tank and tankless water heaters")).toEqual([
      "Install and repair tank and tankless water heaters",
    ]);
    // A kind of thing after a verb ("run programs") asks for whom it is done.
    expect(
      keywords(
        "Develop and run programs for school-age children and teens, including STEM and makerspace activities",
      ),
    ).toContain("Develop and run programs for school-age children and teens");
    // A duty after a comma opens an ask of its own, whose words may share a head.
    expect(
      keywords("Work tickets in our queue, meeting response and resolution SLAs, and escalate"),
    ).toContain("meeting response and resolution SLAs");
    const [renewal] = analyzeFit({
      resumeText:
        "Jo Doe\nExperience\nCSM, Acme (2019 - Present)\n- 96% gross renewal rate on a $4M book",
      jobTitle: "CSM",
      jobDescription: "Requirements:\n- Own renewal, expansion and advocacy targets",
    }).requirements;
    expect(renewal.evidence).toBe("- 96% gross renewal rate on a $4M book");
  });

  it.each([
    [
      "Reconcile invoices throughout the life of each contract",
      "- Reconciled invoices every month",
    ],
    ["Adjust reserves throughout the life of each claim", "- Adjusted reserves on 140 open files"],
    ["Schedule crews using the dispatch board", "- Scheduled crews of 12 installers"],
  ])("reads what follows 'throughout' or 'using' as the scope of %s", (duty, bullet) => {
    const [ask] = analyzeFit({
      resumeText: `Jo Doe\nExperience\nCoordinator, Acme (2019 - Present)\n${bullet}`,
      jobTitle: "Coordinator",
      jobDescription: `Responsibilities:\n- ${duty}`,
    }).requirements;
    expect(ask.evidence).toBe(bullet);
  });

  it("keeps a stop word hyphenated to the next word: 'in-house', not 'house'", () => {
    expect(keywords("Experience with in-house payroll")).toEqual(["in-house payroll"]);
    expect(keywords("Experience with in-house or agency recruiting")).toEqual([
      "in-house or agency recruiting",
    ]);
  });

  it("keeps the parenthesis after a years ask with it, and still reads the skills in it", () => {
    expect(
      keywords("4+ years of manufacturing purchasing experience (discrete or process)"),
    ).toEqual(["4+ years of manufacturing purchasing experience"]);
    expect(keywords("5+ years of backend development (Python, Go)")).toEqual(
      expect.arrayContaining(["5+ years of backend development", "Python", "Go"]),
    );
  });

  it("reads 'field or desk' after a years ask as its kind, not as an ask of 'desk'", () => {
    expect(keywords("3+ years of property claims handling experience, field or desk")).toEqual([
      "3+ years of property claims handling experience",
    ]);
    expect(keywords("4+ years of technical recruiting, in-house or agency")).toEqual([
      "4+ years of technical recruiting",
    ]);
  });

  it("keeps verbs that share their object together, and apart from the next duty", () => {
    expect(keywords("Hire, train and schedule managers and hourly staff and own the P&L")).toEqual([
      "Hire, train and schedule managers and hourly staff",
      "P&L",
    ]);
    expect(keywords("Install conduit, pull wire, set panels, terminate and test")).toEqual([
      "Install conduit",
      "pull wire",
      "set panels",
      "terminate and test",
    ]);
  });

  it.each([
    ["A B.S. or B.A. in nursing is required.", "B.S. or B.A. in nursing"],
    [
      "Bachelor's degree (B.S. or B.A.) in a quantitative field",
      "Bachelor's degree (B.S. or B.A.) in a quantitative field",
    ],
    ["B.S. in accounting or finance. CPA preferred.", "B.S. in accounting or finance"],
  ])("reads '%s' as one degree with its field", (item, keyword) => {
    const degrees = extractAsks(`Requirements:\n- ${item}`).asks.filter((a) => a.type === "degree");
    expect(degrees.map((d) => d.keyword)).toEqual([keyword]);
    expect(degrees[0].fields?.length).toBeGreaterThan(0);
  });

  it("gives each clause of a line its own kind: 'BSN required; MSN preferred'", () => {
    const kinds = extractAsks(
      "Requirements:\n- Bachelor's degree in nursing; master's preferred",
    ).asks.map((a) => [a.keyword, a.kind]);
    expect(kinds).toEqual([
      ["Bachelor's degree in nursing", "required"],
      ["master's", "preferred"],
    ]);
  });

  it("keeps a duty before the tools it names, and reads no figure of speech as an ask", () => {
    expect(keywords("Source passive candidates through LinkedIn Recruiter and GitHub")).toEqual([
      "Source passive candidates",
      "LinkedIn Recruiter",
      "GitHub",
    ]);
    expect(keywords("Cloud experience with AWS or GCP")).toEqual(["AWS or Google Cloud Platform"]);
    expect(keywords("Mentor engineers and help raise the bar in code review")).toEqual([
      "Mentor engineers",
      "Code review",
    ]);
  });

  it("ends a leadership ask before the next duty: '... managers and manage a $4M budget'", () => {
    expect(
      keywords("Lead a team of 25+ through three front-line managers and manage a $4M budget"),
    ).toEqual(["$4M budget", "Lead a team of 25+ through three front-line managers"]);
    expect(
      keywords(
        "Lead small crews of 2–3 carpenters and apprentices, and schedule and coordinate subcontractors",
      ),
    ).toContain("Lead small crews of 2–3 carpenters and apprentices");
    expect(keywords("Lead a team of 25+ CSMs, onboarding and support staff")).toEqual([
      "Lead a team of 25+ CSMs, onboarding and support staff",
    ]);
    expect(keywords("Lead a team of 12 engineers with a $2M budget")).toEqual([
      "$2M budget",
      "Lead a team of 12 engineers",
    ]);
  });

  it("reads a fact about the deals as no ask: 'deals average $45K with 60–90 day cycles'", () => {
    expect(
      keywords("Quota is $850K in new ARR per year; deals average $45K with 60–90 day cycles."),
    ).toEqual(["$850K in new ARR"]);
  });
});

describe("a long list of duties", () => {
  const duties = [
    "Greet every visitor at the front desk",
    "Sort incoming mail for three floors",
    "Book meeting rooms for the leadership team",
    "Order kitchen supplies each week",
    "Track office equipment repairs",
    "Plan quarterly team lunches",
    "Answer the main phone line",
    "Keep the visitor log current",
    "Update the staff directory",
    "Coordinate courier pickups",
    "Prepare welcome packs for new hires",
    "Reconcile the petty cash box",
    "Maintain the fire warden roster",
    "Water the lobby plants",
    "Restock printer paper",
    "File signed contracts",
    "Collect parking permits",
    "Schedule window cleaning",
    "Post notices on the bulletin board",
    "Arrange catering for board meetings",
    "Photocopy training binders",
    "Chase overdue vendor invoices",
    "Log maintenance requests",
    "Run the holiday party list",
    "Book travel for visiting auditors",
    "Label the storage room shelves",
    "Refill the first aid kits",
    "Set up video calls for board members",
    "Count the postage meter balance",
    "Renew the office magazine subscriptions",
    "Return loaned laptops to IT",
    "Schedule carpet cleaning",
    "Order business cards",
  ];
  const posting = [
    "What you'll do",
    ...duties.map((duty) => `- ${duty}`),
    "Nice to have",
    "- Experience supporting a law firm",
  ].join("\n");

  it("never crowds out what the posting asks for", () => {
    const asks = extractAsks(posting).asks;
    expect(asks.find((a) => a.asked === "supporting a law firm")?.kind).toBe("preferred");
    // The budget (32 phrases) still holds: the last duties give way.
    expect(asks.filter((a) => a.type === "phrase").length).toBeLessThanOrEqual(32);
    expect(asks.map((a) => a.asked)).toContain("Book travel for visiting auditors");
    expect(asks.map((a) => a.asked)).toContain("Sort incoming mail for three floors");
    expect(asks.map((a) => a.asked)).not.toContain("Order business cards");
  });
});
