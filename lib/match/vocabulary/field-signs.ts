// Work that places a role in a field without naming it. A years ask ("2+ years of
// warehouse experience") counts a role with any of a field's signs as in that field: a
// material handler who runs a forklift at a distributor works in a warehouse, an RN on a
// hospital's surgical unit does acute care. Each sign is specific to its field; a word
// that other trades share ("panel", "crew") is not a sign.
export const FIELD_SIGNS: { field: string; signs: string[] }[] = [
  {
    field: "warehouse",
    signs: [
      "forklift",
      "pallet",
      "material handler",
      "distribution center",

      "reach truck",
      "shipping and receiving",
      "pick and pack",
      "RF gun",
      "RF scanner",
      "loading dock",
    ],
  },
  // A warehouse, a 3PL or a planning desk is work in the supply chain.
  {
    field: "supply chain",
    signs: [
      "3PL",
      "distribution center",
      "inventory control",
      "demand planning",
      "S&OP",
      "procurement",
      "freight forwarding",
      "logistics",
    ],
  },
  {
    field: "acute care",
    signs: [
      "hospital",
      "med-surg",
      "medical-surgical",
      "ICU",
      "intensive care",
      "emergency department",
      "telemetry",
      "inpatient",
      "step-down unit",
    ],
  },
  {
    field: "retail banking",
    signs: [
      "teller",
      "personal banker",
      "relationship banker",
      "universal banker",
      "branch banking",
    ],
  },
  { field: "nursing", signs: ["RN", "registered nurse", "LPN", "licensed practical nurse"] },
  // A medical center's ICU or inpatient floor is a hospital's; a dietitian practises dietetics.
  {
    field: "hospital",
    signs: ["medical center", "ICU", "intensive care", "inpatient", "med-surg", "trauma center"],
  },
  { field: "dietetics", signs: ["dietitian", "RDN", "registered dietitian"] },
  { field: "closing", signs: ["account executive", "closed-won"] },
  {
    field: "digital marketing",
    signs: [
      "email marketing",
      "paid social",
      "paid search",
      "SEO",
      "SEM",
      "Google Ads",
      "Meta ads",
      "HubSpot",
      "Marketo",
      "Klaviyo",
      "GA4",
      "Google Analytics",
      "landing pages",
      "marketing automation",
    ],
  },
  {
    field: "performance marketing",
    signs: ["paid social", "paid search", "Google Ads", "Meta ads", "ROAS", "CAC"],
  },
  {
    field: "tractor-trailer",
    signs: ["drop and hook", "OTR"],
  },
  {
    field: "litigation",
    signs: ["plaintiff", "pleadings", "interrogatories", "subpoenas", "trial binders"],
  },
  {
    field: "electrical",
    signs: [
      "electrician",
      "switchboard",
      "switchgear",
      "conduit",

      "circuit breakers",

      "one-line diagrams",
    ],
  },
  { field: "GM", signs: ["general manager"] },
  // Work in people's homes: remodels, houses, homeowners.
  {
    field: "residential",
    signs: ["homeowners", "single-family", "houses", "remodels", "townhomes"],
  },
  // Work on cars: a dealership's line technician does automotive work without saying so.
  {
    field: "automotive",
    signs: ["check-engine", "brake jobs", "oil changes", "tire rotations", "timing belts"],
  },
  // An adjuster's work is handling claims, whatever the line calls the files.
  { field: "claims handling", signs: ["adjuster", "claims representative"] },
  // Running apartment communities is multifamily property management.
  {
    field: "multifamily property management",
    signs: ["community manager", "leasing consultant", "apartment community", "apartments"],
  },
];
